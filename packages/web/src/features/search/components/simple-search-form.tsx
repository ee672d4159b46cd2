import { SEARCH_FIELDS, type SearchField } from '@estante/contract';
import { Button, Combobox, NativeSelect, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  AUTOCOMPLETE_MIN_LENGTH,
  useAutocomplete,
  type AutocompleteItem,
} from '../api/get-autocomplete';
import { searchPath, type SearchUrlState } from '../lib/search-url';
import classes from './search-box.module.css';

/** Where choosing a suggestion searches: a title in the title field, and so on. */
const FIELD_OF: Record<string, SearchField> = {
  titulo: 'titulo',
  autor: 'autor',
  assunto: 'assunto',
};
const GROUPS = ['titulo', 'autor', 'assunto'] as const;
const optionValue = (item: AutocompleteItem) => `${item.tipo}\u0000${item.termo}`;

/**
 * The simple search form: term (required, spec §5) with autocomplete, and the field searched.
 * A valid submission opens the results of the tab (a new search: page 1, no filters).
 */
export function SimpleSearchForm(props: {
  tab: string;
  initialTerm?: string;
  initialField?: SearchField | null;
  /** Extra criteria of the tab kept on a new search (filters of a tab form). */
  extra?: Partial<SearchUrlState>;
  /** More controls of the tab, under the box. */
  children?: ReactNode;
}) {
  const { tab, initialTerm = '', initialField = null } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [term, setTerm] = useState(initialTerm);
  const [field, setField] = useState<SearchField>(initialField ?? 'todos');
  const [error, setError] = useState(false);
  const [debounced] = useDebouncedValue(term.trim(), 150);
  const { data: suggestions = [] } = useAutocomplete(debounced);
  const groups = GROUPS.map((tipo) => ({
    tipo,
    items: suggestions.filter((item) => item.tipo === tipo),
  })).filter((group) => group.items.length > 0);
  const hasSuggestions = groups.length > 0 && term.trim().length >= AUTOCOMPLETE_MIN_LENGTH;
  // Open only with suggestions to show, so aria-expanded tells the truth.
  const [open, setOpen] = useState(false);
  const combobox = useCombobox({
    opened: open && hasSuggestions,
    onOpenedChange: setOpen,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  const go = (termo: string, campo: SearchField) => {
    void navigate(
      searchPath(tab, { ...props.extra, termo, campo: campo === 'todos' ? null : campo }),
    );
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const termo = term.trim();
    setError(termo === '');
    combobox.closeDropdown();
    if (termo !== '') go(termo, field);
  };
  const handleOption = (value: string) => {
    const item = suggestions.find((suggestion) => optionValue(suggestion) === value);
    if (!item) return;
    setTerm(item.termo);
    combobox.closeDropdown();
    go(item.termo, FIELD_OF[item.tipo] ?? 'todos');
  };

  return (
    <form role="search" className={classes.form} onSubmit={handleSubmit} noValidate data-tab={tab}>
      <div className={classes.row}>
        <NativeSelect
          id="search-field"
          size="lg"
          className={classes.field}
          classNames={{ label: classes.label }}
          label={t('search.field')}
          value={field}
          onChange={(event) => setField(event.currentTarget.value as SearchField)}
          data={SEARCH_FIELDS.map((value) => ({ value, label: t(`search.fields.${value}`) }))}
        />
        <Combobox
          store={combobox}
          onOptionSubmit={handleOption}
          withinPortal={false}
          classNames={{ dropdown: classes.dropdown, groupLabel: classes.groupLabel }}
        >
          <Combobox.Target withExpandedAttribute>
            <TextInput
              id="search-term"
              name="q"
              type="search"
              size="lg"
              className={classes.input}
              classNames={{ label: classes.label, error: classes.error }}
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              value={term}
              onChange={(event) => {
                setTerm(event.currentTarget.value);
                combobox.openDropdown();
                combobox.resetSelectedOption();
                if (error) setError(false);
              }}
              onFocus={() => combobox.openDropdown()}
              onBlur={() => combobox.closeDropdown()}
              error={error ? t('search.required') : undefined}
              leftSection={<IconSearch size={20} aria-hidden />}
              autoComplete="off"
            />
          </Combobox.Target>
          <Combobox.Dropdown hidden={!hasSuggestions}>
            <Combobox.Options data-testid="autocomplete" aria-label={t('search.suggestions')}>
              {groups.map((group) => (
                <Combobox.Group key={group.tipo} label={t(`search.suggestionGroups.${group.tipo}`)}>
                  {group.items.map((item) => (
                    <Combobox.Option
                      key={optionValue(item)}
                      value={optionValue(item)}
                      aria-label={`${item.termo} (${t(`search.suggestionGroups.${group.tipo}`)})`}
                    >
                      <span className={classes.optionRow}>
                        <span>{item.termo}</span>
                        <span className={classes.optionCount} aria-hidden>
                          {item.quantidade}
                        </span>
                      </span>
                    </Combobox.Option>
                  ))}
                </Combobox.Group>
              ))}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
        <Button
          type="submit"
          size="lg"
          className={classes.submit}
          vars={() => ({
            root: {
              '--button-bg': '#f2c14e',
              '--button-hover': '#e6b23a',
              '--button-color': '#062f36',
            },
          })}
        >
          {t('search.submit')}
        </Button>
      </div>
      {props.children}
    </form>
  );
}
