import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateRangeForm } from '../../../components/date-range-form';
import { lastYear } from '../../../components/history-section';
import { isDay } from '../../../lib/days';
import { useUnitLibraries } from '../../units/api/get-campus-libraries';
import type { ReportFilter } from '../api/reports';

/** A report's filter in the address (?dataIni&dataFim&biblioteca): the last year by default. */
export function useReportFilter(): [ReportFilter, (filter: ReportFilter) => void] {
  const [params, setParams] = useSearchParams();
  const year = lastYear();
  const dataIni = params.get('dataIni') ?? '';
  const dataFim = params.get('dataFim') ?? '';
  const biblioteca = params.get('biblioteca') ?? '';
  const filter: ReportFilter = {
    dataIni: isDay(dataIni) ? dataIni : year.start,
    dataFim: isDay(dataFim) ? dataFim : year.end,
    biblioteca: /^\d+$/.test(biblioteca) ? biblioteca : '',
  };
  const setFilter = (next: ReportFilter) => {
    const search = new URLSearchParams({ dataIni: next.dataIni, dataFim: next.dataFim });
    if (next.biblioteca) search.set('biblioteca', next.biblioteca);
    setParams(search, { replace: true });
  };
  return [filter, setFilter];
}

/** Dates (spec §5: start not after end) and a library, applied together. */
export function ReportFilterForm({
  filter,
  onChange,
  label,
}: {
  filter: ReportFilter;
  onChange: (filter: ReportFilter) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const libraries = useUnitLibraries(null);
  const [biblioteca, setBiblioteca] = useState(filter.biblioteca);
  return (
    <DateRangeForm
      initial={{ start: filter.dataIni, end: filter.dataFim }}
      label={label}
      onSubmit={(range) => onChange({ dataIni: range.start, dataFim: range.end, biblioteca })}
    >
      <NativeSelect
        label={t('acquisition.reports.library')}
        value={biblioteca}
        onChange={(event) => setBiblioteca(event.currentTarget.value)}
        data-testid="report-library"
      >
        <option value="">{t('acquisition.reports.allLibraries')}</option>
        {(libraries.data ?? []).map((library) => (
          <option key={library.cod_biblioteca} value={String(library.cod_biblioteca)}>
            {library.desc_biblioteca}
          </option>
        ))}
      </NativeSelect>
    </DateRangeForm>
  );
}
