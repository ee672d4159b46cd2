import Type, { type Static } from 'typebox';

/**
 * Alerts on the wire (spec §3 "Alert: id, lido"; §4 alerts set, removed, marked read; §5 both
 * dates required for the alert filter; §7 GET /solicitacoes/alertas, PUT and DELETE
 * /solicitacoes/alertas/{id}). The server words each alert in the request's language.
 */

const Day = Type.String({ format: 'date' });

/** What produced an alert (table alert, migration 0026). */
export const ALERT_KINDS = [
  'profile',
  'request',
  'suggestion',
  'hold',
  'comment',
  'loan_request',
] as const;
export type AlertKindCode = (typeof ALERT_KINDS)[number];

/** GET /solicitacoes/alertas: both dates are required (spec §5), start not after end. */
export const AlertListQuerySchema = Type.Object({
  dataIni: Type.Optional(Day),
  dataFim: Type.Optional(Day),
});
export type AlertListQuery = Static<typeof AlertListQuerySchema>;

/** One alert of the personal area. */
export const AlertSchema = Type.Object({
  id: Type.Integer(),
  tipo: Type.Union([
    Type.Literal('profile'),
    Type.Literal('request'),
    Type.Literal('suggestion'),
    Type.Literal('hold'),
    Type.Literal('comment'),
    Type.Literal('loan_request'),
  ]),
  /** Read flag (spec §3). */
  lido: Type.Boolean(),
  /** When the alert was made (ISO 8601). */
  data: Type.String({ format: 'date-time' }),
  /** The alert worded in the request's language, plain text. */
  mensagem: Type.String(),
  /** The title it is about, when there is one. */
  cod_acervo: Type.Union([Type.Integer(), Type.Null()]),
});
export type Alert = Static<typeof AlertSchema>;

export const AlertsSchema = Type.Object({
  dataIni: Day,
  dataFim: Day,
  alertas: Type.Array(AlertSchema),
  /** Unread alerts in the period. */
  naoLidos: Type.Integer(),
});
export type Alerts = Static<typeof AlertsSchema>;

/** GET /solicitacoes/alertas/nao-lidas: the user menu's count (all unread alerts). */
export const UnreadAlertsSchema = Type.Object({ total: Type.Integer() });
export type UnreadAlerts = Static<typeof UnreadAlertsSchema>;

/** Most alerts one list answers (newest first). */
export const ALERT_LIST_LIMIT = 500;
