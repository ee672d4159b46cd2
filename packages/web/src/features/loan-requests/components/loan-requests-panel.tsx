import {
  ANY_CHOICE,
  LOAN_REQUEST_STATUSES,
  type LoanRequest,
  type LoanRequestStatus,
} from '@estante/contract';
import { NativeSelect, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateRangeForm } from '../../../components/date-range-form';
import { ItemTitle, itemDetail } from '../../../components/item-title';
import { QueryError } from '../../../components/query-error';
import classes from '../../../components/circulation.module.css';
import { addDays, formatInstantDay, isDay, today } from '../../../lib/days';
import { useLoanRequests, type LoanRequestFilter } from '../api/get-loan-requests';

const isStatus = (value: string | null): value is LoanRequestStatus =>
  (LOAN_REQUEST_STATUSES as readonly string[]).includes(value ?? '');

/** The filter in the address (?dataIni&dataFim&status): the last year by default. */
function useFilter(): [LoanRequestFilter, (filter: LoanRequestFilter) => void] {
  const [params, setParams] = useSearchParams();
  const end = today();
  const dataIni = params.get('dataIni') ?? '';
  const dataFim = params.get('dataFim') ?? '';
  const status = params.get('status');
  const filter: LoanRequestFilter = {
    dataIni: isDay(dataIni) ? dataIni : addDays(end, -365),
    dataFim: isDay(dataFim) ? dataFim : end,
    status: isStatus(status) ? status : '',
  };
  const setFilter = (next: LoanRequestFilter) => {
    const search = new URLSearchParams({ dataIni: next.dataIni, dataFim: next.dataFim });
    if (next.status) search.set('status', next.status);
    setParams(search, { replace: true });
  };
  return [filter, setFilter];
}

/** The Query loan requests tab (spec §2, §3): the patron's requests by date range and status. */
export function LoanRequestsPanel() {
  const { t } = useTranslation();
  const [filter, setFilter] = useFilter();
  const [status, setStatus] = useState<LoanRequestStatus | ''>(filter.status);
  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="loan-requests-panel">
      <Title order={2} className={classes.tabTitle}>
        {t('loanRequests.list.title')}
      </Title>
      <Text size="sm" mt={4} mb="md">
        {t('loanRequests.list.intro')}
      </Text>
      <DateRangeForm
        initial={{ start: filter.dataIni, end: filter.dataFim }}
        label={t('loanRequests.list.filter')}
        onSubmit={(range) => setFilter({ dataIni: range.start, dataFim: range.end, status })}
      >
        <NativeSelect
          label={t('loanRequests.list.status')}
          value={status}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setStatus(isStatus(value) ? value : '');
          }}
          data-testid="loan-requests-status"
        >
          <option value="">{t('loanRequests.list.allStatuses')}</option>
          {LOAN_REQUEST_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`loanRequests.list.statuses.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </DateRangeForm>
      <LoanRequestsTable filter={filter} />
    </Paper>
  );
}

function StatusPill({ status }: { status: LoanRequestStatus }) {
  const { t } = useTranslation();
  const tone =
    status === 'available'
      ? classes.pillSuccess
      : status === 'not_finished'
        ? classes.pillDanger
        : classes.pillNeutral;
  return (
    <span className={`${classes.pill} ${tone}`} data-testid="loan-request-status">
      {t(`loanRequests.list.statuses.${status}`)}
    </span>
  );
}

/** Volume, tome, part and material the patron chose ('no preference' left out). */
const choiceDetail = (request: LoanRequest) =>
  itemDetail(
    ...[request.volume, request.tomo, request.parte, request.material_adicional].map((value) =>
      value === ANY_CHOICE ? null : value,
    ),
  );

function LoanRequestsTable({ filter }: { filter: LoanRequestFilter }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const requests = useLoanRequests(filter);
  if (requests.isPending) return <Skeleton height={120} mt="md" radius="md" aria-busy />;
  if (requests.isError)
    return (
      <QueryError message={t('loanRequests.list.error')} onRetry={() => void requests.refetch()} />
    );
  if (requests.data.length === 0)
    return (
      <Text mt="md" data-testid="loan-requests-empty">
        {t('loanRequests.list.empty')}
      </Text>
    );
  return (
    <div
      className={classes.tableScroll}
      tabIndex={0}
      role="region"
      aria-labelledby="loan-requests-caption"
    >
      <Table
        className={`${classes.table} ${classes.stack}`}
        striped
        verticalSpacing={8}
        mt="md"
        data-testid="loan-requests-table"
      >
        <caption id="loan-requests-caption" className={classes.caption}>
          {t('loanRequests.list.caption')}
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('loanRequests.list.columns.title')}</Table.Th>
            <Table.Th scope="col">{t('loanRequests.list.columns.requested')}</Table.Th>
            <Table.Th scope="col">{t('loanRequests.list.columns.from')}</Table.Th>
            <Table.Th scope="col">{t('loanRequests.list.columns.receiving')}</Table.Th>
            <Table.Th scope="col">{t('loanRequests.list.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.data.map((request) => (
            <Table.Tr key={request.cod_solicitacao} data-testid="loan-request-row">
              <Table.Td data-label={t('loanRequests.list.columns.title')}>
                <ItemTitle
                  codAcervo={request.cod_acervo}
                  titulo={request.titulo}
                  detail={choiceDetail(request)}
                />
                {request.tipo === 'armazem' && (
                  <Text size="sm" className={classes.muted}>
                    {t('loanRequests.list.closedStacks')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td
                data-label={t('loanRequests.list.columns.requested')}
                className={classes.nowrap}
              >
                {formatInstantDay(request.data_solicitacao, language)}
              </Table.Td>
              <Table.Td data-label={t('loanRequests.list.columns.from')}>
                {request.desc_biblioteca_origem}
              </Table.Td>
              <Table.Td data-label={t('loanRequests.list.columns.receiving')}>
                {request.domicilio
                  ? t('loanRequests.list.home', { address: request.domicilio })
                  : [
                      request.desc_biblioteca_recebimento,
                      request.desc_local_recebimento ?? request.recebimento_textual,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
              </Table.Td>
              <Table.Td data-label={t('loanRequests.list.columns.status')}>
                <StatusPill status={request.situacao} />
                {request.historico.length > 1 && (
                  <Text size="xs" className={classes.muted} mt={4}>
                    {request.historico
                      .map((event) =>
                        t('loanRequests.list.historyEntry', {
                          status: t(`loanRequests.list.statuses.${event.situacao}`),
                          date: formatInstantDay(event.data, language),
                        }),
                      )
                      .join(' → ')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
