import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActivityIdParamsSchema,
  ActivityNoticeSchema,
  ActivityStatusSchema,
  ApiErrorSchema,
  AppLayersSchema,
  WorkPostingSchema,
  EventListSchema,
  FeaturesSchema,
  InfoBlockListSchema,
  InstitutionSchema,
  LibraryIdParamsSchema,
  SelfServiceSchema,
  ServiceDeskListSchema,
  ServiceDeskSchema,
} from '@estante/contract';
import { requesterOf } from '../../lib/requester.ts';
import { mayEmail } from '../../mail/quotas.ts';
import { parametersRepository } from './repository.ts';
import { parametersService, type ExternalSignInStatus } from './service.ts';

const tags = ['parametros'];
const INFO_SECTIONS = ['informacoes_gerais', 'secao_1', 'secao_2', 'faq'] as const;

/** GET /api/parametros/* — institution data for the page chrome (spec §7 Parameters). */
export const parametersRoutes: FastifyPluginAsyncTypebox<{
  /** External sign-in when configured: usaOIDC and link_logout_OIDC follow it. */
  externalSignIn?: ExternalSignInStatus | null;
}> = async (app, options) => {
  const service = parametersService(
    parametersRepository(app.db.kysely),
    options.externalSignIn ?? null,
  );

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
  app.get(
    '/parametros/eventos_eventum',
    {
      schema: {
        tags,
        description:
          'Upcoming and current events of the Eventum events system, soonest first, in the ' +
          'shape of eventos_institucionais.',
        response: { 200: EventListSchema },
      },
    },
    () => service.eventumEvents(),
  );
  app.get(
    '/parametros/atividade/:id',
    {
      schema: {
        tags,
        description: 'One activity (spec §6) and whether the institution has it on (ativo).',
        params: ActivityIdParamsSchema,
        response: { 200: ActivityStatusSchema, 404: ApiErrorSchema },
      },
    },
    (request) => service.activity(request.params.id),
  );
  app.get(
    '/parametros/atividade/:id/informativo',
    {
      schema: {
        tags,
        description: "The informational text of an activity's screen (null when none).",
        params: ActivityIdParamsSchema,
        response: { 200: ActivityNoticeSchema, 404: ApiErrorSchema },
      },
    },
    (request) => service.activityNotice(request.params.id),
  );
  app.get(
    '/parametros/autoatendimento',
    {
      schema: {
        tags,
        description: 'Self-service settings (spec §3): showAuto, codBibAuto, authAuto, idiomaAuto.',
        response: { 200: SelfServiceSchema },
      },
    },
    () => service.selfService(),
  );
  app.get(
    '/parametros/app-layers',
    {
      schema: {
        tags,
        description:
          "The institution's mobile app (App Layers): ativo, nome and url; off when not configured.",
        response: { 200: AppLayersSchema },
      },
    },
    () => service.appLayers(),
  );
  app.get(
    '/parametros/postagem-trabalho',
    {
      schema: {
        tags,
        description:
          "The institution's work-posting system (Paper post tab): ativo and nome; the address " +
          'only through POST /pessoas/postagem-trabalho/redirect.',
        response: { 200: WorkPostingSchema },
      },
    },
    () => service.workPosting(),
  );
};
