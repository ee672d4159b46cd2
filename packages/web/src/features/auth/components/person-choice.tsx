import type { Duplicates } from '@estante/contract';
import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './login-form.module.css';

/** Institution 571: which of the person records of a login signs in (spec §4, §5). */
export function PersonChoice({
  pessoas,
  value,
  error,
  onChange,
}: {
  pessoas: Duplicates['pessoas'];
  value: string | null;
  error?: string;
  onChange: (base: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value}
      onChange={onChange}
      label={t('login.person.legend')}
      description={t('login.person.hint')}
      classNames={{ label: classes.legend, description: classes.hint, error: classes.error }}
      error={error}
      required
      data-testid="person-choice"
    >
      <Stack gap="xs" mt="xs">
        {pessoas.map((person) => (
          <Radio
            key={person.codigo}
            value={person.codigo}
            label={t('login.person.option', { nome: person.nome, codigo: person.codigo })}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
