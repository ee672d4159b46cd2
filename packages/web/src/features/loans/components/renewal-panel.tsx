import type { Loan } from '@estante/contract';
import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/circulation-table';
import { QueryError } from '../../../components/query-error';
import { SelectableTable, useSelection } from '../../../components/selectable-table';
import classes from '../../../components/circulation.module.css';
import { circulationErrorMessage } from '../../../lib/circulation-error';
import { formatDay } from '../../../lib/days';
import { usePendingLoans } from '../api/get-pending-loans';
import { useRenewLoans } from '../api/renew-loans';
import { loansToRenew, renewalRows, type RenewalRow } from '../lib/renewal';
import { LoanTitle, Renewable, RenewalsUsed } from './loan-cells';

/**
 * The Renewal tab (spec §2, §4, §5): choose loans, renew the chosen or all, and read a result
 * per item with its new due date or why it was not renewed.
 */
export function RenewalPanel() {
  const { t } = useTranslation();
  const loans = usePendingLoans();

  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="renewal-panel">
      <Title order={2} className={classes.tabTitle}>
        {t('circulation.renewal.title')}
      </Title>
      <Text mt="xs" mb="md">
        {t('circulation.renewal.intro')}
      </Text>
      {loans.isPending ? (
        <Skeleton height={160} radius="md" aria-busy />
      ) : loans.isError ? (
        <QueryError message={t('circulation.loans.error')} onRetry={() => void loans.refetch()} />
      ) : loans.data.length === 0 ? (
        <Text data-testid="renewal-empty">{t('circulation.loans.empty')}</Text>
      ) : (
        <RenewalForm loans={loans.data} />
      )}
    </Paper>
  );
}

function RenewalForm({ loans }: { loans: Loan[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const renew = useRenewLoans();
  const selection = useSelection();
  const [problem, setProblem] = useState<string | null>(null);
  const [rows, setRows] = useState<RenewalRow[] | null>(null);

  const handleRenew = (all: boolean) => {
    const ids = loansToRenew(loans, selection.selected, all);
    setRows(null);
    if (ids.length === 0) {
      setProblem(t('circulationErrors.renewal_select_one'));
      return;
    }
    setProblem(null);
    renew.mutate(ids, {
      onSuccess: (results) => {
        setRows(renewalRows(loans, results));
        selection.clear();
      },
      onError: (error) => setProblem(circulationErrorMessage(error, t, language)),
    });
  };

  const columns: Column<Loan>[] = [
    { header: t('circulation.columns.title'), cell: (loan) => <LoanTitle loan={loan} /> },
    {
      header: t('circulation.columns.dueDate'),
      cell: (loan) => formatDay(loan.data_devolucao_prevista, language),
      nowrap: true,
      testId: 'renewal-due',
    },
    {
      header: t('circulation.columns.renewals'),
      cell: (loan) => <RenewalsUsed loan={loan} />,
      nowrap: true,
    },
    { header: t('circulation.columns.renewable'), cell: (loan) => <Renewable loan={loan} /> },
  ];

  return (
    <Stack gap="md">
      <SelectableTable
        id="renewal-caption"
        caption={t('circulation.renewal.caption')}
        columns={columns}
        items={loans}
        itemId={(loan) => loan.cod_emprestimo}
        rowProps={(loan) => ({
          className: loan.atrasado ? classes.overdue : undefined,
          'data-testid': 'renewal-row',
          'data-renewable': loan.renovavel,
          'data-reason': loan.motivo_nao_renovavel ?? undefined,
        })}
        selectLabel={(loan) => t('circulation.renewal.select', { title: loan.titulo })}
        selection={selection}
        problem={problem}
        problemTestId="renewal-problem"
        actions={
          <>
            <Button
              onClick={() => handleRenew(false)}
              loading={renew.isPending}
              leftSection={<IconRefresh size={16} aria-hidden />}
              data-testid="renew-selected"
            >
              {t('circulation.renewal.renewSelected', { selected: selection.selected.size })}
            </Button>
            <Button
              variant="default"
              onClick={() => handleRenew(true)}
              disabled={renew.isPending}
              data-testid="renew-all"
            >
              {t('circulation.renewal.renewAll')}
            </Button>
          </>
        }
        testId="renewal-table"
      />
      {rows && <RenewalResults rows={rows} />}
    </Stack>
  );
}

function RenewalResults({ rows }: { rows: RenewalRow[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const renewed = rows.filter((row) => row.renovado).length;
  return (
    <section aria-labelledby="renewal-results-heading" data-testid="renewal-results">
      <Title order={3} id="renewal-results-heading" className={classes.sectionTitle} mb="xs">
        {t('circulation.renewal.resultsTitle')}
      </Title>
      <Text role="status" mb="sm">
        {t('circulation.renewal.summary', { renewed, total: rows.length })}
      </Text>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <li key={row.cod_emprestimo}>
            <Alert
              color={row.renovado ? 'green' : 'yellow'}
              variant="light"
              icon={
                row.renovado ? <IconCircleCheck aria-hidden /> : <IconAlertTriangle aria-hidden />
              }
              data-testid="renewal-result"
              data-renewed={row.renovado}
            >
              <Text fw={600}>
                {row.titulo ?? t('circulation.renewal.unknownLoan', { id: row.cod_emprestimo })}
              </Text>
              <Text size="sm" data-testid="renewal-result-text">
                {row.renovado && row.data_devolucao_prevista
                  ? t('circulation.renewal.renewedUntil', {
                      date: formatDay(row.data_devolucao_prevista, language),
                    })
                  : row.reasonKey
                    ? t(row.reasonKey)
                    : row.mensagem}
              </Text>
            </Alert>
          </li>
        ))}
      </Stack>
    </section>
  );
}
