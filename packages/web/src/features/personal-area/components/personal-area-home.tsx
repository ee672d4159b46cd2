import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { firstName } from '../../../lib/session-store';
import classes from './personal-area.module.css';

/** The Home tab: a greeting by first name, the login in use and a summary (`children`). */
export function PersonalAreaHome({
  name,
  login,
  loginDescription,
  children,
}: {
  name: string;
  login: string;
  loginDescription: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="personal-area-home">
      <Title order={2} className={classes.greeting}>
        {t('personalArea.home.greeting', { name: firstName(name) })}
      </Title>
      <Text mt="xs">{t('personalArea.home.intro')}</Text>
      <Text mt="xs" className={classes.muted} data-testid="current-login">
        {loginDescription
          ? t('personalArea.home.signedInWithDescription', {
              login,
              descricao: loginDescription,
            })
          : t('personalArea.home.signedInWith', { login })}
      </Text>
      {children}
    </Paper>
  );
}
