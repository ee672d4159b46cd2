import type { CollectionTotals } from '@estante/contract';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '../../../components/circulation.module.css';
import { CirculationTable } from '../../../components/circulation-table';
import { QueryError } from '../../../components/query-error';
import { useCollectionTotals } from '../api/reports';
import { BarChart } from './bar-chart';
import { ReportFilterForm, useReportFilter } from './report-filter';

type ByType = CollectionTotals['por_tipo'][number];
type ByLibrary = CollectionTotals['por_biblioteca'][number];

/**
 * The Title totals tab (spec §2): the collection's titles and copies by material type and
 * library, copies acquired in the chosen period (one library's when chosen) — a chart by
 * material type and the same numbers in tables by material type and by library.
 */
export function TitleTotalsPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const [filter, setFilter] = useReportFilter();
  const totals = useCollectionTotals(filter, language);

  let body;
  if (totals.isPending) body = <Skeleton height={260} radius="md" mt="md" aria-busy />;
  else if (totals.isError)
    body = (
      <QueryError message={t('acquisition.totals.error')} onRetry={() => void totals.refetch()} />
    );
  else if (totals.data.total_exemplares === 0)
    body = (
      <Text mt="md" data-testid="totals-empty">
        {t('acquisition.totals.empty')}
      </Text>
    );
  else {
    const { por_tipo: types, por_biblioteca: libraries } = totals.data;
    const titles = t('acquisition.totals.titles');
    const copies = t('acquisition.totals.copies');
    body = (
      <Stack gap="lg" mt="md">
        <Text data-testid="totals-summary">
          {t('acquisition.totals.summary', {
            titles: totals.data.total_titulos,
            copies: totals.data.total_exemplares,
          })}
        </Text>
        <BarChart
          label={t('acquisition.totals.chart')}
          categories={types.map((type) => type.desc_tipo_obra)}
          series={[
            { name: titles, values: types.map((type) => type.titulos) },
            { name: copies, values: types.map((type) => type.exemplares) },
          ]}
          testId="totals-chart"
        />
        <CirculationTable
          id="totals-type-caption"
          caption={t('acquisition.totals.byType')}
          columns={[
            { header: t('acquisition.totals.columns.type'), cell: (r: ByType) => r.desc_tipo_obra },
            { header: titles, cell: (r: ByType) => r.titulos, money: true },
            { header: copies, cell: (r: ByType) => r.exemplares, money: true },
          ]}
          items={types}
          rowKey={(r) => types.indexOf(r)}
          striped
          testId="totals-table"
        />
        <CirculationTable
          id="totals-library-caption"
          caption={t('acquisition.totals.byLibrary')}
          columns={[
            {
              header: t('acquisition.totals.columns.library'),
              cell: (r: ByLibrary) => r.desc_biblioteca,
            },
            { header: titles, cell: (r: ByLibrary) => r.titulos, money: true },
            { header: copies, cell: (r: ByLibrary) => r.exemplares, money: true },
          ]}
          items={libraries}
          rowKey={(r) => r.cod_biblioteca}
          striped
          testId="totals-library-table"
        />
      </Stack>
    );
  }

  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="totals-panel">
      <Title order={2} className={classes.tabTitle}>
        {t('acquisition.totals.title')}
      </Title>
      <Text size="sm" mt={4} mb="md">
        {t('acquisition.totals.intro')}
      </Text>
      <ReportFilterForm
        filter={filter}
        onChange={setFilter}
        label={t('acquisition.totals.filter')}
      />
      {body}
    </Paper>
  );
}
