import type { Hold } from '@estante/contract';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeForm } from '../../../components/date-range-form';
import { ItemTitle, itemDetail } from '../../../components/item-title';
import { QueryError } from '../../../components/query-error';
import classes from '../../../components/circulation.module.css';
import { circulationErrorMessage } from '../../../lib/circulation-error';
import { addDays, formatDay, formatInstantDay, today } from '../../../lib/days';
import { useCancelHolds } from '../api/cancel-holds';
import { useHoldHistory, type HoldHistoryFilter } from '../api/get-hold-history';
import { useHolds } from '../api/get-holds';

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

const holdDetail = (hold: Hold) =>
  itemDetail(hold.volume, hold.tomo, hold.parte, hold.material_adicional);

function OpenHolds() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const holds = useHolds();
  const cancel = useCancelHolds();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState<number[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<number | null>(null);

  if (holds.isPending) return <Skeleton height={160} radius="md" aria-busy />;
  if (holds.isError)
    return (
      <QueryError message={t('circulation.holds.error')} onRetry={() => void holds.refetch()} />
    );

  const open = holds.data;
  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

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
        setSelected(new Set());
        setConfirming(null);
      },
      onError: (error) => {
        setProblem(circulationErrorMessage(error, t, language));
        setConfirming(null);
      },
    });
  };

  const chosen = open.filter((hold) => confirming?.includes(hold.cod_reserva));

  return (
    <Stack gap="md">
      {cancelled !== null && (
        <Alert
          color="green"
          variant="light"
          role="status"
          icon={<IconCircleCheck aria-hidden />}
          data-testid="holds-cancelled"
        >
          {t('circulation.holds.cancelled', { count: cancelled })}
        </Alert>
      )}
      {open.length === 0 ? (
        <Text data-testid="holds-empty">{t('circulation.holds.empty')}</Text>
      ) : (
        <>
          <div
            className={classes.tableScroll}
            tabIndex={0}
            role="region"
            aria-labelledby="holds-caption"
          >
            <Table
              className={`${classes.table} ${classes.stack}`}
              verticalSpacing={8}
              data-testid="holds-table"
            >
              <caption id="holds-caption" className={classes.caption}>
                {t('circulation.holds.caption', { count: open.length })}
              </caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('circulation.columns.select')}</Table.Th>
                  <Table.Th scope="col">{t('circulation.columns.title')}</Table.Th>
                  <Table.Th scope="col">{t('circulation.columns.library')}</Table.Th>
                  <Table.Th scope="col">{t('circulation.columns.placedOn')}</Table.Th>
                  <Table.Th scope="col">{t('circulation.columns.status')}</Table.Th>
                  <Table.Th scope="col">{t('circulation.columns.position')}</Table.Th>
                  <Table.Th scope="col">{t('circulation.columns.pickupBy')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {open.map((hold) => (
                  <Table.Tr
                    key={hold.cod_reserva}
                    data-testid="hold-row"
                    data-status={hold.situacao}
                  >
                    <Table.Td data-label={t('circulation.columns.select')}>
                      <Checkbox
                        aria-label={t('circulation.holds.select', { title: hold.titulo })}
                        checked={selected.has(hold.cod_reserva)}
                        onChange={(event) => toggle(hold.cod_reserva, event.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td data-label={t('circulation.columns.title')}>
                      <ItemTitle
                        codAcervo={hold.cod_acervo}
                        titulo={hold.titulo}
                        detail={holdDetail(hold)}
                      />
                    </Table.Td>
                    <Table.Td data-label={t('circulation.columns.library')}>
                      {hold.desc_biblioteca}
                    </Table.Td>
                    <Table.Td
                      data-label={t('circulation.columns.placedOn')}
                      className={classes.nowrap}
                    >
                      {formatInstantDay(hold.data_reserva, language)}
                    </Table.Td>
                    <Table.Td data-label={t('circulation.columns.status')}>
                      <StatusPill hold={hold} />
                    </Table.Td>
                    <Table.Td
                      data-label={t('circulation.columns.position')}
                      data-testid="hold-position"
                    >
                      {hold.posicao_fila !== null
                        ? t('circulation.holds.position', { position: hold.posicao_fila })
                        : '—'}
                    </Table.Td>
                    <Table.Td
                      data-label={t('circulation.columns.pickupBy')}
                      className={classes.nowrap}
                      data-testid="hold-pickup"
                    >
                      {hold.prazo_retirada ? formatDay(hold.prazo_retirada, language) : '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {problem && (
            <Alert
              color="yellow"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle aria-hidden />}
              data-testid="holds-problem"
            >
              {problem}
            </Alert>
          )}
          <Group gap="sm">
            <Button
              color="red.8"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => ask([...selected])}
              data-testid="cancel-selected"
            >
              {t('circulation.holds.cancelSelected', { selected: selected.size })}
            </Button>
          </Group>
        </>
      )}
      <Modal.Root
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        data-testid="cancel-holds-modal"
      >
        <Modal.Overlay />
        <Modal.Content>
          {/* A div: a <header> here would be a second banner landmark. */}
          <Modal.Header component="div">
            <Modal.Title>{t('circulation.holds.confirmTitle')}</Modal.Title>
            <Modal.CloseButton aria-label={t('app.close')} />
          </Modal.Header>
          <Modal.Body>
            <Text mb="sm">{t('circulation.holds.confirmText', { count: chosen.length })}</Text>
            <List mb="md" spacing={4}>
              {chosen.map((hold) => (
                <List.Item key={hold.cod_reserva}>
                  {hold.titulo} — {hold.desc_biblioteca}
                </List.Item>
              ))}
            </List>
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => setConfirming(null)}
                disabled={cancel.isPending}
              >
                {t('circulation.holds.keep')}
              </Button>
              <Button
                color="red.8"
                onClick={handleConfirm}
                loading={cancel.isPending}
                data-testid="confirm-cancel"
              >
                {t('circulation.holds.confirm')}
              </Button>
            </Group>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </Stack>
  );
}

