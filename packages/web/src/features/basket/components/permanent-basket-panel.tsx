import {
  PERMANENT_BASKET_ORDERS,
  type PermanentBasketItem,
  type PermanentBasketOrder,
} from '@estante/contract';
import { Button, Group, NativeSelect, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileExport, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ProblemAlert, SuccessAlert } from '../../../components/circulation-alerts';
import { CirculationTable, type Column } from '../../../components/circulation-table';
import circulation from '../../../components/circulation.module.css';
import { DateRangeForm } from '../../../components/date-range-form';
import { ItemTitle, itemDetail } from '../../../components/item-title';
import { QueryError } from '../../../components/query-error';
import { circulationErrorMessage } from '../../../lib/circulation-error';
import { addDays, formatInstantDay, isDay, today } from '../../../lib/days';
import {
  usePermanentBasket,
  useRemoveFromPermanentBasket,
  type PermanentBasketFilter,
} from '../api/permanent-basket';
import classes from './basket.module.css';
import { ExportDialog } from './export-dialog';

const isOrder = (value: string | null): value is PermanentBasketOrder =>
  (PERMANENT_BASKET_ORDERS as readonly string[]).includes(value ?? '');

/**
 * The filter in the address (?dataIni&dataFim&tipoBusca): saved in the last ten years (the
 * whole basket, in practice), newest first, by default.
 */
function useFilter(): [PermanentBasketFilter, (filter: PermanentBasketFilter) => void] {
  const [params, setParams] = useSearchParams();
  const dataIni = params.get('dataIni') ?? '';
  const dataFim = params.get('dataFim') ?? '';
  const tipoBusca = params.get('tipoBusca');
  const filter: PermanentBasketFilter = {
    dataIni: isDay(dataIni) ? dataIni : addDays(today(), -3650),
    dataFim: isDay(dataFim) ? dataFim : today(),
    tipoBusca: isOrder(tipoBusca) ? tipoBusca : 'data',
  };
  const setFilter = (next: PermanentBasketFilter) =>
    setParams(new URLSearchParams({ ...next }), { replace: true });
  return [filter, setFilter];
}

/**
 * The Permanent basket tab (spec §1, §2): the titles the patron keeps on the server, by day
 * saved and in an order, each removed in one click; the list exported like the basket.
 */
export function PermanentBasketPanel({ emailAvailable }: { emailAvailable: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const [filter, setFilter] = useFilter();
  const [order, setOrder] = useState<PermanentBasketOrder>(filter.tipoBusca);
  const basket = usePermanentBasket(filter);
  const remove = useRemoveFromPermanentBasket();
  const [exportOpen, exportDialog] = useDisclosure(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const handleRemove = (item: PermanentBasketItem) =>
    remove.mutate(item.cod_acervo, {
      onSuccess: () =>
        setMessage({ ok: true, text: t('permanentBasket.removed', { title: item.titulo }) }),
      onError: (error) =>
        setMessage({ ok: false, text: circulationErrorMessage(error, t, language) }),
    });

  const columns: Column<PermanentBasketItem>[] = [
    {
      header: t('permanentBasket.columns.title'),
      cell: (item) => (
        <ItemTitle
          codAcervo={item.cod_acervo}
          titulo={item.titulo}
          detail={itemDetail(item.autor, item.ano_publicacao?.toString())}
        />
      ),
    },
    {
      header: t('permanentBasket.columns.saved'),
      cell: (item) => formatInstantDay(item.data_inclusao, language),
      nowrap: true,
    },
    {
      header: t('permanentBasket.columns.actions'),
      cell: (item) => (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconTrash size={14} aria-hidden className={classes.danger} />}
          aria-label={t('permanentBasket.removeLabel', { title: item.titulo })}
          onClick={() => handleRemove(item)}
          loading={remove.isPending && remove.variables === item.cod_acervo}
          data-testid="permanent-basket-remove"
        >
          {t('permanentBasket.remove')}
        </Button>
      ),
    },
  ];

  const items = basket.data?.itens ?? [];
  return (
    <Paper withBorder p="lg" className={circulation.panel} data-testid="permanent-basket-panel">
      <Title order={2} className={circulation.tabTitle}>
        {t('permanentBasket.title')}
      </Title>
      <Text size="sm" mt={4} mb="md">
        {t('permanentBasket.intro')}
      </Text>
      <DateRangeForm
        initial={{ start: filter.dataIni, end: filter.dataFim }}
        label={t('permanentBasket.filter')}
        onSubmit={(range) =>
          setFilter({ dataIni: range.start, dataFim: range.end, tipoBusca: order })
        }
      >
        <NativeSelect
          label={t('permanentBasket.order')}
          value={order}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setOrder(isOrder(value) ? value : 'data');
          }}
          data-testid="permanent-basket-order"
        >
          {PERMANENT_BASKET_ORDERS.map((value) => (
            <option key={value} value={value}>
              {t(`permanentBasket.orders.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </DateRangeForm>
      {message && (
        <div className={classes.message}>
          {message.ok ? (
            <SuccessAlert testId="permanent-basket-message">{message.text}</SuccessAlert>
          ) : (
            <ProblemAlert testId="permanent-basket-message">{message.text}</ProblemAlert>
          )}
        </div>
      )}
      {basket.isPending ? (
        <Skeleton height={120} mt="md" radius="md" aria-busy />
      ) : basket.isError ? (
        <QueryError message={t('permanentBasket.error')} onRetry={() => void basket.refetch()} />
      ) : items.length === 0 ? (
        <Text mt="md" data-testid="permanent-basket-empty">
          {basket.data.total === 0 ? t('permanentBasket.empty') : t('permanentBasket.emptyRange')}
        </Text>
      ) : (
        <>
          <Group mt="md" gap="sm">
            <Button
              leftSection={<IconFileExport size={16} aria-hidden />}
              onClick={exportDialog.open}
              data-testid="permanent-basket-export"
            >
              {t('permanentBasket.export', { count: items.length })}
            </Button>
          </Group>
          <CirculationTable
            id="permanent-basket-caption"
            caption={t('permanentBasket.caption', {
              count: items.length,
              total: basket.data.total,
              limit: basket.data.limite,
            })}
            columns={columns}
            items={items}
            rowKey={(item) => item.cod_acervo}
            rowProps={() => ({ 'data-testid': 'permanent-basket-row' })}
            striped
            mt="md"
            testId="permanent-basket-table"
          />
        </>
      )}
      <ExportDialog
        opened={exportOpen}
        onClose={exportDialog.close}
        ids={items.map((item) => item.cod_acervo)}
        emailAvailable={emailAvailable}
      />
    </Paper>
  );
}
