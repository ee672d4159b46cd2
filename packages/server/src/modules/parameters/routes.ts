import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EventListSchema,
  FeaturesSchema,
  InfoBlockListSchema,
  InstitutionSchema,
  LibraryIdParamsSchema,
  ServiceDeskListSchema,
  ServiceDeskSchema,
} from '@estante/contract';
import { requesterOf } from '../../lib/requester.ts';
import { mayEmail } from '../../mail/quotas.ts';
import { parametersRepository } from './repository.ts';
import { parametersService } from './service.ts';

const tags = ['parametros'];
const INFO_SECTIONS = ['informacoes_gerais', 'secao_1', 'secao_2', 'faq'] as const;

/** GET /api/parametros/* — institution data for the page chrome (spec §7 Parameters). */
export const parametersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = parametersService(parametersRepository(app.db.kysely));

  app.get(
    '/parametros/instituicao',
    { schema: { tags, response: { 200: InstitutionSchema } } },
    () => service.institution(),
  );
  app.get(
    '/parametros/funcionalidades',
    { schema: { tags, response: { 200: FeaturesSchema } } },
    async (request) => ({
      ...(await service.features()),
      cesta_email: mayEmail(requesterOf(request), app.emailPolicy.forVisitors),
    }),
  );
  for (const section of INFO_SECTIONS) {
    app.get(
      `/parametros/${section}`,
      { schema: { tags, response: { 200: InfoBlockListSchema } } },
      () => service.infoBlocks(section),
    );
  }
  app.get(
    '/parametros/atendimento',
    { schema: { tags, response: { 200: ServiceDeskListSchema } } },
    () => service.serviceDesks(),
  );
  app.get(
    '/parametros/atendimento/:id',
    { schema: { tags, params: LibraryIdParamsSchema, response: { 200: ServiceDeskSchema } } },
    (request) => service.serviceDesk(request.params.id),
  );
  app.get(
    '/parametros/eventos_institucionais',
    { schema: { tags, response: { 200: EventListSchema } } },
    () => service.events(),
  );
};
