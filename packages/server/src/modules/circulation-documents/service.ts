import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import {
  parseAddressList,
  type LoanToken,
  type NoDebtsCheck,
  type NoDebtsMailResult,
  type NoDebtsVerification,
} from '@estante/contract';
import { addDays, localDay } from '../../circulation/calendar.ts';
import type { CirculationDriver } from '../../circulation/driver.ts';
import { money } from '../../circulation/money.ts';
import { HttpError, type Lang } from '../../lib/http-errors.ts';
import { requesterKey, type Requester } from '../../lib/requester.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { EmailQuotaCounter } from '../../mail/quotas.ts';
import { writeIcs } from './ics.ts';
import { simpleDocumentPdf } from './pdf.ts';
import { isUniqueViolation, type CirculationDocumentsRepository } from './repository.ts';
import type { CirculationDocumentSettings } from './settings.ts';

/** A file the API answers with or attaches to an email. */
export interface DocumentFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

const LOCALES: Record<Lang, string> = { pt: 'pt-BR', en: 'en-GB', es: 'es-ES' };

const TEXTS = {
  pt: {
    declaration: 'DECLARAÇÃO DE NADA CONSTA',
    declarationBody: (name: string, login: string, institution: string, date: string) =>
      `Declaramos, para os devidos fins, que ${name}, usuário(a) ${login}, não possui ` +
      `empréstimos, débitos ou suspensões em aberto junto às bibliotecas de ${institution} ` +
      `em ${date}.`,
    departure:
      'Com a emissão desta declaração, o(a) usuário(a) foi desligado(a) da unidade de informação.',
    name: 'Nome',
    login: 'Login',
    date: 'Data de emissão',
    code: 'Código de verificação',
    verifyAt: 'Confira a autenticidade em',
    mailSubject: 'Declaração de nada consta',
    mailText: (institution: string, code: string, url: string) =>
      `Segue em anexo a declaração de nada consta emitida por ${institution}.\n\n` +
      `Código de verificação: ${code}\nConfira em: ${url}\n`,
    slip: 'GUIA DE RECOLHIMENTO',
    slipBody:
      'Guia para pagamento de débitos junto à biblioteca. Pague até o vencimento e apresente o ' +
      'comprovante na biblioteca.',
    library: 'Biblioteca',
    patron: 'Usuário(a)',
    amount: 'Valor',
    reference: 'Número de referência',
    dueDate: 'Vencimento',
    issued: 'Emitida em',
    calendar: 'Devoluções',
    returnOf: (title: string) => `Devolução: ${title}`,
    barcode: 'Exemplar',
  },
  en: {
    declaration: 'NO-DEBTS DECLARATION',
    declarationBody: (name: string, login: string, institution: string, date: string) =>
      `We declare that ${name}, user ${login}, has no open loans, debits or suspensions at the ` +
      `libraries of ${institution} on ${date}.`,
    departure: 'With this declaration, the user was removed from the information unit.',
    name: 'Name',
    login: 'Login',
    date: 'Issued on',
    code: 'Verification code',
    verifyAt: 'Check it at',
    mailSubject: 'No-debts declaration',
    mailText: (institution: string, code: string, url: string) =>
      `Attached is the no-debts declaration issued by ${institution}.\n\n` +
      `Verification code: ${code}\nCheck it at: ${url}\n`,
    slip: 'PAYMENT SLIP',
    slipBody:
      'Slip to pay debits at the library. Pay by the due date and show the receipt at the library.',
    library: 'Library',
    patron: 'User',
    amount: 'Amount',
    reference: 'Reference number',
    dueDate: 'Due date',
    issued: 'Issued on',
    calendar: 'Returns',
    returnOf: (title: string) => `Return: ${title}`,
    barcode: 'Copy',
  },
  es: {
    declaration: 'DECLARACIÓN DE NO ADEUDO',
    declarationBody: (name: string, login: string, institution: string, date: string) =>
      `Declaramos que ${name}, usuario(a) ${login}, no tiene préstamos, débitos ni suspensiones ` +
      `pendientes en las bibliotecas de ${institution} el ${date}.`,
    departure: 'Con esta declaración, el usuario fue dado de baja de la unidad de información.',
    name: 'Nombre',
    login: 'Usuario',
    date: 'Fecha de emisión',
    code: 'Código de verificación',
    verifyAt: 'Compruebe su autenticidad en',
    mailSubject: 'Declaración de no adeudo',
    mailText: (institution: string, code: string, url: string) =>
      `Adjuntamos la declaración de no adeudo emitida por ${institution}.\n\n` +
      `Código de verificación: ${code}\nCompruébela en: ${url}\n`,
    slip: 'BOLETA DE PAGO',
    slipBody:
      'Boleta para pagar débitos en la biblioteca. Pague antes del vencimiento y presente el ' +
      'comprobante en la biblioteca.',
    library: 'Biblioteca',
    patron: 'Usuario(a)',
    amount: 'Importe',
    reference: 'Número de referencia',
    dueDate: 'Vencimiento',
    issued: 'Emitida el',
    calendar: 'Devoluciones',
    returnOf: (title: string) => `Devolución: ${title}`,
    barcode: 'Ejemplar',
  },
} satisfies Record<Lang, unknown>;

