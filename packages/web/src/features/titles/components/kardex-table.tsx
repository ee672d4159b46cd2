import { Button, List, Loader, NativeSelect, Skeleton, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import {
  useKardexChoices,
  useKardexIssues,
  useKardexItem,
  useKardexPermission,
  type KardexFilters,
} from '../api/get-kardex';
import { EmptyState, TabHeading } from './tab-parts';
import classes from './title-tabs.module.css';
import { currentSearchParams } from '../../../lib/current-search-params';
import { dateTimeFormat } from '../../../lib/intl-format';

const COLUMN_COUNT = 7;

function IssueContents({ titleId, codPar }: { titleId: string; codPar: number }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useKardexItem(titleId, codPar, true);
  if (isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (isError) {
    return <QueryError message={t('titles.kardex.itemError')} onRetry={() => void refetch()} />;
  }
  return data.sumario.length === 0 ? (
    <Text>{t('titles.kardex.noContents')}</Text>
  ) : (
    <div>
      <Text fw={700} mb={4}>
        {t('titles.kardex.contentsOf', {
          issue: [data.volume, data.numero].filter(Boolean).join(', ') || String(data.ano),
        })}
      </Text>
      <List type="ordered" className={classes.contentsList} data-testid="kardex-item-contents">
        {data.sumario.map((entry) => (
          <List.Item key={entry.seqPar}>{entry.descricao}</List.Item>
        ))}
      </List>
    </div>
  );
}

/**
 * The kardex tab (`/colecao-kardex`): a serial's issues, filtered by periodicity, library and
 * year (kept in the address), with each issue's contents opened in place.
 */
export function KardexTable({ titleId, title }: { titleId: string; title: string }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<number | null>(null);
  const permission = useKardexPermission(titleId);
  const hasKardex = permission.data?.possui_kardex === true && permission.data.permitido;
  const choices = useKardexChoices(titleId);
  const filters: KardexFilters = {
    codPeriod: params.get('periodicidade') ?? '',
    codBib: params.get('biblioteca') ?? '',
    year: params.get('ano') ?? '',
  };
  const issues = useKardexIssues(titleId, filters);

  const update = (key: string, value: string) => {
    const next = currentSearchParams();
    if (value === '') next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
    setOpen(null);
  };

  const dateFormat = dateTimeFormat(i18n.resolvedLanguage ?? 'pt', {
    dateStyle: 'short',
    timeZone: 'UTC',
  });
  const formatDate = (date: string | null) => (date ? dateFormat.format(new Date(date)) : '');
  const pending = permission.isPending || (hasKardex && (choices.isPending || issues.isPending));

  return (
    <section aria-labelledby="kardex-heading" aria-busy={pending}>
      <TabHeading id="kardex-heading">{t('titles.kardex.heading')}</TabHeading>
      {pending ? (
        <Skeleton height={240} radius="md" />
      ) : permission.isError || choices.isError || issues.isError ? (
        <QueryError
          message={t('titles.kardex.error')}
          onRetry={() => {
            void permission.refetch();
            void choices.refetch();
            void issues.refetch();
          }}
        />
      ) : !hasKardex ? (
        <EmptyState>{t('titles.kardex.empty')}</EmptyState>
      ) : (
        <>
          <div className={classes.filters}>
            <NativeSelect
              label={t('titles.kardex.periodicity')}
              value={filters.codPeriod}
              onChange={(event) => update('periodicidade', event.currentTarget.value)}
              data={[
                { value: '', label: t('titles.kardex.all') },
                ...(choices.data?.periodicidades ?? []).map((entry) => ({
                  value: entry.codigo,
                  label: entry.descricao,
                })),
              ]}
            />
            <NativeSelect
              label={t('titles.kardex.library')}
              value={filters.codBib}
              onChange={(event) => update('biblioteca', event.currentTarget.value)}
              data={[
                { value: '', label: t('titles.kardex.allLibraries') },
                ...(choices.data?.bibliotecas ?? []).map((entry) => ({
                  value: String(entry.cod_biblioteca),
                  label: entry.desc_biblioteca,
                })),
              ]}
            />
            <NativeSelect
              label={t('titles.kardex.year')}
              value={filters.year}
              onChange={(event) => update('ano', event.currentTarget.value)}
              data={[
                { value: '', label: t('titles.kardex.allYears') },
                ...(choices.data?.anos ?? []).map((year) => ({
                  value: String(year),
                  label: String(year),
                })),
              ]}
            />
          </div>
          <Text size="sm" className={classes.muted} mb="xs" role="status">
            {t('titles.kardex.count', { count: issues.data?.length ?? 0 })}
          </Text>
          {(issues.data ?? []).length === 0 ? (
            <EmptyState>{t('titles.kardex.emptyFilter')}</EmptyState>
          ) : (
            <div className={classes.tableScroll} tabIndex={0}>
              <Table className={classes.table} verticalSpacing={8}>
                <caption className={classes.caption}>
                  {t('titles.kardex.caption', { title })}
                </caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('titles.kardex.columns.year')}</Table.Th>
                    <Table.Th scope="col">{t('titles.kardex.columns.volume')}</Table.Th>
                    <Table.Th scope="col">{t('titles.kardex.columns.number')}</Table.Th>
                    <Table.Th scope="col">{t('titles.kardex.columns.published')}</Table.Th>
                    <Table.Th scope="col">{t('titles.kardex.columns.received')}</Table.Th>
                    <Table.Th scope="col">{t('titles.kardex.columns.library')}</Table.Th>
                    <Table.Th scope="col">{t('titles.kardex.columns.contents')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(issues.data ?? []).map((issue) => {
                    const expanded = open === issue.codPar;
                    const detailsId = `kardex-issue-${issue.codPar}`;
                    const label = [issue.volume, issue.numero].filter(Boolean).join(', ');
                    return (
                      <Fragment key={issue.codPar}>
                        <Table.Tr data-testid="kardex-row">
                          <Table.Td>{issue.ano}</Table.Td>
                          <Table.Td className={classes.nowrap}>{issue.volume}</Table.Td>
                          <Table.Td className={classes.nowrap}>{issue.numero}</Table.Td>
                          <Table.Td>{formatDate(issue.data_publicacao)}</Table.Td>
                          <Table.Td>
                            {issue.data_recebimento ? (
                              <span className={classes.received}>
                                {t('titles.kardex.receivedOn', {
                                  date: formatDate(issue.data_recebimento),
                                })}
                              </span>
                            ) : (
                              <span className={classes.pending}>
                                {t('titles.kardex.notReceived')}
                              </span>
                            )}
                          </Table.Td>
                          <Table.Td>{issue.desc_biblioteca}</Table.Td>
                          <Table.Td>
                            {issue.qtd_sumario > 0 ? (
                              <Button
                                variant="subtle"
                                size="compact-sm"
                                aria-expanded={expanded}
                                aria-controls={expanded ? detailsId : undefined}
                                leftSection={
                                  expanded ? (
                                    <IconChevronDown size={16} aria-hidden />
                                  ) : (
                                    <IconChevronRight size={16} aria-hidden />
                                  )
                                }
                                onClick={() => setOpen(expanded ? null : issue.codPar)}
                              >
                                {t('titles.kardex.showContents', {
                                  count: issue.qtd_sumario,
                                })}
                                <span className={classes.visuallyHidden}>
                                  {' '}
                                  {t('titles.kardex.ofIssue', { issue: label || issue.ano })}
                                </span>
                              </Button>
                            ) : (
                              <span className={classes.muted}>—</span>
                            )}
                          </Table.Td>
                        </Table.Tr>
                        {expanded && (
                          <Table.Tr className={classes.detailsRow}>
                            <Table.Td colSpan={COLUMN_COUNT} id={detailsId}>
                              <IssueContents titleId={titleId} codPar={issue.codPar} />
                            </Table.Td>
                          </Table.Tr>
                        )}
                      </Fragment>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