const lastYear = (): HoldHistoryFilter => ({ dataIni: addDays(today(), -365), dataFim: today() });

function HoldHistory() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<HoldHistoryFilter>(lastYear);
  return (
    <section aria-labelledby="hold-history-heading">
      <Title order={3} id="hold-history-heading" className={classes.sectionTitle} mt="xl" mb="sm">
        {t('circulation.holds.historyTitle')}
      </Title>
      <DateRangeForm
        initial={{ start: filter.dataIni, end: filter.dataFim }}
        label={t('circulation.holds.historyTitle')}
        onSubmit={(range) => setFilter({ dataIni: range.start, dataFim: range.end })}
      />
      <HoldHistoryTable filter={filter} />
    </section>
  );
}

function HoldHistoryTable({ filter }: { filter: HoldHistoryFilter }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const history = useHoldHistory(filter);
  if (history.isPending) return <Skeleton height={120} mt="md" radius="md" aria-busy />;
  if (history.isError)
    return (
      <QueryError
        message={t('circulation.holds.historyError')}
        onRetry={() => void history.refetch()}
      />
    );
  if (history.data.length === 0)
    return (
      <Text mt="md" data-testid="hold-history-empty">
        {t('circulation.holds.historyEmpty')}
      </Text>
    );
  return (
    <div
      className={classes.tableScroll}
      tabIndex={0}
      role="region"
      aria-labelledby="hold-history-caption"
    >
      <Table
        className={`${classes.table} ${classes.stack}`}
        striped
        verticalSpacing={8}
        mt="md"
        data-testid="hold-history-table"
      >
        <caption id="hold-history-caption" className={classes.caption}>
          {t('circulation.holds.historyCaption', { count: history.data.length })}
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('circulation.columns.title')}</Table.Th>
            <Table.Th scope="col">{t('circulation.columns.library')}</Table.Th>
            <Table.Th scope="col">{t('circulation.columns.placedOn')}</Table.Th>
            <Table.Th scope="col">{t('circulation.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('circulation.columns.closedOn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((hold) => (
            <Table.Tr key={hold.cod_reserva} data-testid="hold-history-row">
              <Table.Td data-label={t('circulation.columns.title')}>
                <ItemTitle
                  codAcervo={hold.cod_acervo}
                  titulo={hold.titulo}
                  detail={holdDetail(hold)}
                />
                {hold.observacoes && (
                  <Text size="sm" className={classes.muted}>
                    {hold.observacoes}
                  </Text>
                )}
              </Table.Td>
              <Table.Td data-label={t('circulation.columns.library')}>
                {hold.desc_biblioteca}
              </Table.Td>
              <Table.Td data-label={t('circulation.columns.placedOn')} className={classes.nowrap}>
                {formatInstantDay(hold.data_reserva, language)}
              </Table.Td>
              <Table.Td data-label={t('circulation.columns.status')}>
                <StatusPill hold={hold} />
              </Table.Td>
              <Table.Td data-label={t('circulation.columns.closedOn')} className={classes.nowrap}>
                {hold.data_encerramento ? formatInstantDay(hold.data_encerramento, language) : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
