import type { CollectionTotals } from '@estante/contract';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '../../../components/circulation.module.css';
import { CirculationTable } from '../../../components/circulation-table';
import { QueryError } from '../../../components/query-error';
import { useCollectionTotals } from '../api/reports';
import { BarChart } from './bar-chart';
import { ReportFilterForm, useReportFilter } from './report-filter';

type Line = CollectionTotals['linhas'][number];

/** Titles and copies per material type, over the libraries, largest first. */
export function byMaterialType(lines: readonly Line[]) {
  const types = new Map<string, { name: string; titles: number; copies: number }>();
  for (const line of lines) {
    const entry = types.get(line.tipo_obra) ?? { name: line.desc_tipo_obra, titles: 0, copies: 0 };
    entry.titles += line.titulos;
    entry.copies += line.exemplares;
    types.set(line.tipo_obra, entry);
  }
  return [...types.values()].sort((a, b) => b.copies - a.copies);
}

/**
 * The Title totals tab (spec §2): the collection's titles and copies by material type and
 * library, copies acquired in the chosen period — a chart by material type and the table.
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
  else if (totals.data.linhas.length === 0)
    body = (
      <Text mt="md" data-testid="totals-empty">
        {t('acquisition.totals.empty')}
      </Text>
    );
  else {
    const types = byMaterialType(totals.data.linhas);
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
          categories={types.map((type) => type.name)}
          series={[
            { name: t('acquisition.totals.titles'), values: types.map((type) => type.titles) },
            { name: t('acquisition.totals.copies'), values: types.map((type) => type.copies) },
          ]}
          testId="totals-chart"
        />
        <CirculationTable
          id="totals-caption"
          caption={t('acquisition.totals.table')}
          columns={[
            {
              header: t('acquisition.totals.columns.library'),
              cell: (l: Line) => l.desc_biblioteca,
            },
            { header: t('acquisition.totals.columns.type'), cell: (l: Line) => l.desc_tipo_obra },
            { header: t('acquisition.totals.titles'), cell: (l: Line) => l.titulos, money: true },
            {
              header: t('acquisition.totals.copies'),
              cell: (l: Line) => l.exemplares,
              money: true,
            },
          ]}
          items={totals.data.linhas}
          rowKey={(l) => totals.data.linhas.indexOf(l)}
          striped
          testId="totals-table"
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
