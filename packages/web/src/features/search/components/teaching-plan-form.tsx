import { Alert, Button, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useChoice, useChoices, type ChoiceKind } from '../api/get-choices';
import { readSearchState, searchPath } from '../lib/search-url';
import classes from './search-box.module.css';

interface PickerProps {
  kind: ChoiceKind;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}

/** A searchable list of courses, disciplines or professors, searched on the server. */
function ChoicePicker({ kind, label, value, onChange }: PickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 200);
  const { data: page } = useChoices(kind, debounced);
  const { data: selected } = useChoice(kind, value);
  const describe = (item: { codigo: number; nome: string; sigla?: string }) =>
    item.sigla ? `${item.nome} (${item.sigla})` : item.nome;
  const data = (page?.data ?? []).map((item) => ({
    value: String(item.codigo),
    label: describe(item),
  }));
  if (selected && !data.some((option) => option.value === String(selected.codigo))) {
    data.unshift({ value: String(selected.codigo), label: describe(selected) });
  }
  return (
    <Select
      label={label}
      placeholder={t('search.plan.placeholder')}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('search.plan.clear', { field: label }) }}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('search.plan.nothingFound')}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

/**
 * Teaching plans (tab `plano_ensino`): a course, discipline and/or professor; the results are
 * the plans' bibliography with availability.
 */
export function TeachingPlanForm({ tab }: { tab: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = readSearchState(params);
  const [curso, setCurso] = useState(current.curso);
  const [disciplina, setDisciplina] = useState(current.disciplina);
  const [professor, setProfessor] = useState(current.professor);
  const [error, setError] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = curso === null && disciplina === null && professor === null;
    setError(empty);
    if (!empty) void navigate(searchPath(tab, { curso, disciplina, professor }));
  };

  return (
    <form
      role="search"
      className={`${classes.form} ${classes.panel}`}
      onSubmit={handleSubmit}
      noValidate
      data-tab={tab}
      aria-label={t('search.plan.legend')}
    >
      <div className={classes.panelGrid}>
        <ChoicePicker
          kind="cursos"
          label={t('search.plan.course')}
          value={curso}
          onChange={setCurso}
        />
        <ChoicePicker
          kind="disciplinas"
          label={t('search.plan.discipline')}
          value={disciplina}
          onChange={setDisciplina}
        />
        <ChoicePicker
          kind="professores"
          label={t('search.plan.professor')}
          value={professor}
          onChange={setProfessor}
        />
        <Button type="submit">{t('search.plan.show')}</Button>
      </div>
      {error && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {t('search.plan.required')}
        </Alert>
      )}
    </form>
  );
}
