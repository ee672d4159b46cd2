import { LoanRequestsPanel } from '../../features/loan-requests/components/loan-requests-panel';
import { PersonalAreaPage } from './personal-area-page';

/** `/meupergamum/solicitacoes-emprestimo`: Query loan requests (spec §2). */
export function LoanRequestsRoute() {
  return (
    <PersonalAreaPage title="loanRequests.list.title">
      <LoanRequestsPanel />
    </PersonalAreaPage>
  );
}
