import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema, ExternalDatabasesSchema } from '@estante/contract';
import { HttpError } from '../../lib/http-errors.ts';
import { requesterOf } from '../../lib/requester.ts';
import { privateRoute } from '../../plugins/authentication.ts';
import { databasesRepository } from './repository.ts';

/** GET /acervo/meu-pergamum/bases-dados (spec §7 "Items"): the Databases tab. */
export const databasesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = databasesRepository(app.db.kysely);
  app.get(
    '/acervo/meu-pergamum/bases-dados',
    privateRoute({
      tags: ['acervo'],
      description:
        'The external databases the patron may use: those offered to every patron and those ' +
        'offered to the category of the login signed in with, in the library’s order.',
      response: { 200: ExternalDatabasesSchema, 401: ApiErrorSchema },
    }),
    async (request) => {
      const requester = requesterOf(request);
      if (requester.patronId === null) throw new HttpError(401, 'login_required');
      const rows = await repository.forPatron(requester.patronId, requester.loginId);
      return rows.map((row) => ({
        codigo: row.id,
        nome: row.label,
        url: row.url,
        descricao: row.description,
      }));
    },
  );
};
