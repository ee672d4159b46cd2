import type { ProfileTitles } from '@estante/contract';
import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CirculationTable } from '../../../components/circulation-table';
import classes from '../../../components/circulation.module.css';
import { DateRangeForm } from '../../../components/date-range-form';
import { ItemTitle } from '../../../components/item-title';
import { QueryError } from '../../../components/query-error';
import { formatDay, isDay } from '../../../lib/days';
import { useProfileTitles, type TitlesFilter } from '../api/profiles';

type Row = ProfileTitles['titulos'][number];

/**
 * The Check titles tab (spec §2, §9): the titles that arrived in a period matching the
 * patron's profiles; from today back one month until the patron picks dates (the server's
 * default, shown in the form once answered).
 */
export function CheckTitlesPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const [params, setParams] = useSearchParams();
  const dataIni = params.get('dataIni') ?? '';
  const dataFim = params.get('dataFim') ?? '';
  const filter: TitlesFilter = isDay(dataIni) && isDay(dataFim) ? { dataIni, dataFim } : {};
  const titles = useProfileTitles(filter);

  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="check-titles-panel">
      <Title order={2} className={classes.tabTitle}>
        {t('interestProfiles.titles.title')}
      </Title>
      <Text size="sm" mt={4} mb="md">
        {t('interestProfiles.titles.intro')}
      </Text>
      {titles.data && (
        <DateRangeForm
          key={`${titles.data.dataIni}/${titles.data.dataFim}`}
          initial={{ start: titles.data.dataIni, end: titles.data.dataFim }}
          label={t('interestProfiles.titles.filter')}
          onSubmit={(range) =>
            setParams(new URLSearchParams({ dataIni: range.start, dataFim: range.end }), {
              replace: true,
            })
          }
        />
      )}
      {titles.isPending ? (
        <Skeleton height={160} mt="md" radius="md" aria-busy />
      ) : titles.isError ? (
        <QueryError
          message={t('interestProfiles.titles.error')}
          onRetry={() => void titles.refetch()}
        />
      ) : titles.data.titulos.length === 0 ? (
        <Text mt="md" data-testid="check-titles-empty">
          {t('interestProfiles.titles.empty')}
        </Text>
      ) : (
        <CirculationTable<Row>
          id="check-titles-caption"
          caption={t('interestProfiles.titles.caption', {
            count: titles.data.titulos.length,
            start: formatDay(titles.data.dataIni, language),
            end: formatDay(titles.data.dataFim, language),
          })}
          columns={[
            {
              header: t('interestProfiles.titles.columns.title'),
              cell: (r) => (
                <ItemTitle
                  codAcervo={r.cod_acervo}
                  titulo={r.titulo}
                  detail={[r.autor, r.ano_publicacao].filter(Boolean).join(' · ') || null}
                />
              ),
            },
            {
              header: t('interestProfiles.titles.columns.arrived'),
              cell: (r) => formatDay(r.data, language),
              nowrap: true,
            },
            {
              header: t('interestProfiles.titles.columns.profiles'),
              cell: (r) =>
                r.perfis
                  .map((p) => `${t(`interestProfiles.kinds.${p.tipoDSI}`)}: ${p.descricao}`)
                  .join('; '),
            },
          ]}
          items={titles.data.titulos}
          rowKey={(r) => r.cod_acervo}
          rowProps={() => ({ 'data-testid': 'check-title-row' })}
          striped
          mt="md"
          testId="check-titles-table"
        />
      )}
    </Paper>
  );
}
