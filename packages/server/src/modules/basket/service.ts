import {
  BASKET_EXPORT_LIMIT,
  type BasketEmailResult,
  type BasketExportRequest,
} from '@estante/contract';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-errors.ts';
import { parseAddressList } from '../../mail/email-address.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { exportFile, type ExportFile } from './formats.ts';
import type { BasketRepository } from './repository.ts';

import type { Lang } from '../../lib/http-errors.ts';

const TEXTS: Record<Lang, { subject: string; heading: string; body: string; locale: string }> = {
  pt: {
    subject: 'Cesta de títulos',
    heading: 'Referências',
    body: 'Segue em anexo a exportação da cesta ({n} títulos).',
    locale: 'pt-BR',
  },
  en: {
    subject: 'Basket of titles',
    heading: 'References',
    body: 'The basket export is attached ({n} titles).',
    locale: 'en-GB',
  },
  es: {
    subject: 'Cesta de títulos',
    heading: 'Referencias',
    body: 'Se adjunta la exportación de la cesta ({n} títulos).',
    locale: 'es-ES',
  },
};

/** The outcome of an export: a file to download, or the report of an email sent. */
export type BasketExportResult =
  | { kind: 'download'; file: ExportFile; ignored: number[] }
  | { kind: 'email'; result: BasketEmailResult };

/** Options of the service. */
export interface BasketServiceOptions {
  /** The clock (the PDF shows the date of the export). */
  now?: () => Date;
}

/** Rules of the basket export (spec §7 exportar-cesta, §5 email addresses). */
export function basketService(
  repository: BasketRepository,
  mailer: Mailer,
  log: FastifyBaseLogger,
  options: BasketServiceOptions = {},
) {
  return {
    /**
     * Exports the basket's titles in their given order (repeats dropped). Codes with no title
     * are left out and reported (`ignorados`, or the `X-Acervos-Ignorados` header): a basket
     * lives in the browser and may outlive a title removed from the catalogue.
     *
     * @throws HttpError 422 `basket_too_large` over 500 titles; 422 `invalid_email` naming the
     *   first bad address (nothing is sent); 422 `titles_not_found` when no code is a title;
     *   503 `mail_unavailable` when the mail server refuses or cannot be reached.
     */
    async exportBasket(request: BasketExportRequest, lang: Lang): Promise<BasketExportResult> {
      const ids = [...new Set(request.acervos)];
      if (ids.length > BASKET_EXPORT_LIMIT) throw new HttpError(422, 'basket_too_large', 'acervos');
      let recipients: string[] | null = null;
      if (request.opcoesEmail) {
        const parsed = parseAddressList(request.opcoesEmail.emails);
        if (!parsed.ok) throw new HttpError(422, 'invalid_email', parsed.invalid);
        recipients = parsed.addresses;
      }
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

      const note = request.opcoesEmail?.mensagem?.trim();
      const body = texts.body.replace('{n}', String(titles.length));
      try {
        await mailer.send({
          to: recipients,
          subject: request.opcoesEmail?.assunto?.trim() || `${texts.subject} — ${institution}`,
          text: note ? `${note}\n\n${body}\n` : `${body}\n`,
          attachments: [file],
        });
      } catch (error) {
        log.error({ err: error }, 'basket export: the email could not be sent');
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
