import type { Hold } from '@estante/contract';
import { Button, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuccessAlert } from '../../../components/circulation-alerts';
import type { Column } from '../../../components/circulation-table';
import { HistorySection, lastYear } from '../../../components/history-section';
import { ItemTitle, itemDetail } from '../../../components/item-title';
import { QueryError } from '../../../components/query-error';
import { SelectableTable, useSelection } from '../../../components/selectable-table';
import classes from '../../../components/circulation.module.css';
import { circulationErrorMessage } from '../../../lib/circulation-error';
import { formatDay, formatInstantDay } from '../../../lib/days';
import { useCancelHolds } from '../api/cancel-holds';
import { useHoldHistory, type HoldHistoryFilter } from '../api/get-hold-history';
import { useHolds } from '../api/get-holds';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** The Requests tab (spec §2, §4): open holds, cancelled singly or in bulk after confirmation. */
export function HoldsPanel() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="holds-panel">
      <Title order={2} className={classes.tabTitle} mb="md">
        {t('circulation.holds.title')}
      </Title>
      <OpenHolds />
      <HoldHistory />
    </Paper>
  );
}

function StatusPill({ hold }: { hold: Hold }) {
  const { t } = useTranslation();
  const tone = hold.situacao === 'ready' ? classes.pillSuccess : classes.pillNeutral;
  return (
    <span className={`${classes.pill} ${tone}`} data-testid="hold-status">
      {t(`circulation.holds.status.${hold.situacao}`)}
    </span>
  );
}

function HoldTitle({ hold }: { hold: Hold }) {
  return (
    <ItemTitle
      codAcervo={hold.cod_acervo}
      titulo={hold.titulo}
      detail={itemDetail(hold.volume, hold.tomo, hold.parte, hold.material_adicional)}
    />
  );
}

function OpenHolds() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const holds = useHolds();
  const cancel = useCancelHolds();
  const selection = useSelection();
  const [confirming, setConfirming] = useState<number[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<number | null>(null);

  if (holds.isPending) return <Skeleton height={160} radius="md" aria-busy />;
  if (holds.isError)
    return (
      <QueryError message={t('circulation.holds.error')} onRetry={() => void holds.refetch()} />
    );

  const open = holds.data;
  const ask = (ids: number[]) => {
    setCancelled(null);
    if (ids.length === 0) {
      setProblem(t('circulationErrors.hold_select_one'));
      return;
    }
    setProblem(null);
    setConfirming(ids);
  };

  const handleConfirm = () => {
    if (!confirming) return;
    cancel.mutate(confirming, {
      onSuccess: (done) => {
        setCancelled(done.length);
        selection.clear();
        setConfirming(null);
      },
      onError: (error) => {
        setProblem(circulationErrorMessage(error, t, language));
        setConfirming(null);
      },
    });
  };

  const chosen = open.filter((hold) => confirming?.includes(hold.cod_reserva));

  const columns: Column<Hold>[] = [
    { header: t('circulation.columns.title'), cell: (hold) => <HoldTitle hold={hold} /> },
    { header: t('circulation.columns.library'), cell: (hold) => hold.desc_biblioteca },
    {
      header: t('circulation.columns.placedOn'),
      cell: (hold) => formatInstantDay(hold.data_reserva, language),
      nowrap: true,
    },
    { header: t('circulation.columns.status'), cell: (hold) => <StatusPill hold={hold} /> },
    {
      header: t('circulation.columns.position'),
      cell: (hold) =>
        hold.posicao_fila !== null
          ? t('circulation.holds.position', { position: hold.posicao_fila })
          : '—',
      testId: 'hold-position',
    },
    {
      header: t('circulation.columns.pickupBy'),
      cell: (hold) => (hold.prazo_retirada ? formatDay(hold.prazo_retirada, language) : '—'),
      nowrap: true,
      testId: 'hold-pickup',
    },
  ];

  return (
    <Stack gap="md">
      {cancelled !== null && (
        <SuccessAlert testId="holds-cancelled">
          {t('circulation.holds.cancelled', { count: cancelled })}
        </SuccessAlert>
      )}
      {open.length === 0 ? (
        <Text data-testid="holds-empty">{t('circulation.holds.empty')}</Text>
      ) : (
        <SelectableTable
          id="holds-caption"
          caption={t('circulation.holds.caption', { count: open.length })}
          columns={columns}
          items={open}
          itemId={(hold) => hold.cod_reserva}
          rowProps={(hold) => ({ 'data-testid': 'hold-row', 'data-status': hold.situacao })}
          selectLabel={(hold) => t('circulation.holds.select', { title: hold.titulo })}
          selection={selection}
          problem={problem}
          problemTestId="holds-problem"
          actions={
            <Button
              color="red.8"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => ask([...selection.selected])}
              data-testid="cancel-selected"
            >
              {t('circulation.holds.cancelSelected', { selected: selection.selected.size })}
            </Button>
          }
          testId="holds-table"
        />
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={t('circulation.holds.confirmTitle')}
        cancelLabel={t('circulation.holds.keep')}
        confirmLabel={t('circulation.holds.confirm')}
        onCancel={() => setConfirming(null)}
        onConfirm={handleConfirm}
        pending={cancel.isPending}
        testId="cancel-holds-modal"
        confirmTestId="confirm-cancel"
      >
        <Text mb="sm">{t('circulation.holds.confirmText', { count: chosen.length })}</Text>
        <List spacing={4}>
          {chosen.map((hold) => (
            <List.Item key={hold.cod_reserva}>
              {hold.titulo} — {hold.desc_biblioteca}
            </List.Item>
          ))}
        </List>
      </ConfirmDialog>
    </Stack>
  );
}

function HoldHistory() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const [filter, setFilter] = useState<HoldHistoryFilter>(() => {
    const range = lastYear();
    return { dataIni: range.start, dataFim: range.end };
  });
  const history = useHoldHistory(filter);

  const columns: Column<Hold>[] = [
    {
      header: t('circulation.columns.title'),
      cell: (hold) => (
        <>
          <HoldTitle hold={hold} />
          {hold.observacoes && (
            <Text size="sm" className={classes.muted}>
              {hold.observacoes}
            </Text>
          )}
        </>
      ),
    },
    { header: t('circulation.columns.library'), cell: (hold) => hold.desc_biblioteca },
    {
      header: t('circulation.columns.placedOn'),
      cell: (hold) => formatInstantDay(hold.data_reserva, language),
      nowrap: true,
    },
    { header: t('circulation.columns.status'), cell: (hold) => <StatusPill hold={hold} /> },
    {
      header: t('circulation.columns.closedOn'),
      cell: (hold) =>
        hold.data_encerramento ? formatInstantDay(hold.data_encerramento, language) : '—',
      nowrap: true,
    },
  ];

  return (
    <HistorySection
      id="hold-history"
      heading={t('circulation.holds.historyTitle')}
      label={t('circulation.holds.historyTitle')}
      range={{ start: filter.dataIni, end: filter.dataFim }}
      onRangeChange={(range) => setFilter({ dataIni: range.start, dataFim: range.end })}
      query={history}
      errorMessage={t('circulation.holds.historyError')}
      emptyMessage={t('circulation.holds.historyEmpty')}
      emptyTestId="hold-history-empty"
      caption={(count) => t('circulation.holds.historyCaption', { count })}
      columns={columns}
      itemId={(hold) => hold.cod_reserva}
      testId="hold-history-table"
      rowTestId="hold-history-row"
    />
  );
}
