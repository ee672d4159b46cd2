import type { RequestType } from '@estante/contract';
import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserData } from '../../features/auth/api/get-user-data';
import { RequireUser } from '../../features/auth/components/require-user';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { PersonalAreaShell } from '../../features/personal-area/components/personal-area-shell';
import { tabsFor } from '../../features/personal-area/lib/tabs';
import { RequestsPanel } from '../../features/requests/components/requests-panel';
import { useDocumentTitle } from '../../lib/use-document-title';

function RequestsScreen({ type }: { type: RequestType }) {
  const { t } = useTranslation();
  const { data: institution } = useInstitution();
  const userData = useUserData();
  useDocumentTitle(t(`requests.types.${type}.title`), institution?.sigla ?? institution?.nome);
  return (
    <PersonalAreaShell tabs={tabsFor(userData.data?.authPermissions ?? [])}>
      {userData.isPending ? (
        <Skeleton height={320} radius="md" />
      ) : (
        // A new tab is a new form: its values do not carry over from another type.
        <RequestsPanel key={type} type={type} />
      )}
    </PersonalAreaShell>
  );
}

/**
 * `/meupergamum/comutacao-bibliografica`, `/levantamento-bibliografico`, `/ficha-catalografica`,
 * `/pesquisa-especializada` and `/emprestimo-inter-bibliotecas`: the request tabs (spec §2).
 */
export function RequestsRoute({ type }: { type: RequestType }) {
  return (
    <RequireUser>
      <RequestsScreen type={type} />
    </RequireUser>
  );
}
