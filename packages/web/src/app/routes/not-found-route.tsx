import { Button, Container, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PATHS } from '../paths';
import classes from './not-found-route.module.css';

/** Not-found screen for any other path (spec §2). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const { data: institution } = useInstitution();
  useDocumentTitle(t('notFound.title'), institution?.sigla ?? institution?.nome);

  return (
    <Container size="sm" className={classes.wrapper} data-testid="not-found">
      <span className={classes.icon} aria-hidden>
        <IconMapSearch size={44} />
      </span>
      <Text className={classes.code}>{t('notFound.code')}</Text>
      <Title order={1} className={classes.title}>
        {t('notFound.title')}
      </Title>
      <Text className={classes.body}>{t('notFound.body')}</Text>
      <Button
        component={Link}
        to={PATHS.home}
        size="md"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
      >
        {t('notFound.home')}
      </Button>
    </Container>
  );
}
