import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchHistory } from '../../features/history/components/search-history';
import { useInstitution } from '../../features/parameters/api/get-institution';
import { useDocumentTitle } from '../../lib/use-document-title';
import classes from './history-route.module.css';

/** `/historico`: the searches logged in this browser (spec §4). */
export function HistoryRoute() {
  const { t } = useTranslation();
  const { data: institution } = useInstitution();
  useDocumentTitle(t('history.title'), institution?.sigla ?? institution?.nome);

  return (
    <Container size="xl" className={classes.page}>
      <div className={classes.header}>
        <Title order={1} className={classes.heading}>
          {t('history.title')}
        </Title>
        <Text className={classes.intro}>{t('history.intro')}</Text>
      </div>
      <SearchHistory />
    </Container>
  );
}
