import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema, HealthSchema } from '@estante/contract';
import { HttpError } from '../../lib/http-errors.ts';

/** GET /api/health — answers 200 only when the database answers a real query. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: HealthSchema, 503: ApiErrorSchema } } },
    async (request) => {
      try {
        const row = await app.db.kysely
          .selectFrom('title')
          .select((eb) => eb.fn.countAll<number>().as('titles'))
          .executeTakeFirstOrThrow();
        return { status: 'ok' as const, database: app.db.kind, titles: Number(row.titles) };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database query failed');
        throw new HttpError(503, 'database_unavailable');
      }
    },
  );
};
