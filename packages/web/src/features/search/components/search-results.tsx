import type { FilterOption, SearchRecord, SearchResponse } from '@estante/contract';
import { useEffect, useRef, type ReactNode } from 'react';
import { coinsOfRecord, PAGE_SIZES } from '@estante/contract';
import {
  Alert,
  Anchor,
  Button,
  CloseButton,
  Drawer,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AfterFirstPaint } from '../../../components/after-first-paint';
import { CitationMarks } from '../../../components/citation-marks';
import { QueryError } from '../../../components/query-error';
import { ApiRequestError } from '../../../lib/api-client';
import { useSearchFilters } from '../api/get-search-filters';
import { useSearchResults } from '../api/get-search-results';
import { useSortOptions } from '../api/get-sort-options';
import { useSuggestions } from '../api/get-suggestions';
import {
  describeSearch,
  displayMode,
  readSearchState,
  splitFilter,
  writeSearchState,
  type SearchUrlState,
} from '../lib/search-url';
import { DisplayModeControl } from './display-mode-control';
import { FiltersPanel } from './filters-panel';
import { NetworkUnavailable } from './network-unavailable';
import { ResultCard } from './result-card';
import { ResultItem } from './result-item';
import { ResultLine } from './result-line';
import classes from './search-results.module.css';
import { currentSearchParams } from '../../../lib/current-search-params';
import { formatInteger } from '../../../lib/intl-format';

const DEFAULT_SORT = 'C';

/**
 * The selects' option lists exist only while open: kept mounted (Mantine's default), each list
 * is measured by floating-ui when the page first commits, which forces the first style and
 * layout of the whole page inside that task (issue 11 §8).
 */
const LIST_ON_OPEN = { keepMounted: false };

/**
 * Results drawn with the page the app loads with; the others, and the pages' links under them,
 * once it has painted (AfterFirstPaint): the first commit, and the first style and layout of
 * its elements, was one long task on a phone (issue 11 §8). Enough to fill a first screen:
 * below them nothing is in view, so nothing moves when the rest arrive.
 */
const FIRST_RESULTS = 4;

/** The new-acquisitions filters take their labels from the course and area facets. */
const FACET_OF: Record<string, string> = { NA_C: 'C', NA_A: 'K' };

function describeFilter(filtro: string, filtros: Record<string, FilterOption[]> | undefined) {
  const [kind, codigo] = splitFilter(filtro);
  const letter = FACET_OF[kind] ?? kind;
  return filtros?.[letter]?.find((option) => option.codigo === codigo)?.descricao ?? codigo;
}

function Suggestions({ guia, termo }: { guia: string; termo: string }) {
  const { t } = useTranslation();
  const { data } = useSuggestions(termo, true);
  const sugestoes = data?.sugestoes ?? [];
  if (sugestoes.length === 0) return null;
  return (
    <nav aria-label={t('searchResults.didYouMean')} data-testid="suggestions">
      <Text fw={600}>{t('searchResults.didYouMean')}</Text>
      <Group component="ul" gap="md" className={classes.plainList}>
        {sugestoes.map((sugestao) => (
          <li key={sugestao}>
            <Anchor component={Link} to={`/${guia}?${new URLSearchParams({ termo: sugestao })}`}>
              {sugestao}
            </Anchor>
          </li>
        ))}
      </Group>
    </nav>
  );
}

