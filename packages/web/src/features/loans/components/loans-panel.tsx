import type { Loan } from '@estante/contract';
import { Checkbox, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CirculationTable, type Column } from '../../../components/circulation-table';
import { HistorySection, lastYear } from '../../../components/history-section';
import { QueryError } from '../../../components/query-error';
import classes from '../../../components/circulation.module.css';
import { formatDay, formatInstantDay } from '../../../lib/days';
import { useLoanHistory, type LoanHistoryFilter } from '../api/get-loan-history';
import { usePendingLoans } from '../api/get-pending-loans';
import { formatMoney } from '../lib/money';
import { LoanTitle, Renewable, RenewalsUsed } from './loan-cells';

/** The Loan tab (spec §2): open loans with due dates, the late ones marked, then the history. */
export function LoansPanel() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="loans-panel">
      <Title order={2} className={classes.tabTitle} mb="md">
        {t('circulation.loans.title')}
      </Title>
      <CurrentLoans />
      <LoanHistory />
    </Paper>
  );
}

function CurrentLoans() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const loans = usePendingLoans();

  if (loans.isPending) return <Skeleton height={160} radius="md" aria-busy />;
  if (loans.isError)
    return (
      <QueryError message={t('circulation.loans.error')} onRetry={() => void loans.refetch()} />
    );
  if (loans.data.length === 0)
    return (
      <Text mb="lg" data-testid="loans-empty">
        {t('circulation.loans.empty')}
      </Text>
    );

  const columns: Column<Loan>[] = [
    {
      header: t('circulation.columns.title'),
      cell: (loan) => (
        <>
          <LoanTitle loan={loan} />
          <Text size="sm" className={classes.muted}>
            {t('circulation.loans.barcode', { barcode: loan.codigo_barras })}
          </Text>
        </>
      ),
    },
    { header: t('circulation.columns.library'), cell: (loan) => loan.desc_biblioteca },
    {
      header: t('circulation.columns.loanDate'),
      cell: (loan) => formatInstantDay(loan.data_emprestimo, language),
      nowrap: true,
    },
    {
      header: t('circulation.columns.dueDate'),
      cell: (loan) => <DueDate loan={loan} language={language} />,
      nowrap: true,
    },
    {
      header: t('circulation.columns.renewals'),
      cell: (loan) => <RenewalsUsed loan={loan} />,
      nowrap: true,
    },
    {
      header: t('circulation.columns.renewable'),
      cell: (loan) => <Renewable loan={loan} />,
      testId: 'loan-renewable',
    },
  ];

  return (
    <CirculationTable
      id="loans-caption"
      caption={t('circulation.loans.caption', { count: loans.data.length })}
      columns={columns}
      items={loans.data}
      rowKey={(loan) => loan.cod_emprestimo}
      rowProps={(loan) => ({
        className: loan.atrasado ? classes.overdue : undefined,
        'data-overdue': loan.atrasado || undefined,
        'data-testid': 'loan-row',
      })}
      testId="loans-table"
    />
  );
}

/** The due date, and for a late loan how late it is and the fine so far. */
function DueDate({ loan, language }: { loan: Loan; language: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Text span size="sm" fw={loan.atrasado ? 700 : undefined} data-testid="loan-due">
        {formatDay(loan.data_devolucao_prevista, language)}
      </Text>
      {loan.atrasado && (
        <div>
          <span className={`${classes.pill} ${classes.pillDanger}`} data-testid="loan-overdue">
            {t('circulation.loans.overdue', { count: loan.dias_atraso })}
          </span>
        </div>
      )}
      {loan.multa && loan.multa.centavos > 0 && (
        <Text size="sm">
          {t('circulation.loans.fineSoFar', {
            amount: formatMoney(loan.multa.centavos, language),
          })}
        </Text>
      )}
    </>
  );
}

function LoanHistory() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const [withFines, setWithFines] = useState(false);
  const [filter, setFilter] = useState<LoanHistoryFilter>(() => {
    const range = lastYear();
    return { dataIni: range.start, dataFim: range.end, withFines: false };
  });
  const history = useLoanHistory(filter);

  const columns: Column<Loan>[] = [
    { header: t('circulation.columns.title'), cell: (loan) => <LoanTitle loan={loan} /> },
    { header: t('circulation.columns.library'), cell: (loan) => loan.desc_biblioteca },
    {
      header: t('circulation.columns.loanDate'),
      cell: (loan) => formatInstantDay(loan.data_emprestimo, language),
      nowrap: true,
    },
    {
      header: t('circulation.columns.dueDate'),
      cell: (loan) => formatDay(loan.data_devolucao_prevista, language),
      nowrap: true,
    },
    {
      header: t('circulation.columns.returned'),
      cell: (loan) => (loan.data_devolucao ? formatInstantDay(loan.data_devolucao, language) : '—'),
      nowrap: true,
    },
    {
      header: t('circulation.columns.fine'),
      cell: (loan) => (loan.multa ? formatMoney(loan.multa.centavos, language) : '—'),
      className: classes.money,
    },
  ];

  return (
    <HistorySection
      id="loan-history"
      heading={t('circulation.loans.historyTitle')}
      label={t('circulation.loans.historyTitle')}
      range={{ start: filter.dataIni, end: filter.dataFim }}
      onRangeChange={(range) => setFilter({ dataIni: range.start, dataFim: range.end, withFines })}
      filters={
        <Checkbox
          mt={32}
          label={t('circulation.loans.onlyFined')}
          checked={withFines}
          onChange={(event) => setWithFines(event.currentTarget.checked)}
          data-testid="history-fines"
        />
      }
      query={history}
      errorMessage={t('circulation.loans.historyError')}
      emptyMessage={t('circulation.loans.historyEmpty')}
      emptyTestId="history-empty"
      caption={(count) => t('circulation.loans.historyCaption', { count })}
      columns={columns}
      itemId={(loan) => loan.cod_emprestimo}
      testId="history-table"
      rowTestId="history-row"
    />
  );
}
