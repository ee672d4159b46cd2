import {
  REQUEST_STATUSES,
  type Request,
  type RequestStatus,
  type RequestType,
} from '@estante/contract';
import { Anchor, Button, NativeSelect, Paper, Text, Title } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ProblemAlert } from '../../../components/circulation-alerts';
import type { Column } from '../../../components/circulation-table';
import { HistorySection, lastYear } from '../../../components/history-section';
import classes from '../../../components/circulation.module.css';
import { formatInstantDay, isDay } from '../../../lib/days';
import { getCardPdf, useRequests, type RequestFilter } from '../api/requests';
import { requestErrorMessage } from '../lib/request-error';
import { RequestForm } from './request-form';

const isStatus = (value: string | null): value is RequestStatus =>
  (REQUEST_STATUSES as readonly string[]).includes(value ?? '');

/** The list's filter in the address (?dataIni&dataFim&status): the last year by default. */
function useFilter(): [RequestFilter, (filter: RequestFilter) => void] {
  const [params, setParams] = useSearchParams();
  const year = lastYear();
  const dataIni = params.get('dataIni') ?? '';
  const dataFim = params.get('dataFim') ?? '';
  const status = params.get('status');
  const filter: RequestFilter = {
    dataIni: isDay(dataIni) ? dataIni : year.start,
    dataFim: isDay(dataFim) ? dataFim : year.end,
    status: isStatus(status) ? status : '',
  };
  const setFilter = (next: RequestFilter) => {
    const search = new URLSearchParams({ dataIni: next.dataIni, dataFim: next.dataFim });
    if (next.status) search.set('status', next.status);
    setParams(search, { replace: true });
  };
  return [filter, setFilter];
}

/** Hands a downloaded file to the browser under a name. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the address can go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A request tab of the personal area (spec §2: Bibliographic switching, Bibliographic survey,
 * Catalog sheet, Specialized search; and Inter-library loan): the form, then the patron's
 * requests of that type by date range and status (spec §3) with the library's reply.
 */
export function RequestsPanel({ type }: { type: RequestType }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'pt';
  const [filter, setFilter] = useFilter();
  const [status, setStatus] = useState<RequestStatus | ''>(filter.status);
  const requests = useRequests(type, filter);
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);

  const download = async (request: Request) => {
    setDownloadProblem(null);
    try {
      saveFile(
        await getCardPdf(request.cod_solicitacao),
        `ficha-catalografica-${request.cod_solicitacao}.pdf`,
      );
    } catch (error) {
      setDownloadProblem(requestErrorMessage(error, t));
    }
  };

  const columns: Column<Request>[] = [
    {
      header: t('requests.list.columns.request'),
      cell: (request) => (
        <>
          <Text size="sm" fw={600}>
            {request.resumo}
          </Text>
          {request.subtipo && (
            <Text size="xs" className={classes.muted}>
              {t(`requests.options.subtipo.${request.subtipo}` as ParseKeys, {
                defaultValue: request.subtipo,
              })}
            </Text>
          )}
          {request.ficha?.cutter && (
            <Text size="xs" className={classes.muted}>
              {t('requests.list.cutter', {
                cutter: request.ficha.cutter,
                classification: request.ficha.classificacao ?? '—',
              })}
            </Text>
          )}
        </>
      ),
    },
    {
      header: t('requests.list.columns.requested'),
      cell: (request) => formatInstantDay(request.data_solicitacao, language),
      nowrap: true,
    },
    {
      header: t('requests.list.columns.status'),
      cell: (request) => (
        <>
          <StatusPill status={request.situacao} />
          {request.situacao !== 'awaiting' && (
            <Text size="xs" className={classes.muted} mt={4}>
              {formatInstantDay(request.data_situacao, language)}
            </Text>
          )}
        </>
      ),
    },
    {
      header: t('requests.list.columns.reply'),
      cell: (request) => (
        <>
          {request.resposta && (
            <Text size="sm" data-testid="request-reply">
              {request.resposta}
            </Text>
          )}
          {request.url_entrega && (
            <Anchor href={request.url_entrega} target="_blank" rel="noopener noreferrer" size="sm">
              {t('requests.list.openDelivery')}
            </Anchor>
          )}
          {request.ficha?.situacao === 'released' && (
            <Button
              size="xs"
              variant="light"
              mt={4}
              leftSection={<IconFileDownload size={14} aria-hidden />}
              onClick={() => void download(request)}
              data-testid="card-download"
            >
              {t('requests.list.downloadCard')}
            </Button>
          )}
          {request.ficha?.situacao === 'pending_review' && request.situacao === 'awaiting' && (
            <Text size="sm" className={classes.muted} data-testid="card-pending">
              {t('requests.list.cardPending')}
            </Text>
          )}
          {!request.resposta && !request.ficha && request.situacao === 'awaiting' && (
            <Text size="sm" className={classes.muted}>
              {t('requests.list.noReply')}
            </Text>
          )}
        </>
      ),
    },
  ];

  return (
    <Paper withBorder p="lg" className={classes.panel} data-testid="requests-panel">
      <Title order={2} className={classes.tabTitle}>
        {t(`requests.types.${type}.title`)}
      </Title>
      <Text size="sm" mt={4} mb="lg">
        {t(`requests.types.${type}.intro`)}
      </Text>
      <RequestForm type={type} />
      {downloadProblem && (
        <ProblemAlert testId="card-download-problem" mb="md">
          {downloadProblem}
        </ProblemAlert>
      )}
      <HistorySection
        id={`${type}-list`}
        heading={t('requests.list.title')}
        label={t('requests.list.filter')}
        range={{ start: filter.dataIni, end: filter.dataFim }}
        onRangeChange={(range) => setFilter({ dataIni: range.start, dataFim: range.end, status })}
        filters={
          <NativeSelect
            label={t('requests.list.status')}
            value={status}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setStatus(isStatus(value) ? value : '');
            }}
            data-testid="requests-status"
          >
            <option value="">{t('requests.list.allStatuses')}</option>
            {REQUEST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`requests.statuses.${value}`)}
              </option>
            ))}
          </NativeSelect>
        }
        query={requests}
        errorMessage={t('requests.list.error')}
        emptyMessage={t('requests.list.empty')}
        emptyTestId="requests-empty"
        caption={(count) => t('requests.list.caption', { count })}
        columns={columns}
        itemId={(request) => request.cod_solicitacao}
        testId="requests-table"
        rowTestId="request-row"
      />
    </Paper>
  );
}

function StatusPill({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  const tone =
    status === 'finished'
      ? classes.pillSuccess
      : status === 'not_finished'
        ? classes.pillDanger
        : classes.pillNeutral;
  return (
    <span className={`${classes.pill} ${tone}`} data-testid="request-status">
      {t(`requests.statuses.${status}`)}
    </span>
  );
}
