import type { Loan } from '@estante/contract';
import { Checkbox, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeForm, type DateRange } from '../../../components/date-range-form';
import { ItemTitle, itemDetail } from '../../../components/item-title';
import { QueryError } from '../../../components/query-error';
import classes from '../../../components/circulation.module.css';
import { addDays, formatDay, formatInstantDay, today } from '../../../lib/days';
import { useLoanHistory, type LoanHistoryFilter } from '../api/get-loan-history';
import { usePendingLoans } from '../api/get-pending-loans';
import { formatMoney } from '../lib/money';

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

  return (
    <div className={classes.tableScroll} tabIndex={0} role="region" aria-labelledby="loans-caption">
      <Table
        className={`${classes.table} ${classes.stack}`}
        verticalSpacing={8}
        data-testid="loans-table"
      >
        <caption id="loans-caption" className={classes.caption}>
          {t('circulation.loans.caption', { count: loans.data.length })}
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('circulation.columns.title')}</Table.Th>
            <Table.Th scope="col">{t('circulation.columns.library')}</Table.Th>
            <Table.Th scope="col">{t('circulation.columns.loanDate')}</Table.Th>
            <Table.Th scope="col">{t('circulation.columns.dueDate')}</Table.Th>
            <Table.Th scope="col">{t('circulation.columns.renewals')}</Table.Th>
            <Table.Th scope="col">{t('circulation.columns.renewable')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loans.data.map((loan) => (
            <LoanRow key={loan.cod_emprestimo} loan={loan} language={language} />
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function LoanRow({ loan, language }: { loan: Loan; language: string }) {
  const { t } = useTranslation();
  return (
    <Table.Tr
      className={loan.atrasado ? classes.overdue : undefined}
      data-overdue={loan.atrasado || undefined}
      data-testid="loan-row"
    >
      <Table.Td data-label={t('circulation.columns.title')}>
        <ItemTitle
          codAcervo={loan.cod_acervo}
          titulo={loan.titulo}
          detail={itemDetail(loan.autor, loan.volume, loan.tomo, loan.parte)}
        />
        <Text size="sm" className={classes.muted}>
          {t('circulation.loans.barcode', { barcode: loan.codigo_barras })}
        </Text>
      </Table.Td>
      <Table.Td data-label={t('circulation.columns.library')}>{loan.desc_biblioteca}</Table.Td>
      <Table.Td data-label={t('circulation.columns.loanDate')} className={classes.nowrap}>
        {formatInstantDay(loan.data_emprestimo, language)}
      </Table.Td>
      <Table.Td data-label={t('circulation.columns.dueDate')} className={classes.nowrap}>
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
      </Table.Td>
      <Table.Td data-label={t('circulation.columns.renewals')} className={classes.nowrap}>
        {t('circulation.loans.renewalsUsed', {
          used: loan.renovacoes,
          allowed: loan.renovacoes_permitidas,
        })}
      </Table.Td>
      <Table.Td data-label={t('circulation.columns.renewable')} data-testid="loan-renewable">
        {loan.renovavel
          ? t('circulation.loans.renewable')
          : loan.motivo_nao_renovavel
            ? t(`circulation.renewalBlock.${loan.motivo_nao_renovavel}`)
            : t('circulation.loans.notRenewable')}
      </Table.Td>
    </Table.Tr>
  );
}

const lastYear = (): DateRange => ({ start: addDays(today(), -365), end: today() });

function LoanHistory() {
  const { t } = useTranslation();
  const [withFines, setWithFines] = useState(false);
  const [filter, setFilter] = useState<LoanHistoryFilter>(() => {
    const range = lastYear();
    return { dataIni: range.start, dataFim: range.end, withFines: false };
  });

  return (
    <section aria-labelledby="loan-history-heading">
      <Title order={3} id="loan-history-heading" className={classes.sectionTitle} mt="xl" mb="sm">
        {t('circulation.loans.historyTitle')}
      </Title>
      <DateRangeForm
        initial={{ start: filter.dataIni, end: filter.dataFim }}
        label={t('circulation.loans.historyTitle')}
        onSubmit={(range) => setFilter({ dataIni: range.start, dataFim: range.end, withFines })}
      >
        <Checkbox
          mt={32}
          label={t('circulation.loans.onlyFined')}
          checked={withFines}
          onChange={(event) => setWithFines(event.currentTarget.checked)}
          data-testid="history-fines"
        />
      </DateRangeForm>
      <HistoryTable filter={filter} />
    </section>
  );
}

function HistoryTable({ filter }: { filter: LoanHistoryFilter }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const history = useLoanHistory(filter);

  if (history.isPending) return <Skeleton height={120} mt="md" radius="md" aria-busy />;
  if (history.isError)
    return (
      <QueryError
        message={t('circulation.loans.historyError')}
        onRetry={() => void history.refetch()}
      />
    );
  if (history.data.length === 0)
    return (
      <Text mt="md" data-testid="history-empty">
        {t('circulation.loans.historyEmpty')}
      </Text>
    );

  return (
    <div
      className={classes.tableScroll}
      tabIndex={0}
      role="region"
      aria-labelledby="loan-history-caption"
    >
      <Table
        className={`${classes.table} ${classes.stack}`}
        striped
        verticalSpacing={8}
        mt="md"
        data-testid="history-table"
      >
        <caption id="loan-history-caption" className={classes.caption}>
          {t('circulation.loans.historyCaption', { count: history.data.length })}
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('circulation.columns.title')}</Table.Th>
            <Table.Th scope="col">{t('circulation.columns.library')}</Table.Th>
            <Table.Th scope="col">{t('circulation.columns.loanDate')}</Table.Th>
            <Table.Th scope="col">{t('circulation.columns.dueDate')}</Table.Th>
            <Table.Th scope="col">{t('circulation.columns.returned')}</Table.Th>
            <Table.Th scope="col">{t('circulation.columns.fine')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((loan) => (
            <Table.Tr key={loan.cod_emprestimo} data-testid="history-row">
              <Table.Td data-label={t('circulation.columns.title')}>
                <ItemTitle
                  codAcervo={loan.cod_acervo}
                  titulo={loan.titulo}
                  detail={itemDetail(loan.autor, loan.volume, loan.tomo, loan.parte)}
                />
              </Table.Td>
              <Table.Td data-label={t('circulation.columns.library')}>
                {loan.desc_biblioteca}
              </Table.Td>
              <Table.Td data-label={t('circulation.columns.loanDate')} className={classes.nowrap}>
                {formatInstantDay(loan.data_emprestimo, language)}
              </Table.Td>
              <Table.Td data-label={t('circulation.columns.dueDate')} className={classes.nowrap}>
                {formatDay(loan.data_devolucao_prevista, language)}
              </Table.Td>
              <Table.Td data-label={t('circulation.columns.returned')} className={classes.nowrap}>
                {loan.data_devolucao ? formatInstantDay(loan.data_devolucao, language) : '—'}
              </Table.Td>
              <Table.Td data-label={t('circulation.columns.fine')} className={classes.money}>
                {loan.multa ? formatMoney(loan.multa.centavos, language) : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
