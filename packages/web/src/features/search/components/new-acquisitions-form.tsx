import { NEW_ACQUISITION_PERIODS } from '@estante/contract';
import { Button, NativeSelect } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSearchFilters } from '../api/get-search-filters';
import {
  DEFAULT_PERIOD,
  emptySearchState,
  readSearchState,
  searchPath,
  splitFilter,
} from '../lib/search-url';
import classes from './search-box.module.css';

const chosen = (filtros: string[], kind: string) =>
  filtros.map(splitFilter).find(([letter]) => letter === kind)?.[1] ?? '';

/**
 * New acquisitions (tab `novas_aquisicoes`): the recent period and the panel's own filters,
 * `NA_C` course and `NA_A` knowledge area (options: facets C and K of the period's titles).
 */
export function NewAcquisitionsForm({ tab }: { tab: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = readSearchState(params);
  const [period, setPeriod] = useState(String(current.periodo ?? DEFAULT_PERIOD));
  const [course, setCourse] = useState(chosen(current.filtros, 'NA_C'));
  const [area, setArea] = useState(chosen(current.filtros, 'NA_A'));
  const { data } = useSearchFilters(tab, { ...emptySearchState(), periodo: Number(period) });
  const any = { value: '', label: t('search.any') };
  const options = (letter: 'C' | 'K', selected: string) => {
    const list = (data?.filtros[letter] ?? []).map((option) => ({
      value: option.codigo,
      label: `${option.descricao} (${option.total})`,
    }));
    // Keep a chosen value listed while the options of another period load.
    if (selected !== '' && !list.some((option) => option.value === selected)) {
      list.push({ value: selected, label: selected });
    }
    return [any, ...list];
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const filtros = [...(course ? [`NA_C:${course}`] : []), ...(area ? [`NA_A:${area}`] : [])];
    const periodo = Number(period);
    void navigate(
      searchPath(tab, {
        periodo: periodo === DEFAULT_PERIOD ? null : periodo,
        filtros,
        exibicao: current.exibicao,
      }),
    );
  };

  return (
    <form
      role="search"
      className={`${classes.form} ${classes.panel}`}
      onSubmit={handleSubmit}
      noValidate
      data-tab={tab}
      aria-label={t('search.newAcquisitions.legend')}
    >
      <div className={classes.panelGrid}>
        <NativeSelect
          label={t('search.newAcquisitions.period')}
          value={period}
          onChange={(event) => setPeriod(event.currentTarget.value)}
          data={NEW_ACQUISITION_PERIODS.map((days) => ({
            value: String(days),
            label: t('search.newAcquisitions.days', { count: days }),
          }))}
        />
        <NativeSelect
          label={t('search.newAcquisitions.course')}
          value={course}
          onChange={(event) => setCourse(event.currentTarget.value)}
          data={options('C', course)}
        />
        <NativeSelect
          label={t('search.newAcquisitions.area')}
          value={area}
          onChange={(event) => setArea(event.currentTarget.value)}
          data={options('K', area)}
        />
        <Button type="submit">{t('search.newAcquisitions.show')}</Button>
      </div>
    </form>
  );
}
