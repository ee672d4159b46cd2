import { ACTIVITY } from '@estante/contract';
import { Alert, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUserData } from '../../features/auth/api/get-user-data';
import { RequireUser } from '../../features/auth/components/require-user';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { loginsQueryOptions } from '../../features/people/api/get-logins';
import { PersonalAreaHome } from '../../features/personal-area/components/personal-area-home';
import { PersonalAreaShell } from '../../features/personal-area/components/personal-area-shell';
import { tabsFor } from '../../features/personal-area/lib/tabs';
import { QueryError } from '../../components/query-error';
import { useSession } from '../../lib/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';

function PersonalAreaHomeScreen() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const { data: institution } = useInstitution();
  const userData = useUserData();
  const logins = useQuery(loginsQueryOptions(user?.cod_pessoa));
  useDocumentTitle(t('personalArea.title'), institution?.sigla ?? institution?.nome);
  const tabs = tabsFor(userData.data?.authPermissions ?? []);
  const current = logins.data?.find((login) => login.atual);

  let content;
  if (userData.isPending) content = <Skeleton height={140} radius="md" />;
  else if (userData.isError)
    content = (
      <QueryError message={t('personalArea.error')} onRetry={() => void userData.refetch()} />
    );
  else if (!tabs.some((tab) => tab.activity === ACTIVITY.personalArea))
    content = (
      <Alert color="yellow" variant="light">
        {t('personalArea.noAccess')}
      </Alert>
    );
  else
    content = (
      <PersonalAreaHome
        name={userData.data.user.nome_pessoa}
        login={userData.data.user.login}
        loginDescription={current?.descricao ?? null}
      />
    );

  return (
    <div aria-busy={userData.isPending}>
      <PersonalAreaShell tabs={tabs}>{content}</PersonalAreaShell>
    </div>
  );
}

/** `/meupergamum` (spec §2): the protected personal area, its Home tab for now. */
export function PersonalAreaRoute() {
  return (
    <RequireUser>
      <PersonalAreaHomeScreen />
    </RequireUser>
  );
}
