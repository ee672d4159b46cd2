import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountClosingBodySchema,
  ApiErrorSchema,
  PrivacySettingsBodySchema,
  PrivacySettingsSchema,
  SavedSearchBodySchema,
  SearchHistoryBodySchema,
  StoredSearchSchema,
} from '@estante/contract';
import Type from 'typebox';
import { requestLanguage } from '../../lib/http-errors.ts';
import { requesterOf } from '../../lib/requester.ts';
import { privateRoute } from '../../plugins/authentication.ts';
import type { PrivacyService } from './service.ts';

const tags = ['pessoas'];
const base = '/pessoas/meu-pergamum';
const errors = { 401: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema };
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** Privacy calls of the personal area (docs/privacy.md); ours, the spec names none. */
export const privacyRoutes: FastifyPluginAsyncTypebox<{ privacy: PrivacyService }> = async (
  app,
  { privacy },
) => {
  app.get(
    `${base}/privacidade`,
    privateRoute({
      tags,
      description:
        'Whether the server keeps the patron’s search history (off unless turned on) and for ' +
        'how many days.',
      response: { 200: PrivacySettingsSchema, ...errors },
    }),
    (request) => privacy.settings(requesterOf(request)),
  );

  app.put(
    `${base}/privacidade`,
    privateRoute({
      tags,
      description: 'Turns the server-side search history on or off; off deletes the history kept.',
      body: PrivacySettingsBodySchema,
      response: { 200: PrivacySettingsSchema, ...errors },
    }),
    (request) => privacy.setSettings(requesterOf(request), request.body.historico_pesquisa),
  );

  app.get(
    `${base}/historico-pesquisa`,
    privateRoute({
      tags,
      description: 'The searches the server kept (history on), newest first.',
      response: { 200: Type.Array(StoredSearchSchema), ...errors },
    }),
    (request) => privacy.history(requesterOf(request)),
  );

  app.post(
    `${base}/historico-pesquisa`,
    privateRoute({
      tags,
      description:
        'Logs a search in the server-side history (the same search moves to the top). 422 ' +
        'search_history_off unless the patron turned the history on.',
      body: SearchHistoryBodySchema,
      response: { 204: Type.Null(), ...errors },
    }),
    async (request, reply) => {
      await privacy.logSearch(requesterOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    `${base}/historico-pesquisa`,
    privateRoute({
      tags,
      description: 'Deletes the server-side search history.',
      response: { 204: Type.Null(), ...errors },
    }),
    async (request, reply) => {
      await privacy.clearHistory(requesterOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}/itens-salvos`,
    privateRoute({
      tags,
      description: 'Saved items: the patron’s saved searches, newest first.',
      response: { 200: Type.Array(StoredSearchSchema), ...errors },
    }),
    (request) => privacy.saved(requesterOf(request)),
  );

  app.post(
    `${base}/itens-salvos`,
    privateRoute({
      tags,
      description: 'Saves a search under a name. 422 saved_searches_limit past 100 saved searches.',
      body: SavedSearchBodySchema,
      response: { 201: StoredSearchSchema, ...errors },
    }),
    async (request, reply) =>
      reply.status(201).send(await privacy.save(requesterOf(request), request.body)),
  );

  app.delete(
    `${base}/itens-salvos/:id`,
    privateRoute({
      tags,
      description: 'Deletes a saved search of the patron (another patron’s: 404).',
      params: IdParams,
      response: { 204: Type.Null(), ...errors },
    }),
    async (request, reply) => {
      await privacy.deleteSaved(requesterOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}/meus-dados`,
    privateRoute({
      tags,
      description:
        'Everything the library holds about the patron: a ZIP with one JSON file per table ' +
        '(passwords and access codes left out) and a note on what each holds.',
      response: { 200: Type.Any(), ...errors },
    }),
    async (request, reply) => {
      const zip = await privacy.download(requesterOf(request), requestLanguage(request.headers));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="meus-dados-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip));
    },
  );

  app.post(
    `${base}/encerrar-conta`,
    privateRoute({
      tags,
      description:
        'Closes the patron’s account: the password again; 422 account_close_not_clear while ' +
        'something is on loan, owed or a suspension is in force. Erases the personal data, ' +
        'logins, saved searches, profiles and alerts; cancels open holds; loans, fines and ' +
        'requests stay with the anonymous account for the library’s records.',
      body: AccountClosingBodySchema,
      response: { 204: Type.Null(), 429: ApiErrorSchema, ...errors },
    }),
    async (request, reply) => {
      await privacy.closeAccount(requesterOf(request), request.body.senha);
      return reply.status(204).send(null);
    },
  );
};
