import {
  BASKET_EXPORT_LIMIT,
  parseAddressList,
  type BasketEmailResult,
  type BasketExportRequest,
} from '@estante/contract';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, type Lang } from '../../lib/http-errors.ts';
import { requesterKey, type Requester } from '../../lib/requester.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mayEmail, type EmailQuotaCounter } from '../../mail/quotas.ts';
import { exportFile, type ExportFile } from './formats.ts';
import type { BasketRepository } from './repository.ts';

interface Texts {
  subject: string;
  heading: string;
  body: string;
  note: string;
  locale: string;
}

/** The message is the library's own text; a sender's note only ever appears quoted below it. */
const TEXTS: Record<Lang, Texts> = {
  pt: {
    subject: 'Cesta de títulos',
    heading: 'Referências',
    body:
      'Esta mensagem foi enviada pelo catálogo {institution} a pedido de um usuário do catálogo.\n' +
      'Segue em anexo a exportação da cesta ({n} títulos).',
    note: 'Nota de quem enviou (não revisada pela biblioteca):',
    locale: 'pt-BR',
  },
  en: {
    subject: 'Basket of titles',
    heading: 'References',
    body:
      'This message was sent by the {institution} catalogue at the request of a catalogue user.\n' +
      'The basket export is attached ({n} titles).',
    note: 'Note from the sender (not reviewed by the library):',
    locale: 'en-GB',
  },
  es: {
    subject: 'Cesta de títulos',
    heading: 'Referencias',
    body:
      'Este mensaje fue enviado por el catálogo {institution} a pedido de un usuario del catálogo.\n' +
      'Se adjunta la exportación de la cesta ({n} títulos).',
    note: 'Nota de quien lo envió (no revisada por la biblioteca):',
    locale: 'es-ES',
  },
};

/** The message body: the fixed text, then the sender's note as a quotation, line by line. */
export function basketEmailText(texts: Texts, institution: string, titles: number, note?: string) {
  const body = texts.body.replace('{institution}', institution).replace('{n}', String(titles));
  const lines = note?.trim() ? note.trim().split(/\r\n|\r|\n/) : [];
  if (lines.length === 0) return `${body}\n`;
  return `${body}\n\n${texts.note}\n${lines.map((line) => `> ${line}`).join('\n')}\n`;
}

/** The outcome of an export: a file to download, or the report of an email sent. */
export type BasketExportResult =
  | { kind: 'download'; file: ExportFile; ignored: number[] }
  | { kind: 'email'; result: BasketEmailResult };

/** Options of the service. */
export interface BasketServiceOptions {
  /** The clock (the PDF shows the date of the export). */
  now?: () => Date;
  /** Visitors may send by email too (BASKET_EMAIL); signed-in patrons always may. */
  emailForVisitors: boolean;
  /** Recipients per sender and overall per hour. */
  quotas: EmailQuotaCounter;
}

/** Rules of the basket export (spec §7 exportar-cesta, §5 email addresses). */
export function basketService(
  repository: BasketRepository,
  mailer: Mailer,
  log: FastifyBaseLogger,
  options: BasketServiceOptions,
) {
  return {
    /**
     * Exports the basket's titles in their given order (repeats dropped). Codes with no title
     * are left out and reported (`ignorados`, or the `X-Acervos-Ignorados` header): a basket
     * lives in the browser and may outlive a title removed from the catalogue.
     *
     * By email, the subject and text are the library's (the sender's note is quoted below
     * them), the list has at most 5 addresses, and each address counts against the sender's
     * and the catalogue's hourly quotas.
     *
     * @throws HttpError 403 `email_export_disabled` when the requester may not send email;
     *   422 `basket_too_large` over 500 titles; 422 `invalid_email` naming the first bad
     *   address, 422 `too_many_recipients` over 5 (nothing is sent); 422 `titles_not_found`
     *   when no code is a title; 429 `mail_quota_exceeded`; 503 `mail_unavailable` when the
     *   mail server refuses or cannot be reached, or the outbox is full.
     */
    async exportBasket(
      request: BasketExportRequest,
      lang: Lang,
      requester: Requester,
    ): Promise<BasketExportResult> {
      const ids = [...new Set(request.acervos)];
      let recipients: string[] | null = null;
      if (request.opcoesEmail) {
        if (!mayEmail(requester, options.emailForVisitors))
          throw new HttpError(403, 'email_export_disabled');
        const parsed = parseAddressList(request.opcoesEmail.emails);
        const field = 'opcoesEmail.emails';
        if (!parsed.ok && parsed.reason === 'too_many') {
          throw new HttpError(422, 'too_many_recipients', field);
        }
        if (!parsed.ok) {
          throw new HttpError(
            422,
            'invalid_email',
            parsed.reason === 'invalid' ? parsed.invalid : field,
          );
        }
        recipients = parsed.addresses;
      }
      if (ids.length > BASKET_EXPORT_LIMIT) throw new HttpError(422, 'basket_too_large', 'acervos');
      const found = new Map((await repository.titles(ids)).map((t) => [t.id, t]));
      const titles = ids.flatMap((id) => found.get(id) ?? []);
      const ignored = ids.filter((id) => !found.has(id));
      if (titles.length === 0) throw new HttpError(422, 'titles_not_found', 'acervos');

      const texts = TEXTS[lang];
      const now = options.now?.() ?? new Date();
      const institution = (await repository.institutionName()) ?? 'Estante';
      const file = await exportFile(request.tipo, titles, {
        fields: request.dados,
        institution,
        heading: texts.heading,
        subtitle: new Intl.DateTimeFormat(texts.locale, { dateStyle: 'long' }).format(now),
      });
      if (!recipients) return { kind: 'download', file, ignored };

      if (!(await options.quotas.take(requesterKey(requester), recipients.length))) {
        throw new HttpError(429, 'mail_quota_exceeded');
      }
      try {
        await mailer.send({
          to: recipients,
          subject: `${texts.subject} — ${institution}`,
          text: basketEmailText(texts, institution, titles.length, request.opcoesEmail?.mensagem),
          attachments: [file],
        });
      } catch (error) {
        log.error({ err: error }, 'basket export: the email could not be sent');
        // The recipients' units stay taken: a failing server must not be retried in a loop.
        throw new HttpError(503, 'mail_unavailable');
      }
      return {
        kind: 'email',
        result: {
          emails: recipients,
          arquivo: file.filename,
          total: titles.length,
          ignorados: ignored,
        },
      };
    },
  };
}
