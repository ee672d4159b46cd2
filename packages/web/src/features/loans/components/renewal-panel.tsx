import type { Loan } from '@estante/contract';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemTitle, itemDetail } from '../../../components/item-title';
import { QueryError } from '../../../components/query-error';
import classes from '../../../components/circulation.module.css';
import { circulationErrorMessage } from '../../../lib/circulation-error';
import { formatDay } from '../../../lib/days';
import { usePendingLoans } from '../api/get-pending-loans';
import { useRenewLoans } from '../api/renew-loans';
import { loansToRenew, renewalRows, type RenewalRow } from '../lib/renewal';

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
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [rows, setRows] = useState<RenewalRow[] | null>(null);

  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const handleRenew = (all: boolean) => {
    const ids = loansToRenew(loans, selected, all);
    setRows(null);
    if (ids.length === 0) {
      setProblem(t('circulationErrors.renewal_select_one'));
      return;
    }
    setProblem(null);
    renew.mutate(ids, {
      onSuccess: (results) => {
        setRows(renewalRows(loans, results));
        setSelected(new Set());
      },
      onError: (error) => setProblem(circulationErrorMessage(error, t, language)),
    });
  };

  return (
    <Stack gap="md">
      <div
        className={classes.tableScroll}
        tabIndex={0}
        role="region"
        aria-labelledby="renewal-caption"
      >
        <Table
          className={`${classes.table} ${classes.stack}`}
          verticalSpacing={8}
          data-testid="renewal-table"
        >
          <caption id="renewal-caption" className={classes.caption}>
            {t('circulation.renewal.caption')}
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('circulation.columns.select')}</Table.Th>
              <Table.Th scope="col">{t('circulation.columns.title')}</Table.Th>
              <Table.Th scope="col">{t('circulation.columns.dueDate')}</Table.Th>
              <Table.Th scope="col">{t('circulation.columns.renewals')}</Table.Th>
              <Table.Th scope="col">{t('circulation.columns.renewable')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loans.map((loan) => (
              <Table.Tr
                key={loan.cod_emprestimo}
                className={loan.atrasado ? classes.overdue : undefined}
                data-testid="renewal-row"
                data-renewable={loan.renovavel}
                data-reason={loan.motivo_nao_renovavel ?? undefined}
              >
                <Table.Td data-label={t('circulation.columns.select')}>
                  <Checkbox
                    aria-label={t('circulation.renewal.select', { title: loan.titulo })}
                    checked={selected.has(loan.cod_emprestimo)}
                    onChange={(event) => toggle(loan.cod_emprestimo, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td data-label={t('circulation.columns.title')}>
                  <ItemTitle
                    codAcervo={loan.cod_acervo}
                    titulo={loan.titulo}
                    detail={itemDetail(loan.autor, loan.volume, loan.tomo, loan.parte)}
                  />
                </Table.Td>
                <Table.Td
                  data-label={t('circulation.columns.dueDate')}
                  className={classes.nowrap}
                  data-testid="renewal-due"
                >
                  {formatDay(loan.data_devolucao_prevista, language)}
                </Table.Td>
                <Table.Td data-label={t('circulation.columns.renewals')} className={classes.nowrap}>
                  {t('circulation.loans.renewalsUsed', {
                    used: loan.renovacoes,
                    allowed: loan.renovacoes_permitidas,
                  })}
                </Table.Td>
                <Table.Td data-label={t('circulation.columns.renewable')}>
                  {loan.renovavel
                    ? t('circulation.loans.renewable')
                    : loan.motivo_nao_renovavel
                      ? t(`circulation.renewalBlock.${loan.motivo_nao_renovavel}`)
                      : t('circulation.loans.notRenewable')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {problem && (
        <Alert
          color="yellow"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          data-testid="renewal-problem"
        >
          {problem}
        </Alert>
      )}
      <Group gap="sm">
        <Button
          onClick={() => handleRenew(false)}
          loading={renew.isPending}
          leftSection={<IconRefresh size={16} aria-hidden />}
          data-testid="renew-selected"
        >
          {t('circulation.renewal.renewSelected', { selected: selected.size })}
        </Button>
        <Button
          variant="default"
          onClick={() => handleRenew(true)}
          disabled={renew.isPending}
          data-testid="renew-all"
        >
          {t('circulation.renewal.renewAll')}
        </Button>
      </Group>
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
