import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserData } from '../../features/auth/api/get-user-data';
import { RequireUser } from '../../features/auth/components/require-user';
import { LoanRequestsPanel } from '../../features/loan-requests/components/loan-requests-panel';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { PersonalAreaShell } from '../../features/personal-area/components/personal-area-shell';
import { tabsFor } from '../../features/personal-area/lib/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';

function LoanRequestsScreen() {
  const { t } = useTranslation();
  const { data: institution } = useInstitution();
  const userData = useUserData();
  useDocumentTitle(t('loanRequests.list.title'), institution?.sigla ?? institution?.nome);
  return (
    <PersonalAreaShell tabs={tabsFor(userData.data?.authPermissions ?? [])}>
      {userData.isPending ? <Skeleton height={240} radius="md" /> : <LoanRequestsPanel />}
    </PersonalAreaShell>
  );
}

/** `/meupergamum/solicitacoes-emprestimo`: Query loan requests (spec §2). */
export function LoanRequestsRoute() {
  return (
    <RequireUser>
      <LoanRequestsScreen />
    </RequireUser>
  );
}
