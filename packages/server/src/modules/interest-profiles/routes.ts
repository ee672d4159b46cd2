import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  AreaAuthorSubjectBodySchema,
  AreaAuthorSubjectDeleteQuerySchema,
  AreaAuthorSubjectProfilesSchema,
  CodeQuerySchema,
  JournalProfileBodySchema,
  JournalProfileSchema,
  JournalProfilesSchema,
  JournalSearchQuerySchema,
  JournalSearchResultSchema,
  MaterialCodeQuerySchema,
  MaterialTypeProfileBodySchema,
  MaterialTypeProfileSchema,
  MaterialTypeProfilesSchema,
  ProfileAuxInfoSchema,
  ProfileSearchQuerySchema,
  ProfileSearchResultSchema,
  ProfileTitlesQuerySchema,
  ProfileTitlesSchema,
  ProfileValidityBodySchema,
  ProfileValidityResultSchema,
} from '@estante/contract';
import Type from 'typebox';
import { requestLanguage } from '../../lib/http-errors.ts';
import { requesterOf } from '../../lib/requester.ts';
import { privateRoute } from '../../plugins/authentication.ts';
import { interestProfileRepository } from './repository.ts';
import { interestProfileService, type InterestProfileServiceOptions } from './service.ts';

const tags = ['perfil-interesse'];
const errors = { 401: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema };
const P = '/perfil-interesse';

/**
 * Interest profiles (spec §7 "Interest profiles", all under /perfil-interesse). Every call is
 * private: the patron is the token's, and another patron's profile is not found (404).
 */
export const interestProfileRoutes: FastifyPluginAsyncTypebox<
  InterestProfileServiceOptions
