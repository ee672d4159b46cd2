import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authoritiesRoutes } from './authorities-routes.ts';
import { choicesRoutes } from './choices-routes.ts';
import { headingsRoutes } from './headings-routes.ts';
import { optionsRoutes } from './options-routes.ts';

/** Every discovery call under /api/consulta (docs/api.md "Discovery"). */
export const discoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(choicesRoutes);
  await app.register(headingsRoutes);
  await app.register(authoritiesRoutes);
  await app.register(optionsRoutes);
};

export { refreshDiscoveryIndexes } from './refresh.ts';
export { suggestCorrections } from './headings-service.ts';
