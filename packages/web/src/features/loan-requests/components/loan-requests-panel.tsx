import {
  ANY_CHOICE,
  LOAN_REQUEST_STATUSES,
  type LoanRequest,
  type LoanRequestStatus,
} from '@estante/contract';
import { NativeSelect, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../components/circulation-table';
import { HistorySection, lastYear } from '../../../components/history-section';
import { ItemTitle, itemDetail } from '../../../components/item-title';
import classes from '../../../components/circulation.module.css';
import { formatInstantDay, isDay } from '../../../lib/days';
import { useLoanRequests, type LoanRequestFilter } from '../api/get-loan-requests';

const isStatus = (value: string | null): value is LoanRequestStatus =>
  (LOAN_REQUEST_STATUSES as readonly string[]).includes(value ?? '');

/** The filter in the address (?dataIni&dataFim&status): the last year by default. */
function useFilter(): [LoanRequestFilter, (filter: LoanRequestFilter) => void] {
  const [params, setParams] = useSearchParams();
  const year = lastYear();
  const dataIni = params.get('dataIni') ?? '';
  const dataFim = params.get('dataFim') ?? '';
  const status = params.get('status');
  const filter: LoanRequestFilter = {
    dataIni: isDay(dataIni) ? dataIni : year.start,
    dataFim: isDay(dataFim) ? dataFim : year.end,
    status: isStatus(status) ? status : '',
  };
  const setFilter = (next: LoanRequestFilter) => {
    const search = new URLSearchParams({ dataIni: next.dataIni, dataFim: next.dataFim });
    if (next.status) search.set('status', next.status);
    setParams(search, { replace: true });
  };
  return [filter, setFilter];
}

/** Volume, tome, part and material the patron chose ('no preference' left out). */
const choiceDetail = (request: LoanRequest) =>
  itemDetail(
    ...[request.volume, request.tomo, request.parte, request.material_adicional].map((value) =>
      value === ANY_CHOICE ? null : value,
    ),
  );

/** The Query loan requests tab (spec §2, §3): the patron's requests by date range and status. */
export function LoanRequestsPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const [filter, setFilter] = useFilter();
  const [status, setStatus] = useState<LoanRequestStatus | ''>(filter.status);
  const requests = useLoanRequests(filter);

  const columns: Column<LoanRequest>[] = [
    {
      header: t('loanRequests.list.columns.title'),
      cell: (request) => (
        <>
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
        </>
      ),
    },
    {
      header: t('loanRequests.list.columns.requested'),
      cell: (request) => formatInstantDay(request.data_solicitacao, language),
      nowrap: true,
    },
    {
      header: t('loanRequests.list.columns.from'),
      cell: (request) => request.desc_biblioteca_origem,
    },
    {
      header: t('loanRequests.list.columns.receiving'),
      cell: (request) =>
        request.domicilio
          ? t('loanRequests.list.home', { address: request.domicilio })
          : [
              request.desc_biblioteca_recebimento,
              request.desc_local_recebimento ?? request.recebimento_textual,
            ]
              .filter(Boolean)
              .join(' · '),
    },
    {
      header: t('loanRequests.list.columns.status'),
      cell: (request) => <RequestStatus request={request} language={language} />,
    },
  ];

  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="loan-requests-panel">
      <Title order={2} className={classes.tabTitle}>
        {t('loanRequests.list.title')}
      </Title>
      <Text size="sm" mt={4} mb="md">
        {t('loanRequests.list.intro')}
      </Text>
      <HistorySection
        id="loan-requests"
        label={t('loanRequests.list.filter')}
        range={{ start: filter.dataIni, end: filter.dataFim }}
        onRangeChange={(range) => setFilter({ dataIni: range.start, dataFim: range.end, status })}
        filters={
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
        }
        query={requests}
        errorMessage={t('loanRequests.list.error')}
        emptyMessage={t('loanRequests.list.empty')}
        emptyTestId="loan-requests-empty"
        caption={() => t('loanRequests.list.caption')}
        columns={columns}
        itemId={(request) => request.cod_solicitacao}
        testId="loan-requests-table"
        rowTestId="loan-request-row"
      />
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

/** The request's status, and the way it came there when it has moved. */
function RequestStatus({ request, language }: { request: LoanRequest; language: string }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
