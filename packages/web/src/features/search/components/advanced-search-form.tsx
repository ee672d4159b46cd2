import {
  ADVANCED_ROWS,
  SEARCH_FIELDS,
  SEARCH_OPERATORS,
  type SearchField,
  type SearchOperator,
} from '@estante/contract';
import { Alert, Button, NativeSelect, TextInput } from '@mantine/core';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { readSearchState, searchPath, type AdvancedRow } from '../lib/search-url';
import classes from './search-box.module.css';

const blankRow = (): AdvancedRow => ({ termo: '', campo: 'todos', operador: 'E' });

/**
 * The advanced search (tab `pesquisa_avancada`): rows of field and term joined by AND, OR or
 * AND NOT, written to the URL as the API's `termoN`, `campoN`, `operadorN`.
 */
export function AdvancedSearchForm({ tab }: { tab: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [rows, setRows] = useState<AdvancedRow[]>(() => {
    const current = readSearchState(params).linhas;
    return current.length > 0 ? current : [blankRow(), { ...blankRow() }];
  });
  const [error, setError] = useState(false);

  const change = (index: number, patch: Partial<AdvancedRow>) => {
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    if (error) setError(false);
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const linhas = rows
      .map((row) => ({ ...row, termo: row.termo.trim() }))
      .filter((row) => row.termo !== '');
    setError(linhas.length === 0);
    if (linhas.length > 0) void navigate(searchPath(tab, { linhas }));
  };

  return (
    <form
      role="search"
      className={`${classes.form} ${classes.panel}`}
      onSubmit={handleSubmit}
      noValidate
      data-tab={tab}
      aria-labelledby="advanced-legend"
    >
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend} id="advanced-legend">
          {t('search.advanced.legend')}
        </legend>
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <div className={classes.advancedRow} key={index} data-testid="advanced-row">
              {index === 0 ? (
                <div aria-hidden />
              ) : (
                <NativeSelect
                  label={t('search.advanced.operator', { n })}
                  value={row.operador}
                  onChange={(event) =>
                    change(index, { operador: event.currentTarget.value as SearchOperator })
                  }
                  data={SEARCH_OPERATORS.map((value) => ({
                    value,
                    label: t(`search.advanced.operators.${value}`),
                  }))}
                />
              )}
              <NativeSelect
                label={t('search.advanced.field', { n })}
                value={row.campo}
                onChange={(event) =>
                  change(index, { campo: event.currentTarget.value as SearchField })
                }
                data={SEARCH_FIELDS.map((value) => ({
                  value,
                  label: t(`search.fields.${value}`),
                }))}
              />
              <TextInput
                label={t('search.advanced.term', { n })}
                value={row.termo}
                onChange={(event) => change(index, { termo: event.currentTarget.value })}
                autoComplete="off"
                type="search"
              />
              <Button
                variant="subtle"
                color="red.9"
                aria-label={t('search.advanced.removeRow', { n })}
                disabled={rows.length === 1}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </Button>
            </div>
          );
        })}
      </fieldset>
      {error && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {t('search.advanced.required')}
        </Alert>
      )}
      <div className={classes.actions}>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={rows.length >= ADVANCED_ROWS}
          onClick={() => setRows([...rows, blankRow()])}
        >
          {t('search.advanced.addRow')}
        </Button>
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('search.submit')}
        </Button>
      </div>
    </form>
  );
}
