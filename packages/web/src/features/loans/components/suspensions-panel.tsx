import { Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import classes from '../../../components/circulation.module.css';
import { formatDay } from '../../../lib/days';
import { useSuspensions } from '../api/get-suspensions';

/** The Deviation tab (spec §2): the patron's suspensions, those in force today marked. */
export function SuspensionsPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const suspensions = useSuspensions();

  let content;
  if (suspensions.isPending) content = <Skeleton height={120} radius="md" aria-busy />;
  else if (suspensions.isError)
    content = (
      <QueryError
        message={t('circulation.suspensions.error')}
        onRetry={() => void suspensions.refetch()}
      />
    );
  else if (suspensions.data.length === 0)
    content = <Text data-testid="suspensions-empty">{t('circulation.suspensions.empty')}</Text>;
  else
    content = (
      <div
        className={classes.tableScroll}
        tabIndex={0}
        role="region"
        aria-labelledby="suspensions-caption"
      >
        <Table
          className={`${classes.table} ${classes.stack}`}
          verticalSpacing={8}
          data-testid="suspensions-table"
        >
          <caption id="suspensions-caption" className={classes.caption}>
            {t('circulation.suspensions.caption')}
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('circulation.columns.library')}</Table.Th>
              <Table.Th scope="col">{t('circulation.columns.from')}</Table.Th>
              <Table.Th scope="col">{t('circulation.columns.until')}</Table.Th>
              <Table.Th scope="col">{t('circulation.columns.reason')}</Table.Th>
              <Table.Th scope="col">{t('circulation.columns.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {suspensions.data.map((suspension) => (
              <Table.Tr
                key={suspension.cod_afastamento}
                className={suspension.ativo ? classes.overdue : undefined}
                data-active={suspension.ativo || undefined}
                data-testid="suspension-row"
              >
                <Table.Td data-label={t('circulation.columns.library')}>
                  {suspension.desc_biblioteca ?? t('circulation.suspensions.allLibraries')}
                </Table.Td>
                <Table.Td data-label={t('circulation.columns.from')} className={classes.nowrap}>
                  {formatDay(suspension.data_inicio, language)}
                </Table.Td>
                <Table.Td data-label={t('circulation.columns.until')} className={classes.nowrap}>
                  {formatDay(suspension.data_fim, language)}
                </Table.Td>
                <Table.Td data-label={t('circulation.columns.reason')}>
                  {suspension.motivo}
                </Table.Td>
                <Table.Td data-label={t('circulation.columns.status')}>
                  {suspension.ativo ? (
                    <span className={`${classes.pill} ${classes.pillDanger}`}>
                      {t('circulation.suspensions.active')}
                    </span>
                  ) : (
                    <Text size="sm">{t('circulation.suspensions.ended')}</Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    );

  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="suspensions-panel">
      <Title order={2} className={classes.tabTitle} mb="md">
        {t('circulation.suspensions.title')}
      </Title>
      {content}
    </Paper>
  );
}
