import { ORDER_STATUSES, type OrderStatus, type PurchaseOrder } from '@estante/contract';
import { List, NativeSelect, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import classes from '../../../components/circulation.module.css';
import type { Column } from '../../../components/circulation-table';
import { HistorySection, lastYear } from '../../../components/history-section';
import { formatDay, isDay } from '../../../lib/days';
import { usePurchaseOrders, type OrderFilter } from '../api/reports';
import { SuggestionStatusPill } from './suggestions-panel';

const isStatus = (value: string | null): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '');

function useFilter(): [OrderFilter, (filter: OrderFilter) => void] {
  const [params, setParams] = useSearchParams();
  const year = lastYear();
  const dataIni = params.get('dataIni') ?? '';
  const dataFim = params.get('dataFim') ?? '';
  const situacao = params.get('situacao');
  const filter: OrderFilter = {
    dataIni: isDay(dataIni) ? dataIni : year.start,
    dataFim: isDay(dataFim) ? dataFim : year.end,
    situacao: isStatus(situacao) ? situacao : '',
  };
  const setFilter = (next: OrderFilter) => {
    const search = new URLSearchParams({ dataIni: next.dataIni, dataFim: next.dataFim });
    if (next.situacao) search.set('situacao', next.situacao);
    setParams(search, { replace: true });
  };
  return [filter, setFilter];
}

/**
 * The Purchase orders tab (spec §1, §2): the orders that hold the patron's suggestions — supplier,
 * library, order date, estimated delivery, status, and the patron's own titles in each with the
 * copies ordered and delivered.
 */
export function PurchaseOrdersPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const [filter, setFilter] = useFilter();
  const [situacao, setSituacao] = useState<OrderStatus | ''>(filter.situacao);
  const orders = usePurchaseOrders(filter);

  const columns: Column<PurchaseOrder>[] = [
    {
      header: t('acquisition.orders.columns.order'),
      cell: (order) => (
        <>
          <Text fw={600}>{t('acquisition.orders.number', { id: order.cod_pedido })}</Text>
          <Text size="sm">{order.fornecedor}</Text>
          <Text size="sm" className={classes.muted}>
            {order.desc_biblioteca}
          </Text>
        </>
      ),
    },
    {
      header: t('acquisition.orders.columns.ordered'),
      cell: (order) => formatDay(order.data_pedido, language),
      nowrap: true,
    },
    {
      header: t('acquisition.orders.columns.estimated'),
      cell: (order) =>
        order.previsao_entrega
          ? formatDay(order.previsao_entrega, language)
          : t('acquisition.list.none'),
      nowrap: true,
    },
    {
      header: t('acquisition.orders.columns.items'),
      cell: (order) => (
        <List size="sm" spacing={4}>
          {order.itens.map((item) => (
            <List.Item key={item.cod_sugestao}>
              {item.titulo} —{' '}
              {t('acquisition.list.delivered', {
                delivered: item.quantidade_entregue,
                count: item.quantidade_pedida,
              })}{' '}
              <SuggestionStatusPill status={item.situacao} />
            </List.Item>
          ))}
        </List>
      ),
    },
    {
      header: t('acquisition.orders.columns.status'),
      cell: (order) => (
        <span className={`${classes.pill} ${classes.pillNeutral}`} data-testid="order-status">
          {t(`acquisition.orderStatuses.${order.situacao}`)}
        </span>
      ),
    },
  ];

  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="purchase-orders-panel">
      <Title order={2} className={classes.tabTitle}>
        {t('acquisition.orders.title')}
      </Title>
      <Text size="sm" mt={4} mb="md">
        {t('acquisition.orders.intro')}
      </Text>
      <HistorySection
        id="purchase-orders"
        label={t('acquisition.orders.filter')}
        range={{ start: filter.dataIni, end: filter.dataFim }}
        onRangeChange={(range) => setFilter({ dataIni: range.start, dataFim: range.end, situacao })}
        filters={
          <NativeSelect
            label={t('acquisition.orders.status')}
            value={situacao}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setSituacao(isStatus(value) ? value : '');
            }}
            data-testid="orders-status"
          >
            <option value="">{t('acquisition.list.allStatuses')}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`acquisition.orderStatuses.${value}`)}
              </option>
            ))}
          </NativeSelect>
        }
        query={orders}
        errorMessage={t('acquisition.orders.error')}
        emptyMessage={t('acquisition.orders.empty')}
        emptyTestId="orders-empty"
        caption={(count) => t('acquisition.orders.caption', { count })}
        columns={columns}
        itemId={(order) => order.cod_pedido}
        testId="orders-table"
        rowTestId="order-row"
      />
    </Paper>
  );
}
