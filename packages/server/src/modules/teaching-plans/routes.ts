import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  TeachingPlanChoicesSchema,
  TeachingPlanQuerySchema,
  TeachingPlansSchema,
} from '@estante/contract';
import { requesterOf } from '../../lib/requester.ts';
import { privateRoute } from '../../plugins/authentication.ts';
import { teachingPlanRepository } from './repository.ts';
import { teachingPlanService } from './service.ts';

const tags = ['acervo'];

/** The personal area's Teaching plan tab (spec §7 "Teaching plan"). Both calls are private. */
export const teachingPlanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = teachingPlanService(teachingPlanRepository(app.db.kysely));

  app.get(
    '/acervo/meu-pergamum/plano-ensino/disciplinas-bibliotecas',
    privateRoute({
      tags,
      description:
        'What the teaching-plan search offers: disciplines with plans (the signed-in ' +
        "professor's own flagged minha), libraries, years; professor true when the patron " +
        'teaches plans.',
      response: { 200: TeachingPlanChoicesSchema, 401: ApiErrorSchema },
    }),
    (request) => service.choices(requesterOf(request)),
  );

  app.get(
    '/acervo/meu-pergamum/plano-ensino/bibliografia',
    privateRoute({
      tags,
      description:
        'Teaching plans matching (departamento, ano, semestre, periodo, disciplina; meus=true: ' +
        "the signed-in professor's own), newest first, at most 30, with their bibliography: " +
        'lendable copies and those on the shelf (in biblioteca, or all), loans in the ' +
        'semester and students per copy. 422 teaching_plan_search_empty with no field (spec §5).',
      querystring: TeachingPlanQuerySchema,
      response: { 200: TeachingPlansSchema, 401: ApiErrorSchema, 422: ApiErrorSchema },
    }),
    (request) => service.bibliography(requesterOf(request), request.query),
  );
};
