import { ACTIVITY, type PersonLogin, type UserData } from '@estante/contract';
import { Alert, Skeleton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadUser } from '../../features/auth/api/sign-in';
import { useUserData } from '../../features/auth/api/get-user-data';
import { RequireUser } from '../../features/auth/components/require-user';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { loginsQueryOptions } from '../../features/people/api/get-logins';
import { ExchangeUsers } from '../../features/people/components/exchange-users';
import {
  updatePersonalData,
  usePersonalData,
} from '../../features/personal-area/api/personal-data';
import { ChangePasswordForm } from '../../features/personal-area/components/change-password-form';
import { PersonalAreaHome } from '../../features/personal-area/components/personal-area-home';
import { PersonalAreaShell } from '../../features/personal-area/components/personal-area-shell';
import { PersonalDataPanel } from '../../features/personal-area/components/personal-data-panel';
import { tabsFor } from '../../features/personal-area/lib/tabs';
import { QueryError } from '../../components/query-error';
import { useSession } from '../../lib/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * The frame of every personal-area tab: the menu by the patron's permissions, the user's data
 * loading or failing, then the tab's own content.
 */
function PersonalAreaFrame({
  title,
  children,
}: {
  title: ParseKeys;
  children: (userData: UserData) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data: institution } = useInstitution();
  const userData = useUserData();
  useDocumentTitle(t(title), institution?.sigla ?? institution?.nome);
  const tabs = tabsFor(userData.data?.authPermissions ?? []);

  let content;
  if (userData.isPending) content = <Skeleton height={140} radius="md" />;
  else if (userData.isError)
    content = (
      <QueryError message={t('personalArea.error')} onRetry={() => void userData.refetch()} />
    );
  else content = children(userData.data);

  return (
    <div aria-busy={userData.isPending}>
      <PersonalAreaShell tabs={tabs}>{content}</PersonalAreaShell>
    </div>
  );
}

function HomeTab({ userData, logins }: { userData: UserData; logins: PersonLogin[] | undefined }) {
  const { t } = useTranslation();
  const current = logins?.find((login) => login.atual);
  if (!tabsFor(userData.authPermissions).some((tab) => tab.activity === ACTIVITY.personalArea))
    return (
      <Alert color="yellow" variant="light">
        {t('personalArea.noAccess')}
      </Alert>
    );
  return (
    <PersonalAreaHome
      name={userData.user.nome_pessoa}
      login={userData.user.login}
      loginDescription={current?.descricao ?? null}
    />
  );
}

function PersonalDataTab({ codPessoa }: { codPessoa: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const personalData = usePersonalData(codPessoa);
  if (personalData.isPending) return <Skeleton height={320} radius="md" />;
  if (personalData.isError)
    return (
      <QueryError
        message={t('personalArea.personalData.error')}
        onRetry={() => void personalData.refetch()}
      />
    );
  return (
    <PersonalDataPanel
      data={personalData.data}
      onSave={async (update) => {
        const saved = await updatePersonalData(update);
        queryClient.setQueryData(['pessoas', 'dados-pessoais', codPessoa], saved);
        return saved;
      }}
    />
  );
}

function ExchangeUsersTab({ codPessoa }: { codPessoa: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const logins = useQuery(loginsQueryOptions(codPessoa));
  if (logins.isPending) return <Skeleton height={200} radius="md" />;
  if (logins.isError)
    return (
      <QueryError
        message={t('personalArea.exchangeUsers.loadError')}
        onRetry={() => void logins.refetch()}
      />
    );
  return (
    <ExchangeUsers
      logins={logins.data}
      onSwitched={async () => {
        // The session follows the new login: its user, permissions and logins are read again.
        await reloadUser();
        await queryClient.invalidateQueries({ queryKey: ['pessoas'] });
      }}
    />
  );
}

function HomeScreen() {
  // Asked together with the user's data, not after it.
  const codPessoa = useSession((state) => state.user?.cod_pessoa);
  const logins = useQuery(loginsQueryOptions(codPessoa));
  return (
    <PersonalAreaFrame title="personalArea.title">
      {(userData) => <HomeTab userData={userData} logins={logins.data} />}
    </PersonalAreaFrame>
  );
}

/** `/meupergamum` (spec §2): the protected personal area's Home tab. */
export function PersonalAreaRoute() {
  return (
    <RequireUser>
      <HomeScreen />
    </RequireUser>
  );
}

/** `/meupergamum/dados-pessoais`: Personal data (view and edit). */
export function PersonalDataRoute() {
  return (
    <RequireUser>
      <PersonalAreaFrame title="personalArea.personalData.title">
        {(userData) => <PersonalDataTab codPessoa={userData.user.cod_pessoa} />}
      </PersonalAreaFrame>
    </RequireUser>
  );
}

/** `/meupergamum/senha`: Change password. */
export function ChangePasswordRoute() {
  return (
    <RequireUser>
      <PersonalAreaFrame title="personalArea.changePassword.title">
        {(userData) => <ChangePasswordForm personName={userData.user.nome_pessoa} />}
      </PersonalAreaFrame>
    </RequireUser>
  );
}

/** `/meupergamum/troca-usuario`: Exchange users. */
export function ExchangeUsersRoute() {
  return (
    <RequireUser>
      <PersonalAreaFrame title="personalArea.exchangeUsers.title">
        {(userData) => <ExchangeUsersTab codPessoa={userData.user.cod_pessoa} />}
      </PersonalAreaFrame>
    </RequireUser>
  );
}