/** Crockford base32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A declaration code: 12 random base32 characters (60 bits) as XXXX-XXXX-XXXX. */
export function declarationCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % 32]!).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** A code as typed (any case, spaces, missing dashes) in its stored form, or null. */
export function normalizeDeclarationCode(text: string): string | null {
  const chars = text.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (!/^[0-9A-HJKMNP-TV-Z]{12}$/.test(chars)) return null;
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the service needs besides the repository. */
export interface CirculationDocumentsDeps {
  repository: CirculationDocumentsRepository;
  /** The circulation driver: the declaration removes the patron from the unit through it. */
  circulation: Pick<CirculationDriver, 'leaveUnit'>;
  mailer: Mailer;
  quotas: EmailQuotaCounter;
  settings: CirculationDocumentSettings;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Rules of the circulation documents. Every call takes the patron from the verified token
 * (`requester.patronId`), never from a parameter.
 */
export function circulationDocumentsService(deps: CirculationDocumentsDeps) {
  const { repository, settings } = deps;
  const now = () => deps.now?.() ?? new Date();
  const today = () => localDay(now(), settings.timeZone);
  const patronOf = (requester: Requester): number => {
    if (requester.patronId === null) throw new HttpError(401, 'login_required');
    return requester.patronId;
  };
  const dateFormat = (lang: Lang) =>
    new Intl.DateTimeFormat(LOCALES[lang], {
      dateStyle: 'long',
      timeZone: settings.timeZone,
    });
  const dayFormat = (lang: Lang, day: string) =>
    new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'short', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );

  async function tokenAnswer(code: string, validUntil: Date): Promise<LoanToken> {
    const svg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return {
      token: code,
      valido_ate: validUntil.toISOString(),
      qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  async function declarationPdf(
    row: { code: string; name: string; login: string; institution: string; issued_at: Date },
    lang: Lang,
    baseUrl: string,
  ): Promise<DocumentFile> {
    const texts = TEXTS[lang];
    const date = dateFormat(lang).format(row.issued_at);
    const content = await simpleDocumentPdf({
      institution: row.institution,
      heading: texts.declaration,
      paragraphs: [
        texts.declarationBody(row.name, row.login, row.institution, date),
        texts.departure,
      ],
      fields: [
        { label: texts.name, value: row.name },
        { label: texts.login, value: row.login },
        { label: texts.date, value: date },
        { label: texts.code, value: row.code },
      ],
      footer: [`${texts.verifyAt}: ${verificationUrl(baseUrl, row.code)}`],
      compress: settings.compressPdf,
    });
    return {
      filename: `nada-consta-${row.code}.pdf`,
      contentType: 'application/pdf',
      content,
    };
  }

  const verificationUrl = (baseUrl: string, code: string) =>
    `${baseUrl}/api/nada-consta/verificar/${code}`;

  const service = {
    /** The patron's token in force. @throws 404 `loan_token_not_found` when none or expired. */
    async currentToken(requester: Requester): Promise<LoanToken> {
      const row = await repository.loanToken(patronOf(requester));
      if (!row || row.valid_until.getTime() <= now().getTime()) {
        throw new HttpError(404, 'loan_token_not_found');
      }
      return tokenAnswer(row.code, row.valid_until);
    },

    /** A new 6-digit token valid for `settings.tokenMinutes`, replacing the previous one. */
    async issueToken(requester: Requester): Promise<LoanToken> {
      const personId = patronOf(requester);
      const issuedAt = now();
      const validUntil = new Date(issuedAt.getTime() + settings.tokenMinutes * 60_000);
      for (let attempt = 0; ; attempt += 1) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        try {
          await repository.replaceLoanToken(personId, code, validUntil, issuedAt);
          return await tokenAnswer(code, validUntil);
        } catch (error) {
          // Another patron holds this code now: draw again (rare below ~10⁵ tokens in force).
          if (!isUniqueViolation(error) || attempt >= 20) throw error;
        }
      }
    },

    /** Whether the patron may have a no-debts declaration, and what stands in the way. */
    async check(requester: Requester, lang: Lang): Promise<NoDebtsCheck> {
      const personId = patronOf(requester);
      const [loans, debits, suspensions, departure] = await Promise.all([
        repository.openLoans(personId),
        repository.openDebits(personId),
        repository.activeSuspensions(personId, today()),
        repository.departure(personId),
      ]);
      return {
        nada_consta: loans.length === 0 && debits.length === 0 && suspensions.length === 0,
        emprestimos: loans.map((l) => ({
          cod_emprestimo: l.id,
          titulo: l.title,
          desc_biblioteca: l.library,
          data_devolucao_prevista: l.due_on,
        })),
        debitos: debits.map((d) => ({
          cod_debito: d.id,
          cod_biblioteca: d.library_id,
          desc_biblioteca: d.library,
          motivo: d.reason,
          saldo: money(Number(d.balance), lang),
        })),
        suspensoes: suspensions.map((s) => ({
          data_inicio: s.starts_on,
          data_fim: s.ends_on,
          motivo: s.reason,
          desc_biblioteca: s.library,
        })),
        desligado_em: departure ? departure.toISOString() : null,
      };
    },

    /**
     * Issues the declaration (a PDF) and removes the patron from the unit (spec §4), cancelling
     * their open holds.
     * @throws 422 `no_debts_not_clear` while a loan, a debit or a suspension remains.
     */
    async issueDeclaration(
      requester: Requester,
      lang: Lang,
      baseUrl: string,
    ): Promise<{ file: DocumentFile; code: string }> {
      const personId = patronOf(requester);
      const status = await service.check(requester, lang);
      if (!status.nada_consta) throw new HttpError(422, 'no_debts_not_clear');
      const name = (await repository.personName(personId)) ?? '';
      const institution = (await repository.institutionName()) ?? 'Estante';
      const row = {
        code: declarationCode(),
        name,
        login: requester.login ?? '',
        institution,
        issued_at: now(),
      };
      // One transaction: the declaration, the departure from the unit and the end of the
      // patron's open holds (their copies go to the next in the queues).
      await deps.circulation.leaveUnit(personId, row.issued_at, async (trx) => {
        // Checked again under the patron's lock (leaveUnit takes it first, as a check-out, a
        // return with a fine or a suspension does): one made since the check above is seen
        // here, and the declaration is refused with nothing written.
        const [loans, debits, suspensions] = await Promise.all([
          repository.openLoans(personId, trx),
          repository.openDebits(personId, trx),
          repository.activeSuspensions(personId, today(), trx),
        ]);
        if (loans.length > 0 || debits.length > 0 || suspensions.length > 0) {
          throw new HttpError(422, 'no_debts_not_clear');
        }
        return repository.recordDeclaration(trx, {
          code: row.code,
          personId,
          name,
          login: row.login,
          institution,
          issuedAt: row.issued_at,
        });
      });
      return { file: await declarationPdf(row, lang, baseUrl), code: row.code };
    },

    /** The public check of a code. @throws 404 `declaration_not_found`. */
    async verify(codeText: string): Promise<NoDebtsVerification> {
      const code = normalizeDeclarationCode(codeText);
      const row = code ? await repository.declarationByCode(code) : undefined;
      if (!row) throw new HttpError(404, 'declaration_not_found');
      return {
        valido: true,
        codigo: row.code,
        nome: row.name,
        instituicao: row.institution,
        data_emissao: row.issued_at.toISOString(),
      };
    },

    /**
     * Emails one of the patron's declarations (by `codigo`, else the latest) to `emails`
     * (`;`-separated, spec §5). The PDF is made again from the record, never taken from the
     * client, so nobody can mail another file in the library's name.
     * @throws 422 `invalid_email` / `too_many_recipients`; 404 `declaration_not_found`;
     *   429 `mail_quota_exceeded`; 503 `mail_unavailable`.
     */
    async mailDeclaration(
      requester: Requester,
      form: { emails: string | undefined; codigo: string | undefined },
      lang: Lang,
      baseUrl: string,
    ): Promise<NoDebtsMailResult> {
      const personId = patronOf(requester);
      const parsed = parseAddressList(form.emails ?? '');
      if (!parsed.ok && parsed.reason === 'too_many') {
        throw new HttpError(422, 'too_many_recipients', 'emails');
      }
      if (!parsed.ok) {
        throw new HttpError(
          422,
          'invalid_email',
          parsed.reason === 'invalid' ? parsed.invalid : 'emails',
        );
      }
      let row;
      if (form.codigo !== undefined && form.codigo.trim() !== '') {
        const code = normalizeDeclarationCode(form.codigo);
        row = code ? await repository.declarationByCode(code) : undefined;
        if (row?.person_id !== personId) row = undefined;
      } else {
        row = await repository.latestDeclaration(personId);
      }
      if (!row) throw new HttpError(404, 'declaration_not_found', 'codigo');
      const file = await declarationPdf(row, lang, baseUrl);
      if (!(await deps.quotas.take(requesterKey(requester), parsed.addresses.length))) {
        throw new HttpError(429, 'mail_quota_exceeded');
      }
      const texts = TEXTS[lang];
      try {
        await deps.mailer.send({
          to: parsed.addresses,
          subject: `${texts.mailSubject} — ${row.institution}`,
          text: texts.mailText(row.institution, row.code, verificationUrl(baseUrl, row.code)),
          attachments: [file],
        });
      } catch (error) {
        deps.log.error({ err: error }, 'no-debts declaration: the email could not be sent');
        throw new HttpError(503, 'mail_unavailable');
      }
      return { emails: parsed.addresses, codigo: row.code };
    },

    /**
     * A payment slip (PDF) for `valor` centavos at library `codBiblioteca`, due in
     * `settings.slipDueDays` days.
     * @throws 422 `slip_amount_invalid` unless whole centavos above zero; 422
     *   `slip_exceeds_balance` above the patron's open balance at that library.
     */
    async paymentSlip(
      requester: Requester,
      request: { valor: number; codBiblioteca: number },
      lang: Lang,
    ): Promise<DocumentFile> {
      const personId = patronOf(requester);
      const amount = request.valor;
      if (!Number.isSafeInteger(amount) || amount <= 0) {
        throw new HttpError(422, 'slip_amount_invalid', 'valor');
      }
      const balance = await repository.balanceAt(personId, request.codBiblioteca);
      if (amount > balance) throw new HttpError(422, 'slip_exceeds_balance', 'valor');
      const library = (await repository.libraryName(request.codBiblioteca)) ?? '';
      const name = (await repository.personName(personId)) ?? '';
      const institution = (await repository.institutionName()) ?? 'Estante';
      const createdAt = now();
      const dueOn = addDays(today(), settings.slipDueDays);
      let reference = '';
      for (let attempt = 0; ; attempt += 1) {
        reference = `${today().slice(0, 4)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
        try {
          await repository.insertPaymentSlip({
            reference,
            personId,
            libraryId: request.codBiblioteca,
            amountCents: amount,
            dueOn,
            createdAt,
          });
          break;
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 20) throw error;
        }
      }
      const texts = TEXTS[lang];
      const content = await simpleDocumentPdf({
        institution,
        heading: texts.slip,
        paragraphs: [texts.slipBody],
        fields: [
          { label: texts.library, value: library },
          { label: texts.patron, value: `${name} (${requester.login ?? ''})` },
          { label: texts.amount, value: money(amount, lang).valor.replace(/\u00a0/g, ' ') },
          { label: texts.reference, value: reference },
          { label: texts.dueDate, value: dayFormat(lang, dueOn) },
          { label: texts.issued, value: dateFormat(lang).format(createdAt) },
        ],
        footer: [],
        compress: settings.compressPdf,
      });
      return { filename: `gru-${reference}.pdf`, contentType: 'application/pdf', content };
    },

    /** A new private feed address (the old one stops working). */
    async resetCalendarFeed(requester: Requester, baseUrl: string): Promise<{ url: string }> {
      const personId = patronOf(requester);
      const secret = randomBytes(32).toString('base64url');
      await repository.setCalendarFeed(personId, sha256(secret), now());
      return { url: `${baseUrl}/api/emprestimo/calendario/${secret}.ics` };
    },

    /**
     * The feed of the patron whose secret this is: one all-day event per open loan, on its
     * due date. @throws 404 `not_found` for an unknown or replaced secret.
     */
    async calendarFeed(file: string, lang: Lang): Promise<string> {
      const secret = file.endsWith('.ics') ? file.slice(0, -4) : file;
      const personId = /^[A-Za-z0-9_-]{20,100}$/.test(secret)
        ? await repository.calendarFeedOwner(sha256(secret))
        : null;
      if (personId === null) throw new HttpError(404, 'not_found');
      const texts = TEXTS[lang];
      const institution = (await repository.institutionName()) ?? 'Estante';
      const loans = await repository.openLoans(personId);
      return writeIcs({
        name: `${texts.calendar} — ${institution}`,
        now: now(),
        events: loans.map((loan) => ({
          uid: `loan-${loan.id}-${loan.due_on}@estante`,
          day: loan.due_on,
          summary: texts.returnOf(loan.title),
          location: loan.library,
          description: `${texts.barcode}: ${loan.barcode}`,
          alarmDaysBefore: 1,
        })),
      });
    },
  };
  return service;
}

export type CirculationDocumentsService = ReturnType<typeof circulationDocumentsService>;
