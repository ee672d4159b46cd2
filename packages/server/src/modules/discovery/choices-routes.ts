import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CampusChoiceSchema,
  CampusPageSchema,
  ChoiceCodeParamsSchema,
  ChoiceListQuerySchema,
  CourseChoiceSchema,
  CoursePageSchema,
  DisciplineChoiceSchema,
  DisciplinePageSchema,
  LibraryChoiceSchema,
  LibraryListQuerySchema,
  LibraryPageSchema,
  ProfessorChoiceSchema,
  ProfessorPageSchema,
} from '@estante/contract';
import { plainText } from './plain-text.ts';
import { choicesRepository } from './choices-repository.ts';
import { choicesService } from './choices-service.ts';

const tags = ['consulta'];

/**
 * GET /api/consulta/{disciplinas|cursos|professores|campus|bibliotecas} (search_text, page)
 * and /api/consulta/{professor|curso|campus|disciplina|biblioteca}/{code}.
 */
export const choicesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = choicesService(choicesRepository(app.db.kysely));
  const list = { tags, querystring: ChoiceListQuerySchema };
  const byCode = { tags, params: ChoiceCodeParamsSchema };

  app.get(
    '/consulta/professores',
    { schema: { ...list, response: { 200: ProfessorPageSchema } } },
    (req) => service.professors(plainText(req.query.search_text ?? ''), req.query.page ?? 1),
  );
  app.get(
    '/consulta/professor/:code',
    { schema: { ...byCode, response: { 200: ProfessorChoiceSchema } } },
    (req) => service.professor(req.params.code),
  );
  app.get('/consulta/cursos', { schema: { ...list, response: { 200: CoursePageSchema } } }, (req) =>
    service.courses(plainText(req.query.search_text ?? ''), req.query.page ?? 1),
  );
  app.get(
    '/consulta/curso/:code',
    { schema: { ...byCode, response: { 200: CourseChoiceSchema } } },
    (req) => service.course(req.params.code),
  );
  app.get(
    '/consulta/disciplinas',
    { schema: { ...list, response: { 200: DisciplinePageSchema } } },
    (req) => service.disciplines(plainText(req.query.search_text ?? ''), req.query.page ?? 1),
  );
  app.get(
    '/consulta/disciplina/:code',
    { schema: { ...byCode, response: { 200: DisciplineChoiceSchema } } },
    (req) => service.discipline(req.params.code),
  );
  app.get('/consulta/campus', { schema: { ...list, response: { 200: CampusPageSchema } } }, (req) =>
    service.campuses(plainText(req.query.search_text ?? ''), req.query.page ?? 1),
  );
  app.get(
    '/consulta/campus/:code',
    { schema: { ...byCode, response: { 200: CampusChoiceSchema } } },
    (req) => service.campus(req.params.code),
  );
  app.get(
    '/consulta/bibliotecas',
    { schema: { tags, querystring: LibraryListQuerySchema, response: { 200: LibraryPageSchema } } },
    (req) =>
      service.libraries(
        plainText(req.query.search_text ?? ''),
        req.query.page ?? 1,
        req.query.codCampus,
      ),
  );
  app.get(
    '/consulta/biblioteca/:code',
    { schema: { ...byCode, response: { 200: LibraryChoiceSchema } } },
    (req) => service.library(req.params.code),
  );
};
