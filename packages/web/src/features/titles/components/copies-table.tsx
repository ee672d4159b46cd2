import type { Copy } from '@estante/contract';
import { NativeSelect, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { useCopies } from '../api/get-copies';
import classes from './title-page.module.css';
import { currentSearchParams } from '../../../lib/current-search-params';
import { collator as makeCollator, dateTimeFormat } from '../../../lib/intl-format';

const COLUMNS = [
  'library',
  'location',
  'callNumber',
  'loanType',
  'collection',
  'volume',
  'status',
] as const;
type Column = (typeof COLUMNS)[number];
type Direction = 'asc' | 'desc';

const volumeOf = (copy: Copy) =>
  [copy.volume, copy.tomo, copy.parte].filter((part) => part !== null && part !== '').join(' · ');

const SORT_VALUE: Record<Column, (copy: Copy) => string> = {
  library: (copy) => copy.desc_biblioteca,
  location: (copy) => copy.localizacao ?? '',
  callNumber: (copy) => copy.classificacao ?? '',
  loanType: (copy) => copy.desc_tipo_emprestimo,
  collection: (copy) => copy.colecao ?? '',
  volume: volumeOf,
  status: (copy) => copy.desc_situacao,
};

const isColumn = (value: string | null): value is Column =>
  (COLUMNS as readonly string[]).includes(value ?? '');

/**
 * The copies tab: every copy of the title in a sortable table, filtered by library. Sort
 * (`ordem`, `direcao`) and library (`biblioteca`) live in the address.
 */
export function CopiesTable({ titleId, title }: { titleId: string; title: string }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data, isPending, isError, refetch } = useCopies(titleId);

  const requestedSort = params.get('ordem');
  const sort: Column = isColumn(requestedSort) ? requestedSort : 'library';
  const direction: Direction = params.get('direcao') === 'desc' ? 'desc' : 'asc';
  const library = params.get('biblioteca') ?? '';

  const update = (changes: Record<string, string | null>) => {
    const next = currentSearchParams();
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const handleSort = (column: Column) => {
    const nextDirection = column === sort && direction === 'asc' ? 'desc' : 'asc';
    update({
      ordem: column === 'library' ? null : column,
      direcao: nextDirection === 'asc' ? null : 'desc',
    });
  };

  const dateFormat = dateTimeFormat(i18n.resolvedLanguage ?? 'pt', {
    dateStyle: 'short',
    timeZone: 'UTC',
  });

  const libraries = [
    ...new Map((data ?? []).map((copy) => [copy.cod_biblioteca, copy.desc_biblioteca])),
  ].sort((a, b) => a[1].localeCompare(b[1]));
  const collator = makeCollator(i18n.resolvedLanguage ?? 'pt', { numeric: true });
  const rows = (data ?? [])
    .filter((copy) => library === '' || String(copy.cod_biblioteca) === library)
    .sort((a, b) => {
      const order = collator.compare(SORT_VALUE[sort](a), SORT_VALUE[sort](b));
      return (direction === 'asc' ? order : -order) || a.cod_exemplar - b.cod_exemplar;
    });

  return (
    <section aria-labelledby="copies-heading" aria-busy={isPending}>
      <h2 id="copies-heading" className={classes.sectionHeading}>
        {t('titles.copies.heading')}
      </h2>
      {isPending ? (
        <Skeleton height={240} radius="md" />
      ) : isError ? (
        <QueryError message={t('titles.copies.error')} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Text>{t('titles.copies.empty')}</Text>
      ) : (
        <>
          <NativeSelect
            className={classes.filter}
            label={t('titles.copies.filter')}
            value={library}
            onChange={(event) => update({ biblioteca: event.currentTarget.value })}
            data={[
              { value: '', label: t('titles.copies.allLibraries') },
              ...libraries.map(([code, name]) => ({ value: String(code), label: name })),
            ]}
          />
          <Text size="sm" className={classes.muted} mb="xs" role="status">
            {t('titles.copies.count', { shown: rows.length, total: data.length })}
          </Text>
          {rows.length === 0 ? (
            <Text>{t('titles.copies.emptyFilter')}</Text>
          ) : (
            <div className={classes.tableScroll} tabIndex={0}>
              <Table className={classes.table} striped verticalSpacing={8}>
                <caption className={classes.caption}>
                  {t('titles.copies.caption', { title })}
                </caption>
                <Table.Thead>
                  <Table.Tr>
                    {COLUMNS.map((column) => {
                      const active = column === sort;
                      const Icon = !active
                        ? IconArrowsSort
                        : direction === 'asc'
                          ? IconArrowUp
                          : IconArrowDown;
                      return (
                        <Table.Th
                          key={column}
                          scope="col"
                          aria-sort={
                            active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined
                          }
                        >
                          <UnstyledButton
                            className={classes.sortButton}
                            onClick={() => handleSort(column)}
                          >
                            {t(`titles.copies.columns.${column}`)}
                            <Icon size={14} aria-hidden />
                          </UnstyledButton>
                        </Table.Th>
                      );
                    })}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((copy) => (
                    <Table.Tr key={copy.cod_exemplar} data-testid="copy-row">
                      <Table.Td>{copy.desc_biblioteca}</Table.Td>
                      <Table.Td>
                        {copy.localizacao}
                        {copy.acervo_fechado && (
                          <Text size="xs" className={classes.muted}>
                            {t('titles.copies.closedStacks')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td className={classes.mono}>{copy.classificacao}</Table.Td>
                      <Table.Td>{copy.desc_tipo_emprestimo}</Table.Td>
                      <Table.Td>{copy.colecao}</Table.Td>
                      <Table.Td>{volumeOf(copy)}</Table.Td>
                      <Table.Td>
                        <span className={classes.status} data-status={copy.situacao}>
                          {copy.desc_situacao}
                        </span>
                        {copy.data_devolucao_prevista && (
                          <Text size="xs" mt={4}>
                            {t('titles.copies.due', {
                              date: dateFormat.format(new Date(copy.data_devolucao_prevista)),
                            })}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
