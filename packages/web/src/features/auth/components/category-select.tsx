import { LOGIN_CATEGORIES } from '@estante/contract';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './login-form.module.css';

/**
 * Institution 87: the patron category, whose code is appended to the username (spec §4, §6).
 * A native select: every screen reader and phone knows it.
 */
export function CategorySelect({ error }: { error?: string }) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      name="category"
      label={t('login.category.label')}
      required
      error={error}
      classNames={{ error: classes.error, input: classes.input }}
      data={[
        { value: '', label: t('login.category.placeholder') },
        ...LOGIN_CATEGORIES.map((category) => ({
          value: category.code,
          label: t(`login.category.options.${category.key}`, { code: category.code }),
        })),
      ]}
    />
  );
}
