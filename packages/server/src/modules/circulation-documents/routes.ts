import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiErrorSchema,
  CalendarFeedParamsSchema,
  CalendarFeedSchema,
  LoanTokenSchema,
  NoDebtsCheckSchema,
  NoDebtsCodeParamsSchema,
  NoDebtsMailResultSchema,
  NoDebtsVerificationSchema,
  PaymentSlipRequestSchema,
} from '@estante/contract';
import Type from 'typebox';
import type { CirculationDriver } from '../../circulation/driver.ts';
import { HttpError, requestLanguage } from '../../lib/http-errors.ts';
import { requesterOf } from '../../lib/requester.ts';
import { emailQuotas } from '../../mail/quotas.ts';
import { privateRoute } from '../../plugins/authentication.ts';
import { circulationDocumentsRepository } from './repository.ts';
import { circulationDocumentsService, type DocumentFile } from './service.ts';
import { circulationDocumentSettings, type CirculationDocumentSettings } from './settings.ts';

const errors = {
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  422: ApiErrorSchema,
};

/** The PDF or other file as a download nobody caches. */
function sendFile(reply: FastifyReply, file: DocumentFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.content);
}

/**
 * Loan token, no-debts declaration, payment slip and calendar feed (spec §3, §4, §7 Loans and
 * Units; docs/circulation.md). Every personal call is private; the verification of a
 * declaration and the calendar feed itself are public (their codes are the credentials).
 */
export const circulationDocumentsRoutes: FastifyPluginAsyncTypebox<{
  publicUrl: string | null;
  circulation: CirculationDriver;
  settings?: Partial<CirculationDocumentSettings>;
}> = async (app, options) => {
  // Given settings win over the environment's; an undefined one keeps the default.
  const given = Object.entries(options.settings ?? {}).filter(([, value]) => value !== undefined);
  const settings: CirculationDocumentSettings = {
    ...circulationDocumentSettings(),
    ...Object.fromEntries(given),
  };
  const service = circulationDocumentsService({
    repository: circulationDocumentsRepository(app.db.kysely),
    circulation: options.circulation,
    mailer: app.mailer,
    quotas: emailQuotas(app.counters, app.emailPolicy.quotas),
    settings,
    log: app.log,
  });
  // Only the send-mail form is multipart: small text fields; a file part is read and dropped.
  await app.register(multipart, {
    limits: { fields: 10, fieldSize: 4096, files: 1, fileSize: 5 * 1024 * 1024, parts: 12 },
  });
  const baseUrl = (request: FastifyRequest) =>
    (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  const lang = (request: FastifyRequest) => requestLanguage(request.headers);

  app.get(
    '/emprestimo/token',
    privateRoute({
      tags: ['emprestimo'],
      description:
        "The patron's loan token in force (spec §3): code, valid-until and a QR image of the " +
        'code; 404 loan_token_not_found when none or expired.',
      response: { 200: LoanTokenSchema, ...errors },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.currentToken(requesterOf(request));
    },
  );

  app.post(
    '/emprestimo/token',
    privateRoute({
      tags: ['emprestimo'],
      description:
        'Issues a new 6-digit loan token for a self-service machine, valid for LOAN_TOKEN_MINUTES ' +
        '(10), replacing the previous one.',
      response: { 200: LoanTokenSchema, ...errors },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.issueToken(requesterOf(request));
    },
  );

  app.get(
    '/unidade-informacao/nada-consta/verifica',
    privateRoute({
      tags: ['unidade-informacao'],
      description:
        'Whether the patron may have a no-debts declaration: no open loan, no open debit, no ' +
        'suspension in force; otherwise the lists of what stands in the way.',
      response: { 200: NoDebtsCheckSchema, ...errors },
    }),
    async (request) => service.check(requesterOf(request), lang(request)),
  );

  app.post(
    '/unidade-informacao/nada-consta',
    privateRoute({
      tags: ['unidade-informacao'],
      description:
        'Issues the no-debts declaration (application/pdf; its verification code in the ' +
        'X-Codigo-Verificacao header) and removes the patron from the information unit (spec ' +
        '§4). 422 no_debts_not_clear while loans, debits or a suspension remain.',
      response: { 200: Type.Any(), ...errors },
    }),
    async (request, reply) => {
      const { file, code } = await service.issueDeclaration(
        requesterOf(request),
        lang(request),
        baseUrl(request),
      );
      reply.header('x-codigo-verificacao', code);
      return sendFile(reply, file);
    },
  );

  app.get(
    '/nada-consta/verificar/:codigo',
    {
      schema: {
        tags: ['unidade-informacao'],
        description:
          'Public: confirms a no-debts declaration by its verification code (name, institution, ' +
          'date). 404 declaration_not_found for a code nobody was given.',
        params: NoDebtsCodeParamsSchema,
        response: { 200: NoDebtsVerificationSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => service.verify(request.params.codigo),
  );

  app.post(
    '/nada-consta/send-mail',
    privateRoute({
      tags: ['unidade-informacao'],
      description:
        'Multipart form: `emails` (addresses separated by semicolons, at most 5) and optional ' +
        "`codigo` (one of the patron's declarations; the latest by default). The declaration " +
        'is made again from its record and attached; a file part is ignored.',
      consumes: ['multipart/form-data'],
      response: {
        200: NoDebtsMailResultSchema,
        ...errors,
        415: ApiErrorSchema,
        429: ApiErrorSchema,
        503: ApiErrorSchema,
      },
    }),
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, 'validation_error', 'content-type');
      const fields: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'file') await part.toBuffer();
        else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
      return service.mailDeclaration(
        requesterOf(request),
        { emails: fields.emails, codigo: fields.codigo },
        lang(request),
        baseUrl(request),
      );
    },
  );

  app.post(
    '/unidade-informacao/gru',
    privateRoute({
      tags: ['unidade-informacao'],
      description:
        'A payment slip (application/pdf): `valor` in whole centavos above zero, at most the ' +
        "patron's open balance at library `codBiblioteca`; due in PAYMENT_SLIP_DUE_DAYS (5) days.",
      body: PaymentSlipRequestSchema,
      response: { 200: Type.Any(), ...errors },
    }),
    async (request, reply) =>
      sendFile(reply, await service.paymentSlip(requesterOf(request), request.body, lang(request))),
  );

  app.post(
    '/emprestimo/calendario',
    privateRoute({
      tags: ['emprestimo'],
      description:
        "A new private address of the patron's due-date calendar (iCalendar); the previous " +
        'address stops working.',
      response: { 200: CalendarFeedSchema, ...errors },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.resetCalendarFeed(requesterOf(request), baseUrl(request));
    },
  );

  app.get(
    '/emprestimo/calendario/:arquivo',
    {
      schema: {
        tags: ['emprestimo'],
        description:
          'Public, by its secret: the text/calendar feed of the open loans, one all-day event ' +
          'on each due date. 404 for an unknown or replaced secret.',
        params: CalendarFeedParamsSchema,
        response: { 200: Type.String(), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const ics = await service.calendarFeed(request.params.arquivo, lang(request));
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('referrer-policy', 'no-referrer')
        .send(ics);
    },
  );
};
