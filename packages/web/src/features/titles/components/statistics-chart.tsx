import { NativeSelect, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { useStatisticsYear, useStatisticsYears } from '../api/get-statistics';
import type { StatisticsYear } from '../api/title-types';
import { EmptyState, TabHeading } from './tab-parts';
import classes from './title-tabs.module.css';
import { currentSearchParams } from '../../../lib/current-search-params';
import { dateTimeFormat } from '../../../lib/intl-format';

const WIDTH = 720;
const HEIGHT = 280;
const PAD = { top: 16, right: 12, bottom: 32, left: 40 };

/** A readable axis maximum and step for counts up to `max` (at least 1). */
function axis(max: number) {
  const target = Math.max(max, 1);
  const rough = target / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 1);
  return { top: Math.ceil(target / step) * step, step };
}

/** Bars of loans per month, drawn in SVG: `role="img"` with a summary as its name. */
function LoansChart({ data, label }: { data: StatisticsYear; label: string }) {
  const { i18n } = useTranslation();
  const monthFormat = dateTimeFormat(i18n.resolvedLanguage ?? 'pt', {
    month: 'short',
    timeZone: 'UTC',
  });
  const { top, step } = axis(Math.max(...data.meses.map((month) => month.emprestimos)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / 12;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const ticks = Array.from({ length: top / step + 1 }, (_, index) => index * step);

  return (
    <svg
      className={classes.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      data-testid="loans-chart"
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            className={classes.gridLine}
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(tick)}
            y2={y(tick)}
          />
          <text className={classes.chartText} x={PAD.left - 8} y={y(tick) + 4} textAnchor="end">
            {tick}
          </text>
        </g>
      ))}
      {data.meses.map((month, index) => {
        const height = (month.emprestimos / top) * plotHeight;
        const x = PAD.left + index * slot;
        return (
          <g key={month.mes}>
            <rect
              className={classes.bar}
              x={x + slot * 0.18}
              width={slot * 0.64}
              y={PAD.top + plotHeight - height}
              height={height}
              rx={3}
              data-testid="loans-bar"
              data-value={month.emprestimos}
            />
            {month.emprestimos > 0 && (
              <text
                className={classes.chartText}
                x={x + slot / 2}
                y={PAD.top + plotHeight - height - 4}
                textAnchor="middle"
              >
                {month.emprestimos}
              </text>
            )}
            <text
              className={classes.chartText}
              x={x + slot / 2}
              y={HEIGHT - PAD.bottom + 18}
              textAnchor="middle"
            >
              {monthFormat.format(new Date(Date.UTC(data.ano, month.mes - 1, 1)))}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The statistics tab (`/dados-estatisticos`): a year picker (`ano` in the address), a bar chart
 * of loans per month and the same figures as a table (the chart's text alternative).
 */
export function StatisticsChart({ titleId, title }: { titleId: string; title: string }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const years = useStatisticsYears(titleId);
  const requested = Number(params.get('ano'));
  const year =
    years.data && years.data.length > 0
      ? years.data.includes(requested)
        ? requested
        : years.data[0]!
      : null;
  const stats = useStatisticsYear(titleId, year);
  const pending = years.isPending || (year !== null && stats.isPending);
  const monthFormat = dateTimeFormat(i18n.resolvedLanguage ?? 'pt', {
    month: 'long',
    timeZone: 'UTC',
  });

  return (
    <section aria-labelledby="statistics-heading" aria-busy={pending}>
      <TabHeading id="statistics-heading">{t('titles.statistics.heading')}</TabHeading>
      {years.isError || stats.isError ? (
        <QueryError
          message={t('titles.statistics.error')}
          onRetry={() => {
            void years.refetch();
            void stats.refetch();
          }}
        />
      ) : years.isPending ? (
        <Skeleton height={280} radius="md" />
      ) : year === null ? (
        <EmptyState>{t('titles.statistics.empty')}</EmptyState>
      ) : (
        <>
          <div className={classes.filters}>
            <NativeSelect
              label={t('titles.statistics.year')}
              value={String(year)}
              onChange={(event) => {
                const next = currentSearchParams();
                next.set('ano', event.currentTarget.value);
                setParams(next, { replace: true });
              }}
              data={years.data.map((entry) => ({ value: String(entry), label: String(entry) }))}
            />
          </div>
          {stats.isPending ? (
            <Skeleton height={280} radius="md" />
          ) : (
            <>
              <Text mb="sm" role="status" data-testid="statistics-total">
                {t('titles.statistics.total', { count: stats.data.total_emprestimos, year })}
              </Text>
              <div className={classes.chartScroll} tabIndex={0}>
                <LoansChart
                  data={stats.data}
                  label={t('titles.statistics.chartLabel', {
                    title,
                    year,
                    count: stats.data.total_emprestimos,
                  })}
                />
              </div>
              <div className={classes.tableScroll} tabIndex={0}>
                <Table className={classes.table} striped verticalSpacing={6}>
                  <caption className={classes.caption}>
                    {t('titles.statistics.caption', { title, year })}
                  </caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('titles.statistics.columns.month')}</Table.Th>
                      <Table.Th scope="col">{t('titles.statistics.columns.loans')}</Table.Th>
                      <Table.Th scope="col">{t('titles.statistics.columns.renewals')}</Table.Th>
                      <Table.Th scope="col">{t('titles.statistics.columns.holds')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {stats.data.meses.map((month) => (
                      <Table.Tr key={month.mes} data-testid="statistics-row">
                        <Table.Th scope="row">
                          {monthFormat.format(new Date(Date.UTC(year, month.mes - 1, 1)))}
                        </Table.Th>
                        <Table.Td>{month.emprestimos}</Table.Td>
                        <Table.Td>{month.renovacoes}</Table.Td>
                        <Table.Td>{month.reservas}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
