import type { Alert, AlertListQuery, Alerts } from '@estante/contract';
import { HttpError, type Lang } from '../../lib/http-errors.ts';
import type { Requester } from '../../lib/requester.ts';
import type { AlertRepository, AlertRow } from './repository.ts';
import { wordAlert } from './wording.ts';

export interface AlertServiceOptions {
  /** The libraries' time zone: the days of dataIni and dataFim are its days. */
  timeZone: string;
  /** The clock (tests). */
  now?: () => Date;
}

function patronOf(requester: Requester): number {
  if (requester.patronId === null) throw new HttpError(401, 'login_required');
  return requester.patronId;
}

function present(row: AlertRow, lang: Lang): Alert {
  return {
    id: row.id,
    tipo: row.kind,
    lido: row.readAt !== null,
    data: row.createdAt.toISOString(),
    mensagem: wordAlert(row.kind, row.params, lang),
    cod_acervo: row.titleId,
  };
}

/** Alerts of the personal area (spec §4: set, removed, marked read). Always the token's patron. */
export function alertService(repository: AlertRepository, options: AlertServiceOptions) {
  const now = () => options.now?.() ?? new Date();
  return {
    /**
     * The patron's alerts of a period, newest first, worded in `lang`.
     * @throws HttpError 422 alert_dates_required without both dates (spec §5);
     *   422 dates_out_of_order when dataIni is after dataFim.
     */
    async list(requester: Requester, query: AlertListQuery, lang: Lang): Promise<Alerts> {
      const personId = patronOf(requester);
      if (!query.dataIni) throw new HttpError(422, 'alert_dates_required', 'dataIni');
      if (!query.dataFim) throw new HttpError(422, 'alert_dates_required', 'dataFim');
      if (query.dataIni > query.dataFim) throw new HttpError(422, 'dates_out_of_order', 'dataIni');
      const rows = await repository.list(personId, query.dataIni, query.dataFim, options.timeZone);
      const alertas = rows.map((row) => present(row, lang));
      return {
        dataIni: query.dataIni,
        dataFim: query.dataFim,
        alertas,
        naoLidos: alertas.filter((alert) => !alert.lido).length,
      };
    },

    /** The patron's unread alerts, for the user menu. */
    async unread(requester: Requester): Promise<{ total: number }> {
      return { total: await repository.unread(patronOf(requester)) };
    },

    /**
     * Marks an alert read. @throws HttpError 404 not_found when it is not the patron's.
     */
    async markRead(requester: Requester, id: number, lang: Lang): Promise<Alert> {
      const row = await repository.markRead(patronOf(requester), id, now());
      if (!row) throw new HttpError(404, 'not_found');
      return present(row, lang);
    },

    /** Deletes an alert. @throws HttpError 404 not_found when it is not the patron's. */
    async remove(requester: Requester, id: number): Promise<void> {
      if (!(await repository.remove(patronOf(requester), id))) {
        throw new HttpError(404, 'not_found');
      }
    },
  };
}
