import type { Loan } from '@estante/contract';
import { useTranslation } from 'react-i18next';
import { ItemTitle, itemDetail } from '../../../components/item-title';

/** A loan's title, author and volume/tome/part. */
export function LoanTitle({ loan }: { loan: Loan }) {
  return (
    <ItemTitle
      codAcervo={loan.cod_acervo}
      titulo={loan.titulo}
      detail={itemDetail(loan.autor, loan.volume, loan.tomo, loan.parte)}
    />
  );
}

/** "1 of 3": renewals used of those allowed. */
export function RenewalsUsed({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  return t('circulation.loans.renewalsUsed', {
    used: loan.renovacoes,
    allowed: loan.renovacoes_permitidas,
  });
}

/** Whether the loan can be renewed, or why not. */
export function Renewable({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  if (loan.renovavel) return t('circulation.loans.renewable');
  return loan.motivo_nao_renovavel
    ? t(`circulation.renewalBlock.${loan.motivo_nao_renovavel}`)
    : t('circulation.loans.notRenewable');
}
