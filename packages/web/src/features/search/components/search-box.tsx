import { Button, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import classes from './search-box.module.css';

/**
 * The search form of the home and results screens. The search field is required (spec §5);
 * a valid submission opens the results of the tab: `/{guia}?termo=…` (a new search, page 1,
 * no filters).
 */
export function SearchBox({ tab, initialTerm = '' }: { tab: string; initialTerm?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [term, setTerm] = useState(initialTerm);
  const [error, setError] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const termo = term.trim();
    setError(termo === '');
    if (termo !== '') void navigate(`/${tab}?${new URLSearchParams({ termo }).toString()}`);
  };

  return (
    <form role="search" className={classes.form} onSubmit={handleSubmit} noValidate data-tab={tab}>
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
          if (error) setError(false);
        }}
        error={error ? t('search.required') : undefined}
        leftSection={<IconSearch size={20} aria-hidden />}
        autoComplete="off"
      />
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
    </form>
  );
}
