import type { SearchRecord } from '@estante/contract';
import { Anchor, NativeSelect, Skeleton, Text } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { SectionHeading } from '../../../components/section-heading';
import { currentSearchParams } from '../../../lib/current-search-params';
import {
  newAcquisitionOptionsQueryOptions,
  useNewAcquisitionOptions,
} from '../api/get-new-acquisition-options';
import {
  newAcquisitionsQueryOptions,
  useNewAcquisitions,
  type NewAcquisitionsFilter,
} from '../api/get-new-acquisitions';
import classes from './new-acquisitions-panel.module.css';
import { numberFormat } from '../../../lib/intl-format';

/** Titles on the panel. */
const PANEL_SIZE = 10;
/** The new-acquisitions tab: its results list every title, "see all" leads there. */
const NEW_ACQUISITIONS_PATH = '/novas_aquisicoes';
const KINDS = { curso: 'NA_C', area: 'NA_A' } as const;

/** The panel's choice in the URL, as the tab's own filters: `filtro=NA_C:8&filtro=NA_A:21`. */
function readFilter(params: URLSearchParams): NewAcquisitionsFilter {
  const code = (kind: string) => {
    const value = params
      .getAll('filtro')
      .find((filtro) => filtro.startsWith(`${kind}:`))
      ?.slice(kind.length + 1);
    return value && /^\d{1,10}$/.test(value) ? value : null;
  };
  return { curso: code(KINDS.curso), area: code(KINDS.area) };
}

function writeFilter(params: URLSearchParams, filter: NewAcquisitionsFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  const others = next.getAll('filtro').filter((filtro) => !/^NA_[CA]:/.test(filtro));
  next.delete('filtro');
  for (const filtro of others) next.append('filtro', filtro);
  if (filter.curso) next.append('filtro', `${KINDS.curso}:${filter.curso}`);
  if (filter.area) next.append('filtro', `${KINDS.area}:${filter.area}`);
  return next;
}

function CoverCard({ record }: { record: SearchRecord }) {
  const title = record.subtitulo ? `${record.titulo}: ${record.subtitulo}` : record.titulo;
  return (
    <li className={classes.card} data-testid="new-acquisition">
      <Link to={record.rota} className={classes.link}>
        <img
          className={classes.cover}
          src={`/api/vinculos/imagem?cod_acervo=${record.cod_acervo}&limite=160`}
          alt=""
          width={120}
          height={168}
          loading="lazy"
        />
        <span className={classes.title} data-testid="new-acquisition-title">
          {title}
        </span>
      </Link>
      <Text size="xs" className={classes.meta}>
        {[record.autores[0], record.ano_publicacao].filter(Boolean).join(' · ')}
      </Text>
    </li>
  );
}

/** The panel's calls for the page's address (to have them answered before it draws). */
export function newAcquisitionsPanelCalls(
  client: QueryClient,
  language: string,
  params: URLSearchParams,
): Promise<unknown>[] {
  return [
    client.prefetchQuery(newAcquisitionOptionsQueryOptions(language)),
    client.prefetchQuery(
      newAcquisitionsQueryOptions(readFilter(params), { pagina: 1, tamanho: PANEL_SIZE }),
    ),
  ];
}

/**
 * The latest titles with their covers (display C), filtered by course (`NA_C`) and
 * knowledge area (`NA_A`), the choice kept in the URL; "see all" opens the tab's results.
 */
export function NewAcquisitionsPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const tamanho = PANEL_SIZE;
  const options = useNewAcquisitionOptions(language);
  const results = useNewAcquisitions(filter, { pagina: 1, tamanho });

  const choose = (change: Partial<NewAcquisitionsFilter>) => {
    const current = currentSearchParams();
    setParams(writeFilter(current, { ...readFilter(current), ...change }), {
      replace: true,
      preventScrollReset: true,
    });
  };

  const consulta = results.data?.consulta;
  const total = consulta?.total ?? 0;
  const count = numberFormat(language).format(total);

  let body;
  if (results.isError) {
    body = (
      <QueryError message={t('newAcquisitions.error')} onRetry={() => void results.refetch()} />
    );
  } else if (results.isPending || !consulta) {
    body = (
      <ul className={classes.grid} aria-hidden>
        {Array.from({ length: tamanho }, (_, index) => (
          <li key={index}>
            <Skeleton height={168} radius="sm" />
            <Skeleton height={12} mt={8} width="80%" />
          </li>
        ))}
      </ul>
    );
  } else if (consulta.data.length === 0) {
    body = (
      <Text className={classes.empty} data-testid="new-acquisitions-empty">
        {t('newAcquisitions.empty')}
      </Text>
    );
  } else {
    body = (
      <ul
        className={classes.grid}
        aria-label={t('newAcquisitions.listLabel')}
        aria-busy={results.isPlaceholderData ? 'true' : 'false'}
      >
        {consulta.data.map((record) => (
          <CoverCard key={record.cod_acervo} record={record} />
        ))}
      </ul>
    );
  }

  const headingId = 'new-acquisitions-title';
  const seeAll = writeFilter(new URLSearchParams(), filter).toString();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={results.isFetching ? 'true' : 'false'}
      className={classes.panel}
      data-testid="new-acquisitions"
    >
      <div className={classes.top}>
        <SectionHeading id={headingId} icon={<IconSparkles size={20} />}>
          {t('newAcquisitions.title')}
        </SectionHeading>
        <div className={classes.filters}>
          <NativeSelect
            label={t('newAcquisitions.course')}
            value={filter.curso ?? ''}
            onChange={(event) => choose({ curso: event.currentTarget.value || null })}
            data={[
              { value: '', label: t('newAcquisitions.allCourses') },
              ...(options.data?.cursos ?? []).map((option) => ({
                value: option.codigo,
                label: option.descricao,
              })),
            ]}
            className={classes.select}
          />
          <NativeSelect
            label={t('newAcquisitions.area')}
            value={filter.area ?? ''}
            onChange={(event) => choose({ area: event.currentTarget.value || null })}
            data={[
              { value: '', label: t('newAcquisitions.allAreas') },
              ...(options.data?.areas ?? []).map((option) => ({
                value: option.codigo,
                label: option.descricao,
              })),
            ]}
            className={classes.select}
          />
        </div>
      </div>
      {consulta && (
        <Text
          size="sm"
          className={classes.summary}
          aria-live="polite"
          data-testid="new-acquisitions-total"
        >
          {t('newAcquisitions.count', {
            count: total,
            formatted: count,
            days: consulta.pesquisa.periodo ?? 30,
          })}
        </Text>
      )}
      {body}
      {total > 0 && (
        <Anchor
          component={Link}
          to={seeAll === '' ? NEW_ACQUISITIONS_PATH : `${NEW_ACQUISITIONS_PATH}?${seeAll}`}
          className={classes.seeAll}
          data-testid="new-acquisitions-see-all"
        >
          {t('newAcquisitions.seeAll', { formatted: count })}
          <IconArrowRight size={16} aria-hidden />
        </Anchor>
      )}
    </section>
  );
}
