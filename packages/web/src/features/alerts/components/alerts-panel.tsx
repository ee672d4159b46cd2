import type { Alert } from '@estante/contract';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ProblemAlert, SuccessAlert } from '../../../components/circulation-alerts';
import classes from '../../../components/circulation.module.css';
import { DateRangeForm } from '../../../components/date-range-form';
import { QueryError } from '../../../components/query-error';
import { circulationErrorMessage } from '../../../lib/circulation-error';
import { addDays, formatInstantDay, isDay, today } from '../../../lib/days';
import { useAlerts, useDeleteAlert, useMarkAlertRead, type AlertFilter } from '../api/alerts';
import own from './alerts.module.css';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** The filter in the address (?dataIni&dataFim): the last 30 days by default. */
function useFilter(): [AlertFilter, (filter: AlertFilter) => void] {
  const [params, setParams] = useSearchParams();
  const dataIni = params.get('dataIni') ?? '';
  const dataFim = params.get('dataFim') ?? '';
  const filter = {
    dataIni: isDay(dataIni) ? dataIni : addDays(today(), -30),
    dataFim: isDay(dataFim) ? dataFim : today(),
  };
  return [filter, (next) => setParams(new URLSearchParams({ ...next }), { replace: true })];
}

/**
 * The Alerts tab (spec §2, §4, §5): the patron's alerts of a period (both dates required),
 * unread ones marked, each marked read or deleted after confirmation.
 */
export function AlertsPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const [filter, setFilter] = useFilter();
  const alerts = useAlerts(filter);
  const markRead = useMarkAlertRead();
  const remove = useDeleteAlert();
  const [confirming, setConfirming] = useState<Alert | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);

  const handleRead = (alert: Alert) => {
    setDeleted(false);
    markRead.mutate(alert.id, {
      onSuccess: () => setProblem(null),
      onError: (error) => setProblem(circulationErrorMessage(error, t, language)),
    });
  };
  const handleDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: () => {
        setProblem(null);
        setDeleted(true);
        setConfirming(null);
      },
      onError: (error) => {
        setProblem(circulationErrorMessage(error, t, language));
        setConfirming(null);
      },
    });
  };

  let content;
  if (alerts.isPending) content = <Skeleton height={140} mt="md" radius="md" aria-busy />;
  else if (alerts.isError)
    content = <QueryError message={t('alerts.error')} onRetry={() => void alerts.refetch()} />;
  else if (alerts.data.alertas.length === 0)
    content = (
      <Text mt="md" data-testid="alerts-empty">
        {t('alerts.empty')}
      </Text>
    );
  else
    content = (
      <section aria-labelledby="alerts-list-heading">
        <Title order={3} id="alerts-list-heading" className={classes.sectionTitle} mt="lg" mb="sm">
          {t('alerts.listHeading', {
            count: alerts.data.alertas.length,
            unread: alerts.data.naoLidos,
          })}
        </Title>
        <ul className={own.list} data-testid="alerts-list">
          {alerts.data.alertas.map((alert) => (
            <li
              key={alert.id}
              className={`${own.item} ${alert.lido ? '' : own.unread}`}
              data-testid="alert-item"
              data-read={alert.lido}
            >
              <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                <Stack gap={4} style={{ flex: '1 1 16rem' }}>
                  <Group gap="xs">
                    {!alert.lido && (
                      <Badge color="blue.8" variant="filled" size="sm">
                        {t('alerts.new')}
                      </Badge>
                    )}
                    <Text size="sm" className={classes.muted}>
                      {formatInstantDay(alert.data, language)} · {t(`alerts.kinds.${alert.tipo}`)}
                    </Text>
                  </Group>
                  <Text className={own.message} data-testid="alert-message">
                    {alert.mensagem}
                  </Text>
                  {alert.cod_acervo !== null && (
                    <Anchor component={Link} to={`/acervo/${alert.cod_acervo}`} size="sm">
                      {t('alerts.openTitle')}
                    </Anchor>
                  )}
                </Stack>
                <Group gap="xs">
                  {!alert.lido && (
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconCheck size={14} aria-hidden />}
                      onClick={() => handleRead(alert)}
                      loading={markRead.isPending && markRead.variables === alert.id}
                      aria-label={t('alerts.markReadOf', { message: alert.mensagem })}
                      data-testid="alert-mark-read"
                    >
                      {t('alerts.markRead')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    color="red.8"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => {
                      setDeleted(false);
                      setConfirming(alert);
                    }}
                    aria-label={t('alerts.deleteOf', { message: alert.mensagem })}
                    data-testid="alert-delete"
                  >
                    {t('alerts.delete')}
                  </Button>
                </Group>
              </Group>
            </li>
          ))}
        </ul>
      </section>
    );

  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="alerts-panel">
      <Title order={2} className={classes.tabTitle}>
        {t('alerts.title')}
      </Title>
      <Text size="sm" mt={4} mb="md">
        {t('alerts.intro')}
      </Text>
      <Stack gap="sm">
        {problem && <ProblemAlert testId="alerts-problem">{problem}</ProblemAlert>}
        {deleted && <SuccessAlert testId="alert-deleted">{t('alerts.deleted')}</SuccessAlert>}
        <DateRangeForm
          key={`${filter.dataIni}/${filter.dataFim}`}
          initial={{ start: filter.dataIni, end: filter.dataFim }}
          label={t('alerts.filter')}
          onSubmit={(range) => setFilter({ dataIni: range.start, dataFim: range.end })}
        />
      </Stack>
      {content}
      <ConfirmDialog
        opened={confirming !== null}
        title={t('alerts.confirmTitle')}
        cancelLabel={t('alerts.keep')}
        confirmLabel={t('alerts.confirmDelete')}
        onCancel={() => setConfirming(null)}
        onConfirm={handleDelete}
        pending={remove.isPending}
        testId="delete-alert-modal"
        confirmTestId="confirm-delete-alert"
      >
        <Text>{confirming?.mensagem}</Text>
      </ConfirmDialog>
    </Paper>
  );
}