/** The results of the search in the URL (`/{guia}?termo=…`), with filters, sort and paging. */
export function SearchResults({
  guia,
  renderActions,
  renderToolbar,
  onResults,
}: {
  guia: string;
  /** Actions shown in each result (another feature's, passed in by the route). */
  renderActions?: (record: SearchRecord) => ReactNode;
  /** Actions over the records of the page shown (e.g. add them all to the basket). */
  renderToolbar?: (records: SearchRecord[]) => ReactNode;
  /** Called once per completed search with its answer (the history log, passed by the route). */
  onResults?: (consulta: SearchResponse['consulta']) => void;
}) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const results = useSearchResults(guia, state);
  const completed = results.isPlaceholderData ? undefined : results.data?.consulta;
  useEffect(() => {
    if (completed) onResults?.(completed);
  }, [completed, onResults]);
  const filters = useSearchFilters(guia, state);
  const sortOptions = useSortOptions();
  // Read at the first render: a phone does not draw the filters column and then redraw without
  // it (a second render of the whole page, and a layout shift).
  const phone = useMediaQuery('(max-width: 62em)', undefined, { getInitialValueInEffect: false });
  const resultsList = useRef<HTMLOListElement>(null);
  const [drawerOpen, drawer] = useDisclosure(false);
  const mode = displayMode(guia, state);
  const described = describeSearch(state, (key, n) =>
    t(`search.advanced.operators.${key}` as 'search.advanced.operators.E', { n }),
  );

  const update = (change: Partial<SearchUrlState>) => {
    setParams(
      writeSearchState({ ...readSearchState(currentSearchParams()), pagina: 1, ...change }),
    );
  };
  const toggleFilter = (filtro: string) => {
    const { filtros } = readSearchState(currentSearchParams());
    update({
      filtros: filtros.includes(filtro)
        ? filtros.filter((value) => value !== filtro)
        : [...filtros, filtro],
    });
  };

  const sortValue = state.ordenacao
    ? `${state.ordenacao}:${state.direcao ?? 'desc'}`
    : DEFAULT_SORT;
  const sortData = [
    { value: DEFAULT_SORT, label: t('searchResults.defaultSort') },
    ...(sortOptions.data?.opcoes ?? []).map((option) => ({
      value: `${option.codigo}:${option.direcao}`,
      label: option.descricao,
    })),
  ];

  const consulta = results.data?.consulta;
  const total = consulta?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / state.tamanho));
  const filtros = filters.data?.filtros;
  /** Nothing found and nothing to narrow: no filters panel, sort or page size. */
  const bare = !results.isPending && total === 0 && state.filtros.length === 0;

  const panel = (idPrefix: string) => (
    <FiltersPanel
      filtros={filtros}
      loading={filters.isPending}
      selected={state.filtros}
      onToggle={toggleFilter}
      idPrefix={idPrefix}
      approximate={filters.data?.aproximado === true}
    />
  );

  let body;
  if (results.isError) {
    const error = results.error;
    body = (
      <QueryError
        message={error instanceof ApiRequestError ? error.message : t('errors.generic')}
        onRetry={() => void results.refetch()}
      />
    );
  } else if (results.isPending) {
    body = (
      <Stack gap="md" aria-busy="true" aria-label={t('searchResults.loading')}>
        {[0, 1, 2, 3, 4].map((index) => (
          <Group key={index} gap="md" wrap="nowrap" align="flex-start">
            <Skeleton width={80} height={112} radius="sm" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={18} width="70%" />
              <Skeleton height={12} width="45%" />
              <Skeleton height={12} width="35%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  } else if (total === 0 || !consulta) {
    body = (
      <Alert
        variant="light"
        color="gray"
        icon={<IconSearchOff aria-hidden />}
        title={t('searchResults.emptyTitle')}
        data-testid="empty"
      >
        <Stack gap="sm">
          <Text size="sm">
            {state.filtros.length > 0 ? t('searchResults.emptyFiltered') : t('searchResults.empty')}
          </Text>
          <Suggestions guia={guia} termo={state.termo} />
          <Text size="sm" data-testid="search-tips">
            {t('searchResults.tips')}
          </Text>
        </Stack>
      </Alert>
    );
  } else if (consulta.data.length === 0) {
    body = <Text>{t('searchResults.pastLastPage')}</Text>;
  } else {
    const Item = mode === 'C' ? ResultCard : mode === 'L' ? ResultLine : ResultItem;
    // Each record's unAPI id and COinS, inside its list item, for reference managers.
    const withCitationMarks = (record: SearchRecord) => (
      <>
        {renderActions?.(record)}
        <CitationMarks
          id={record.cod_acervo}
          facts={coinsOfRecord(record, window.location.origin)}
        />
      </>
    );
    body = (
      <ol
        ref={resultsList}
        tabIndex={-1}
        className={mode === 'C' ? classes.grid : mode === 'L' ? classes.lines : classes.list}
        aria-busy={results.isPlaceholderData ? 'true' : 'false'}
        id="resultados"
        aria-label={t('searchResults.listLabel')}
        start={(state.pagina - 1) * state.tamanho + 1}
        data-mode={mode}
      >
        {consulta.data.slice(0, FIRST_RESULTS).map((record) => (
          <Item key={record.cod_acervo} record={record} renderActions={withCitationMarks} />
        ))}
        <AfterFirstPaint atLoadOnly placeholder={<li hidden aria-busy="true" />}>
          {consulta.data.slice(FIRST_RESULTS).map((record) => (
            <Item key={record.cod_acervo} record={record} renderActions={withCitationMarks} />
          ))}
        </AfterFirstPaint>
      </ol>
    );
  }

  return (
    <div className={bare ? classes.layoutBare : classes.layout}>
      {!phone && !bare && (
        // Keyboard users reach the results at once instead of tabbing through every filter.
        <a
          href="#resultados"
          className={classes.skipLink}
          onClick={(event) => {
            event.preventDefault();
            (resultsList.current ?? document.getElementById('results-heading'))?.focus();
          }}
        >
          {t('searchResults.skipToResults')}
        </a>
      )}
      {!phone && !bare && (
        <aside className={classes.sidebar} aria-labelledby="filters-heading">
          <Title order={2} id="filters-heading" className={classes.sideHeading}>
            {t('searchResults.filters')}
          </Title>
          {panel('side')}
        </aside>
      )}
      <section
        className={classes.main}
        aria-labelledby="results-heading"
        aria-busy={results.isFetching ? 'true' : 'false'}
      >
        <Title order={2} id="results-heading" className={classes.summary} aria-live="polite">
          {results.isPending ? (
            described === '' ? (
              t('searchResults.loading')
            ) : (
              t('searchResults.searching', { term: described })
            )
          ) : described === '' ? (
            t('searchResults.countOnly', {
              count: total,
              formatted: formatInteger(total, i18n.resolvedLanguage),
            })
          ) : (
            <>
              {t('searchResults.count', {
                count: total,
                formatted: formatInteger(total, i18n.resolvedLanguage),
              })}{' '}
              <q className={classes.term}>{described}</q>
            </>
          )}
        </Title>

        {state.filtros.length > 0 && (
          <div className={classes.chips} data-testid="selected-filters">
            <Text size="sm" fw={600} component="span">
              {t('searchResults.selected')}
            </Text>
            <ul className={classes.chipList}>
              {state.filtros.map((filtro) => {
                const label = `${t(
                  `searchResults.facets.${splitFilter(filtro)[0]}` as 'searchResults.facets.T',
                  { defaultValue: splitFilter(filtro)[0] },
                )}: ${describeFilter(filtro, filtros)}`;
                return (
                  <li key={filtro} className={classes.chip}>
                    <span>{label}</span>
                    <CloseButton
                      size="sm"
                      aria-label={t('searchResults.removeFilter', { filter: label })}
                      onClick={() => toggleFilter(filtro)}
                    />
                  </li>
                );
              })}
            </ul>
            <Button
              variant="subtle"
              size="compact-sm"
              className={classes.textButton}
              onClick={() => update({ filtros: [] })}
            >
              {t('searchResults.clearAll')}
            </Button>
          </div>
        )}

        <div className={classes.toolbar} hidden={bare}>
          {phone && (
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              onClick={drawer.open}
            >
              {state.filtros.length > 0
                ? t('searchResults.filtersWithCount', { count: state.filtros.length })
                : t('searchResults.filters')}
            </Button>
          )}
          <Select
            label={t('searchResults.sort')}
            data={sortData}
            value={sortData.some((option) => option.value === sortValue) ? sortValue : DEFAULT_SORT}
            allowDeselect={false}
            onChange={(value) => {
              if (!value || value === DEFAULT_SORT) {
                update({ ordenacao: null, direcao: null });
              } else {
                const [ordenacao, direcao] = splitFilter(value);
                update({ ordenacao, direcao });
              }
            }}
            className={classes.sortSelect}
            comboboxProps={LIST_ON_OPEN}
          />
          <Select
            label={t('searchResults.pageSize')}
            data={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
            value={String(state.tamanho)}
            allowDeselect={false}
            onChange={(value) => update({ tamanho: Number(value) })}
            className={classes.sizeSelect}
            comboboxProps={LIST_ON_OPEN}
          />
          <DisplayModeControl
            value={mode}
            compact={phone === true}
            onChange={(exibicao) => setParams(writeSearchState({ ...state, exibicao }))}
          />
        </div>

        {!results.isError && consulta && consulta.data.length > 0 && renderToolbar?.(consulta.data)}
        {!results.isError && <NetworkUnavailable institutions={consulta?.rede_indisponivel} />}
        {body}

        {total > state.tamanho && (
          <AfterFirstPaint atLoadOnly placeholder={null}>
            <nav aria-label={t('searchResults.pagination')} className={classes.pagination}>
              <Pagination
                total={pages}
                value={Math.min(state.pagina, pages)}
                onChange={(pagina) => {
                  setParams(writeSearchState({ ...state, pagina }));
                  window.scrollTo({ top: 0 });
                }}
                siblings={phone ? 0 : 1}
                getControlProps={(control) => ({
                  'aria-label': t(`searchResults.page.${control}`),
                })}
                getItemProps={(page) => ({
                  'aria-label': t('searchResults.page.number', { page }),
                })}
              />
            </nav>
          </AfterFirstPaint>
        )}
      </section>
      {phone && (
        <Drawer.Root opened={drawerOpen} onClose={drawer.close} position="left" size="85%">
          <Drawer.Overlay />
          <Drawer.Content>
            {/* A div, not Mantine's <header>: a second banner landmark would confuse readers. */}
            <Drawer.Header component="div">
              <Drawer.Title fw={700}>{t('searchResults.filters')}</Drawer.Title>
              <Drawer.CloseButton aria-label={t('searchResults.closeFilters')} />
            </Drawer.Header>
            <Drawer.Body>{panel('drawer')}</Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      )}
    </div>
  );
}
