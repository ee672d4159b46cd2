import { isSafeLink } from '@estante/contract';
import { Anchor, Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import circulation from '../../../components/circulation.module.css';
import { QueryError } from '../../../components/query-error';
import { useDatabases } from '../api/get-databases';
import classes from './databases-panel.module.css';

/** The Databases tab (spec §2): the external databases the patron may use, with what they hold. */
export function DatabasesPanel() {
  const { t } = useTranslation();
  const databases = useDatabases();
  return (
    <Paper withBorder p="lg" className={circulation.panel} data-testid="databases-panel">
      <Title order={2} className={circulation.tabTitle}>
        {t('databases.title')}
      </Title>
      <Text size="sm" mt={4} mb="md">
        {t('databases.intro')}
      </Text>
      {databases.isPending ? (
        <Skeleton height={120} radius="md" aria-busy />
      ) : databases.isError ? (
        <QueryError message={t('databases.error')} onRetry={() => void databases.refetch()} />
      ) : databases.data.length === 0 ? (
        <Text data-testid="databases-empty">{t('databases.empty')}</Text>
      ) : (
        <ul className={classes.list} aria-label={t('databases.title')}>
          {databases.data.map((database) => (
            <li key={database.codigo} className={classes.item} data-testid="database">
              <Anchor
                // Configured by the library, still only http(s) links are followed.
                href={isSafeLink(database.url) ? database.url : undefined}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.link}
              >
                {database.nome}
                <IconExternalLink size={16} aria-hidden />
                <span className={classes.srOnly}>{t('databases.newTab')}</span>
              </Anchor>
              {database.descricao && <Text size="sm">{database.descricao}</Text>}
            </li>
          ))}
        </ul>
      )}
    </Paper>
  );
}
