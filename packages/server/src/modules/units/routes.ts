import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CampusesSchema, UnitLibrariesSchema, UnitLibraryQuerySchema } from '@estante/contract';
import { unitRepository } from './repository.ts';

const tags = ['unidade-informacao'];

/**
 * Campuses and libraries (spec §3 "Campus: cod_campus, nome_campus. Library: cod_biblioteca,
 * desc_biblioteca"; §7 Units): the lists behind the purchase-suggestion and comment forms.
 * Catalogue data, open to every caller.
 */
export const unitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const units = unitRepository(app.db.kysely);

  app.get(
    '/campus',
    {
      schema: {
        tags,
        description: 'Every campus (cod_campus, nome_campus), by name.',
        response: { 200: CampusesSchema },
      },
    },
    async () => (await units.campuses()).map((c) => ({ cod_campus: c.id, nome_campus: c.name })),
  );

  app.get(
    '/unidade-informacao',
    {
      schema: {
        tags,
        description:
          'The libraries (cod_biblioteca, desc_biblioteca, cod_campus), by name; with campus, ' +
          'only that campus’s (an unknown campus has none).',
        querystring: UnitLibraryQuerySchema,
        response: { 200: UnitLibrariesSchema },
      },
    },
    async (request) =>
      (await units.libraries(request.query.campus)).map((l) => ({
        cod_biblioteca: l.id,
        desc_biblioteca: l.name,
        cod_campus: l.campus_id,
      })),
  );
};
