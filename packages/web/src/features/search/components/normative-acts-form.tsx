import { NORMATIVE_ACT_KINDS, SEARCH_FIELDS, type SearchField } from '@estante/contract';
import { Alert, Button, NativeSelect, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useNormativeActOptions } from '../api/get-tab-options';
import { readSearchState, searchPath, splitFilter } from '../lib/search-url';
import classes from './search-box.module.css';

const chosen = (filtros: string[], kind: string) =>
  filtros.map(splitFilter).find(([letter]) => letter === kind)?.[1] ?? '';

/**
 * Normative acts (tab `atos_normativos`): kind of act, words, issuing body and year, from
 * `/consulta/opcoes-atos-normativos`. The kind is the API's `tipo_ato` (enough on its own to
 * list every act of that kind); the body is the first author (facet A) and the year facet Y.
 */
export function NormativeActsForm({ tab }: { tab: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = readSearchState(params);
  const { data } = useNormativeActOptions();
  const [kind, setKind] = useState<string>(current.tipo_ato ?? '');
  const [term, setTerm] = useState(current.termo);
  const [field, setField] = useState<SearchField>(current.campo ?? 'todos');
  const [body, setBody] = useState(chosen(current.filtros, 'A'));
  const [year, setYear] = useState(chosen(current.filtros, 'Y'));
  const [error, setError] = useState(false);
  const any = { value: '', label: t('search.any') };
  const counted = (list: { codigo: string; descricao: string; total: number }[] | undefined) => [
    any,
    ...(list ?? []).map((option) => ({
      value: option.codigo,
      label: `${option.descricao} (${option.total})`,
      disabled: option.total === 0,
    })),
  ];

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const tipoAto = NORMATIVE_ACT_KINDS.find((option) => option === kind) ?? null;
    const termo = term.trim();
    setError(termo === '' && tipoAto === null);
    if (termo === '' && tipoAto === null) return;
    void navigate(
      searchPath(tab, {
        termo,
        tipo_ato: tipoAto,
        campo: field === 'todos' ? null : field,
        filtros: [...(body ? [`A:${body}`] : []), ...(year ? [`Y:${year}`] : [])],
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
      aria-label={t('search.acts.legend')}
    >
      <div className={classes.panelGrid}>
        <NativeSelect
          label={t('search.acts.kind')}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value)}
          data={counted(data?.tipos)}
        />
        <NativeSelect
          label={t('search.field')}
          value={field}
          onChange={(event) => setField(event.currentTarget.value as SearchField)}
          data={SEARCH_FIELDS.map((value) => ({ value, label: t(`search.fields.${value}`) }))}
        />
        <TextInput
          label={t('search.acts.term')}
          type="search"
          value={term}
          onChange={(event) => {
            setTerm(event.currentTarget.value);
            if (error) setError(false);
          }}
          autoComplete="off"
        />
        <NativeSelect
          label={t('search.acts.body')}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          data={counted(data?.orgaos)}
        />
        <NativeSelect
          label={t('search.acts.year')}
          value={year}
          onChange={(event) => setYear(event.currentTarget.value)}
          data={counted(data?.anos)}
        />
        <Button type="submit">{t('search.submit')}</Button>
      </div>
      {error && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {t('search.acts.required')}
        </Alert>
      )}
    </form>
  );
}
