import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CirculationTable } from '../../../components/circulation-table';
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
      <CirculationTable
        id="suspensions-caption"
        caption={t('circulation.suspensions.caption')}
        columns={[
          {
            header: t('circulation.columns.library'),
            cell: (suspension) =>
              suspension.desc_biblioteca ?? t('circulation.suspensions.allLibraries'),
          },
          {
            header: t('circulation.columns.from'),
            cell: (suspension) => formatDay(suspension.data_inicio, language),
            nowrap: true,
          },
          {
            header: t('circulation.columns.until'),
            cell: (suspension) => formatDay(suspension.data_fim, language),
            nowrap: true,
          },
          { header: t('circulation.columns.reason'), cell: (suspension) => suspension.motivo },
          {
            header: t('circulation.columns.status'),
            cell: (suspension) =>
              suspension.ativo ? (
                <span className={`${classes.pill} ${classes.pillDanger}`}>
                  {t('circulation.suspensions.active')}
                </span>
              ) : (
                <Text size="sm">{t('circulation.suspensions.ended')}</Text>
              ),
          },
        ]}
        items={suspensions.data}
        rowKey={(suspension) => suspension.cod_afastamento}
        rowProps={(suspension) => ({
          className: suspension.ativo ? classes.overdue : undefined,
          'data-active': suspension.ativo || undefined,
          'data-testid': 'suspension-row',
        })}
        testId="suspensions-table"
      />
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
