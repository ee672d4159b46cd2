import { SUGGESTION_STATUSES, type Suggestion, type SuggestionStatus } from '@estante/contract';
import { NativeSelect, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import classes from '../../../components/circulation.module.css';
import type { Column } from '../../../components/circulation-table';
import { HistorySection, lastYear } from '../../../components/history-section';
import { ItemTitle, itemDetail } from '../../../components/item-title';
import { formatDay, formatInstantDay, isDay } from '../../../lib/days';
import { useSuggestions, type SuggestionFilter } from '../api/suggestions';
import { WithdrawSuggestion } from './withdraw-suggestion';

const isStatus = (value: string | null): value is SuggestionStatus =>
  (SUGGESTION_STATUSES as readonly string[]).includes(value ?? '');

/** The filter in the address (?dataIni&dataFim&situacao): the last year by default. */
function useFilter(): [SuggestionFilter, (filter: SuggestionFilter) => void] {
  const [params, setParams] = useSearchParams();
  const year = lastYear();
  const dataIni = params.get('dataIni') ?? '';
  const dataFim = params.get('dataFim') ?? '';
  const situacao = params.get('situacao');
  const filter: SuggestionFilter = {
    dataIni: isDay(dataIni) ? dataIni : year.start,
    dataFim: isDay(dataFim) ? dataFim : year.end,
    situacao: isStatus(situacao) ? situacao : '',
  };
  const setFilter = (next: SuggestionFilter) => {
    const search = new URLSearchParams({ dataIni: next.dataIni, dataFim: next.dataFim });
    if (next.situacao) search.set('situacao', next.situacao);
    setParams(search, { replace: true });
  };
  return [filter, setFilter];
}

/** A suggestion's status as a pill: words, never colour alone. */
export function SuggestionStatusPill({ status }: { status: SuggestionStatus }) {
  const { t } = useTranslation();
  const tone =
    status === 'attended' || status === 'partially_attended'
      ? classes.pillSuccess
      : status === 'cancelled' || status === 'not_attended' || status === 'not_found'
        ? classes.pillDanger
        : classes.pillNeutral;
  return (
    <span className={`${classes.pill} ${tone}`} data-testid="suggestion-status">
      {t(`acquisition.statuses.${status}`)}
    </span>
  );
}

/** The Suggestion query tab (spec §2, §3): the patron's suggestions by date and status. */
export function SuggestionsPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const [filter, setFilter] = useFilter();
  const [situacao, setSituacao] = useState<SuggestionStatus | ''>(filter.situacao);
  const suggestions = useSuggestions(filter);
  const dash = t('acquisition.list.none');

  const columns: Column<Suggestion>[] = [
    {
      header: t('acquisition.list.columns.title'),
      cell: (s) => (
        <>
          <ItemTitle
            codAcervo={s.cod_acervo_existente}
            titulo={s.titulo}
            detail={itemDetail(s.autor, s.editor, s.edicao, s.isbn_issn)}
          />
          <Text size="sm" className={classes.muted}>
            {s.desc_biblioteca}
            {s.mais_exemplares && ` · ${t('acquisition.moreCopies.mark')}`}
          </Text>
        </>
      ),
    },
    {
      header: t('acquisition.list.columns.created'),
      cell: (s) => formatInstantDay(s.data_cadastro, language),
      nowrap: true,
    },
    {
      header: t('acquisition.list.columns.quantity'),
      cell: (s) =>
        s.quantidade === null
          ? dash
          : t('acquisition.list.delivered', { delivered: s.total_entregue, count: s.quantidade }),
    },
    {
      header: t('acquisition.list.columns.quote'),
      cell: (s) => (s.data_cotacao ? formatDay(s.data_cotacao, language) : dash),
      nowrap: true,
    },
    {
      header: t('acquisition.list.columns.estimated'),
      cell: (s) => (s.previsao_entrega ? formatDay(s.previsao_entrega, language) : dash),
      nowrap: true,
    },
    {
      header: t('acquisition.list.columns.status'),
      cell: (s) => (
        <>
          <SuggestionStatusPill status={s.situacao} />
          {s.titulo_estrangeiro && (
            <Text size="xs" mt={4}>
              {t('acquisition.list.foreign')}
            </Text>
          )}
          {s.resposta && (
            <Text size="sm" mt={4} data-testid="suggestion-reply">
              {t('acquisition.list.reply', { reply: s.resposta })}
            </Text>
          )}
          <WithdrawSuggestion suggestion={s} />
        </>
      ),
    },
  ];

  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="suggestions-panel">
      <Title order={2} className={classes.tabTitle}>
        {t('acquisition.list.title')}
      </Title>
      <Text size="sm" mt={4} mb="md">
        {t('acquisition.list.intro')}
      </Text>
      <HistorySection
        id="suggestions"
        label={t('acquisition.list.filter')}
        range={{ start: filter.dataIni, end: filter.dataFim }}
        onRangeChange={(range) => setFilter({ dataIni: range.start, dataFim: range.end, situacao })}
        filters={
          <NativeSelect
            label={t('acquisition.list.status')}
            value={situacao}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setSituacao(isStatus(value) ? value : '');
            }}
            data-testid="suggestions-status"
          >
            <option value="">{t('acquisition.list.allStatuses')}</option>
            {SUGGESTION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`acquisition.statuses.${value}`)}
              </option>
            ))}
          </NativeSelect>
        }
        query={suggestions}
        errorMessage={t('acquisition.list.error')}
        emptyMessage={t('acquisition.list.empty')}
        emptyTestId="suggestions-empty"
        caption={(count) => t('acquisition.list.caption', { count })}
        columns={columns}
        itemId={(s) => s.cod_sugestao}
        testId="suggestions-table"
        rowTestId="suggestion-row"
      />
    </Paper>
  );
}