> = async (app, options) => {
  const service = interestProfileService(interestProfileRepository(app.db.kysely), options);
  const lang = (request: { headers: Record<string, string | string[] | undefined> }) =>
    requestLanguage(request.headers);

  app.get(
    `${P}/areas-interesse/info-auxiliar`,
    privateRoute({
      tags,
      description:
        'What the profile forms offer: knowledge-area classifications and their areas, the ' +
        'DSI kinds (area, author, subject), material types, languages and libraries.',
      response: { 200: ProfileAuxInfoSchema, ...errors },
    }),
    (request) => service.auxiliary(lang(request)),
  );

  app.get(
    `${P}/area-autor-assunto`,
    privateRoute({
      tags,
      description: 'The patron’s area, author and subject profiles, with validity and expiry.',
      response: { 200: AreaAuthorSubjectProfilesSchema, ...errors },
    }),
    (request) => service.areaAuthorSubject(requesterOf(request)),
  );

  app.post(
    `${P}/area-autor-assunto`,
    privateRoute({
      tags,
      description:
        'Adds a profile per item (tipoDSI area: knowledge-area codes; author, subject: ' +
        'headings) valid until validade; an item already followed gets the new validity. 422 ' +
        'profile_items_required, profile_validity_invalid, profile_item_unknown, ' +
        'profile_limit_reached.',
      body: AreaAuthorSubjectBodySchema,
      response: { 201: AreaAuthorSubjectProfilesSchema, ...errors },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addAreaAuthorSubject(requesterOf(request), request.body)),
  );

  app.delete(
    `${P}/area-autor-assunto`,
    privateRoute({
      tags,
      description:
        'Deletes profile codigo of kind tipoDSI (and, for areas, of classification ' +
        'codTipoArea). 404 when the patron has no such profile.',
      querystring: AreaAuthorSubjectDeleteQuerySchema,
      response: { 204: Type.Null(), ...errors },
    }),
    async (request, reply) => {
      await service.removeAreaAuthorSubject(requesterOf(request), request.query);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${P}/pesquisa`,
    privateRoute({
      tags,
      description:
        'Authors or subjects of the catalogue (index headings), or knowledge areas, containing ' +
        'termoPesquisa (3 characters or more), to add to a profile.',
      querystring: ProfileSearchQuerySchema,
      response: { 200: ProfileSearchResultSchema, ...errors },
    }),
    (request) => service.search(request.query),
  );

  app.put(
    `${P}/validade`,
    privateRoute({
      tags,
      description: 'Every profile of the patron (expired ones too) valid until validade.',
      body: ProfileValidityBodySchema,
      response: { 200: ProfileValidityResultSchema, ...errors },
    }),
    (request) => service.extend(requesterOf(request), request.body.validade),
  );

  app.get(
    `${P}/periodicos`,
    privateRoute({
      tags,
      description: 'The journals the patron follows.',
      response: { 200: JournalProfilesSchema, ...errors },
    }),
    (request) => service.journals(requesterOf(request)),
  );

  app.post(
    `${P}/periodicos`,
    privateRoute({
      tags,
      description:
        'Follows serial title codigo: alert on new issues (fasciculo), articles (artigo), ' +
        'contents (sumario) — at least one (spec §5: 422 journal_profile_type_required) — in ' +
        'bibliotecas (empty: all), until validade.',
      body: JournalProfileBodySchema,
      response: { 201: JournalProfileSchema, ...errors },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.saveJournal(requesterOf(request), request.body, 'create')),
  );

  app.put(
    `${P}/periodicos`,
    privateRoute({
      tags,
      description:
        'Changes the profile of journal codigo (same rules as POST). 404 when not followed.',
      body: JournalProfileBodySchema,
      response: { 200: JournalProfileSchema, ...errors },
    }),
    (request) => service.saveJournal(requesterOf(request), request.body, 'update'),
  );

  app.delete(
    `${P}/periodicos`,
    privateRoute({
      tags,
      description: 'Stops following journal codigo. 404 when not followed.',
      querystring: CodeQuerySchema,
      response: { 204: Type.Null(), ...errors },
    }),
    async (request, reply) => {
      await service.removeJournal(requesterOf(request), request.query.codigo);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${P}/periodicos/pesquisa`,
    privateRoute({
      tags,
      description:
        'Serial titles whose title or ISSN contains termoPesquisa, held by one of bibliotecas ' +
        '(absent: any), with the libraries holding them.',
      querystring: JournalSearchQuerySchema,
      response: { 200: JournalSearchResultSchema, ...errors },
    }),
    (request) => service.searchJournals(request.query),
  );

  app.get(
    `${P}/tipo-obra`,
    privateRoute({
      tags,
      description: 'The material types the patron follows.',
      response: { 200: MaterialTypeProfilesSchema, ...errors },
    }),
    (request) => service.materialTypes(requesterOf(request), lang(request)),
  );

  app.post(
    `${P}/tipo-obra`,
    privateRoute({
      tags,
      description:
        'Follows material type codigo in bibliotecas and idiomas (empty: all) until validade.',
      body: MaterialTypeProfileBodySchema,
      response: { 201: MaterialTypeProfileSchema, ...errors },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.saveMaterialType(
            requesterOf(request),
            request.body,
            'create',
            lang(request),
          ),
        ),
  );

  app.put(
    `${P}/tipo-obra`,
    privateRoute({
      tags,
      description: 'Changes the profile of material type codigo. 404 when not followed.',
      body: MaterialTypeProfileBodySchema,
      response: { 200: MaterialTypeProfileSchema, ...errors },
    }),
    (request) =>
      service.saveMaterialType(requesterOf(request), request.body, 'update', lang(request)),
  );

  app.delete(
    `${P}/tipo-obra`,
    privateRoute({
      tags,
      description: 'Stops following material type codigo. 404 when not followed.',
      querystring: MaterialCodeQuerySchema,
      response: { 204: Type.Null(), ...errors },
    }),
    async (request, reply) => {
      await service.removeMaterialType(requesterOf(request), request.query.codigo);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${P}/titulos`,
    privateRoute({
      tags,
      description:
        'Check titles: titles that arrived from dataIni to dataFim (default: today back one ' +
        'month) and serial issues received then, matching the patron’s profiles in force.',
      querystring: ProfileTitlesQuerySchema,
      response: { 200: ProfileTitlesSchema, ...errors },
    }),
    (request) => service.titles(requesterOf(request), request.query, lang(request)),
  );
};
