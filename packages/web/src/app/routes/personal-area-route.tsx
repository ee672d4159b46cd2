import { ACTIVITY, type PersonLogin, type UserData } from '@estante/contract';
import { Alert, Skeleton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reloadUser } from '../../features/auth/api/sign-in';
import { RequireUser } from '../../features/auth/components/require-user';
import { loginsQueryOptions } from '../../features/people/api/get-logins';
import { ExchangeUsers } from '../../features/people/components/exchange-users';
import {
  updatePersonalData,
  usePersonalData,
} from '../../features/personal-area/api/personal-data';
import { ChangePasswordForm } from '../../features/personal-area/components/change-password-form';
import { CirculationSummary } from '../../features/personal-area/components/circulation-summary';
import { PersonalAreaHome } from '../../features/personal-area/components/personal-area-home';
import { PersonalDataPanel } from '../../features/personal-area/components/personal-data-panel';
import { tabsFor } from '../../features/personal-area/lib/tabs';
import { PrivacySection } from '../../features/privacy/components/privacy-section';
import { useHolds } from '../../features/holds/api/get-holds';
import { HoldsPanel } from '../../features/holds/components/holds-panel';
import { usePendingDebits } from '../../features/loans/api/get-pending-debits';
import { usePendingLoans } from '../../features/loans/api/get-pending-loans';
import { DebitsPanel } from '../../features/loans/components/debits-panel';
import { LoansPanel } from '../../features/loans/components/loans-panel';
import { RenewalPanel } from '../../features/loans/components/renewal-panel';
import { SuspensionsPanel } from '../../features/loans/components/suspensions-panel';
import { loanCounts } from '../../features/loans/lib/loan-status';
import { formatMoney } from '../../features/loans/lib/money';
import { QueryError } from '../../components/query-error';
import { today } from '../../lib/days';
import { useSession } from '../../lib/session-store';
import { PersonalAreaPage, PersonalAreaScreen } from './personal-area-page';

/** The Home summary's figures from the loan, hold and debit calls (each may fail alone). */
function HomeSummary() {
  const { i18n } = useTranslation();
  const loans = usePendingLoans();
  const holds = useHolds();
  const debits = usePendingDebits();
  if (loans.isPending || holds.isPending || debits.isPending)
    return <CirculationSummary figures={null} />;
  const counts = loans.data ? loanCounts(loans.data, today()) : undefined;
  const total = debits.data?.total.centavos;
  return (
    <CirculationSummary
      figures={{
        ...(counts ?? {}),
        ...(holds.data
          ? { holdsReady: holds.data.filter((hold) => hold.situacao === 'ready').length }
          : {}),
        ...(total !== undefined
          ? { debt: formatMoney(total, i18n.resolvedLanguage ?? 'pt'), debtCentavos: total }
          : {}),
      }}
    />
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
    >
      <HomeSummary />
    </PersonalAreaHome>
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
    <>
      <PersonalDataPanel
        data={personalData.data}
        onSave={async (update) => {
          const saved = await updatePersonalData(update);
          queryClient.setQueryData(['pessoas', 'dados-pessoais', codPessoa], saved);
          return saved;
        }}
      />
      <PrivacySection />
    </>
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
    <PersonalAreaScreen title="personalArea.title">
      {(userData) => <HomeTab userData={userData} logins={logins.data} />}
    </PersonalAreaScreen>
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
    <PersonalAreaPage title="personalArea.personalData.title">
      {(userData) => <PersonalDataTab codPessoa={userData.user.cod_pessoa} />}
    </PersonalAreaPage>
  );
}

/** `/meupergamum/senha`: Change password. */
export function ChangePasswordRoute() {
  return (
    <PersonalAreaPage title="personalArea.changePassword.title">
      {(userData) => <ChangePasswordForm personName={userData.user.nome_pessoa} />}
    </PersonalAreaPage>
  );
}

/** `/meupergamum/troca-usuario`: Exchange users. */
export function ExchangeUsersRoute() {
  return (
    <PersonalAreaPage title="personalArea.exchangeUsers.title">
      {(userData) => <ExchangeUsersTab codPessoa={userData.user.cod_pessoa} />}
    </PersonalAreaPage>
  );
}

/** `/meupergamum/emprestimo`: Loan (open loans, overdue marked; history). */
export function LoansRoute() {
  return (
    <PersonalAreaPage title="circulation.loans.title">{() => <LoansPanel />}</PersonalAreaPage>
  );
}

/** `/meupergamum/renovacao`: Renewal (chosen or all, a result per item). */
export function RenewalRoute() {
  return (
    <PersonalAreaPage title="circulation.renewal.title">{() => <RenewalPanel />}</PersonalAreaPage>
  );
}

/** `/meupergamum/debito`: Debit (amounts in R$, total, payment slip). */
export function DebitsRoute() {
  return (
    <PersonalAreaPage title="circulation.debits.title">{() => <DebitsPanel />}</PersonalAreaPage>
  );
}

/** `/meupergamum/afastamentos`: Deviation (suspensions). */
export function SuspensionsRoute() {
  return (
    <PersonalAreaPage title="circulation.suspensions.title">
      {() => <SuspensionsPanel />}
    </PersonalAreaPage>
  );
}

/** `/meupergamum/reservas`: Requests (open holds, cancel after confirmation; history). */
export function HoldsRoute() {
  return (
    <PersonalAreaPage title="circulation.holds.title">{() => <HoldsPanel />}</PersonalAreaPage>
  );
}
