import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IndexBrowser } from '../../features/indexes/components/index-browser';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { useDocumentTitle } from '../../lib/use-document-title';
import classes from './index-route.module.css';

/** `/indice?tipo=…&inicio=…`: the index lists (spec §2, §3 index kinds). */
export function IndexRoute() {
  const { t } = useTranslation();
  const { data: institution } = useInstitution();
  useDocumentTitle(t('indexes.title'), institution?.sigla ?? institution?.nome);

  return (
    <Container size="xl" className={classes.page}>
      <div className={classes.header}>
        <Title order={1} className={classes.heading}>
          {t('indexes.title')}
        </Title>
        <Text className={classes.intro}>{t('indexes.intro')}</Text>
      </div>
      <IndexBrowser />
    </Container>
  );
}
