import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserData } from '../../features/auth/api/get-user-data';
import { RequireUser } from '../../features/auth/components/require-user';
import { DatabasesPanel } from '../../features/databases/components/databases-panel';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { PersonalAreaShell } from '../../features/personal-area/components/personal-area-shell';
import { tabsFor } from '../../features/personal-area/lib/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';

function DatabasesScreen() {
  const { t } = useTranslation();
  const { data: institution } = useInstitution();

  const userData = useUserData();
  useDocumentTitle(t('databases.title'), institution?.sigla ?? institution?.nome);
  return (
    <PersonalAreaShell tabs={tabsFor(userData.data?.authPermissions ?? [])}>
      {userData.isPending ? <Skeleton height={240} radius="md" /> : <DatabasesPanel />}
    </PersonalAreaShell>
  );
}

/** `/meupergamum/bases-dados`: Databases (spec §2) */
export function DatabasesRoute() {
  return (
    <RequireUser>
      <DatabasesScreen />
    </RequireUser>
  );
}
