import type { AcquisitionStatistics } from '@estante/contract';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '../../../components/circulation.module.css';
import { CirculationTable } from '../../../components/circulation-table';
import { QueryError } from '../../../components/query-error';
import { dateTimeFormat } from '../../../lib/intl-format';
import { useAcquisitionStatistics } from '../api/reports';
import { monthlyTotals } from '../lib/monthly-totals';
import { BarChart } from './bar-chart';
import { ReportFilterForm, useReportFilter } from './report-filter';

type SuggestionRow = AcquisitionStatistics['sugestoes'][number];
type OrderRow = AcquisitionStatistics['pedidos'][number];
type Row = SuggestionRow | OrderRow;
/** A row of the tables, worded. */
interface TableRow {
  index: number;
  month: string;
  library: string;
  status: string;
  total: number;
}

/** "2026-03" as the reader's month and year ("mar. de 2026"). */
const monthName = (month: string, language: string) =>
  dateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * The Acquisition statistics tab (spec §2): the library's suggestions and purchase orders by
 * month — a bar chart and the same numbers in tables, by month, library and status.
 */
export function AcquisitionStatisticsPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const [filter, setFilter] = useReportFilter();
  const stats = useAcquisitionStatistics(filter);

  let body;
  if (stats.isPending) body = <Skeleton height={260} radius="md" mt="md" aria-busy />;
  else if (stats.isError)
    body = (
      <QueryError
        message={t('acquisition.statistics.error')}
        onRetry={() => void stats.refetch()}
      />
    );
  else if (stats.data.total_sugestoes === 0 && stats.data.total_pedidos === 0)
    body = (
      <Text mt="md" data-testid="statistics-empty">
        {t('acquisition.statistics.empty')}
      </Text>
    );
  else {
    const totals = monthlyTotals(stats.data);
    const rows = (list: readonly Row[], status: (row: Row) => string): TableRow[] =>
      list.map((r, index) => ({
        index,
        month: monthName(r.mes, language),
        library: r.desc_biblioteca,
        status: status(r),
        total: r.total,
      }));
    const suggestionRows = rows(stats.data.sugestoes, (r) =>
      t(`acquisition.statuses.${(r as SuggestionRow).situacao}`),
    );
    const orderRows = rows(stats.data.pedidos, (r) =>
      t(`acquisition.orderStatuses.${(r as OrderRow).situacao}`),
    );
    const columns = [
      {
        header: t('acquisition.statistics.columns.month'),
        cell: (r: TableRow) => r.month,
        nowrap: true,
      },
      { header: t('acquisition.statistics.columns.library'), cell: (r: TableRow) => r.library },
      { header: t('acquisition.statistics.columns.status'), cell: (r: TableRow) => r.status },
      {
        header: t('acquisition.statistics.columns.total'),
        cell: (r: TableRow) => r.total,
        money: true,
      },
    ];
    body = (
      <Stack gap="lg" mt="md">
        <Text data-testid="statistics-totals">
          {t('acquisition.statistics.totals', {
            suggestions: stats.data.total_sugestoes,
            orders: stats.data.total_pedidos,
          })}
        </Text>
        <BarChart
          label={t('acquisition.statistics.chart')}
          categories={totals.months.map((m) => monthName(m, language))}
          series={[
            { name: t('acquisition.statistics.suggestions'), values: totals.suggestions },
            { name: t('acquisition.statistics.orders'), values: totals.orders },
          ]}
          testId="statistics-chart"
        />
        {suggestionRows.length > 0 && (
          <CirculationTable
            id="statistics-suggestions-caption"
            caption={t('acquisition.statistics.suggestionsTable')}
            columns={columns}
            items={suggestionRows}
            rowKey={(r) => r.index}
            striped
            testId="statistics-suggestions-table"
          />
        )}
        {orderRows.length > 0 && (
          <CirculationTable
            id="statistics-orders-caption"
            caption={t('acquisition.statistics.ordersTable')}
            columns={columns}
            items={orderRows}
            rowKey={(r) => r.index}
            striped
            testId="statistics-orders-table"
          />
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="statistics-panel">
      <Title order={2} className={classes.tabTitle}>
        {t('acquisition.statistics.title')}
      </Title>
      <Text size="sm" mt={4} mb="md">
        {t('acquisition.statistics.intro')}
      </Text>
      <ReportFilterForm
        filter={filter}
        onChange={setFilter}
        label={t('acquisition.statistics.filter')}
      />
      {body}
    </Paper>
  );
}
