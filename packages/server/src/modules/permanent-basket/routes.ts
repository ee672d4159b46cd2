import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  PermanentBasketAddManySchema,
  PermanentBasketAddOneSchema,
  PermanentBasketChangeSchema,
  PermanentBasketQuerySchema,
  PermanentBasketRemovedSchema,
  PermanentBasketSchema,
} from '@estante/contract';
import Type from 'typebox';
import { requesterOf } from '../../lib/requester.ts';
import { privateRoute } from '../../plugins/authentication.ts';
import { permanentBasketRepository } from './repository.ts';
import { permanentBasketService } from './service.ts';

const tags = ['acervo'];
const errors = { 401: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema };

/** The permanent basket (spec §7 "Items"): private calls, the basket the token's patron's. */
export const permanentBasketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = permanentBasketService(permanentBasketRepository(app.db.kysely));

  app.post(
    '/acervo/cesta-permanente',
    privateRoute({
      tags,
      description:
        'Saves many titles (acervos) in the permanent basket at once; saved ones keep their ' +
        'date, unknown codes come back in ignorados. 422 permanent_basket_full past the limit ' +
        '(nothing saved).',
      body: PermanentBasketAddManySchema,
      response: { 200: PermanentBasketChangeSchema, ...errors },
    }),
    (request) => service.addMany(requesterOf(request), request.body.acervos),
  );

  app.put(
    '/acervo/cesta-permanente',
    privateRoute({
      tags,
      description:
        'Puts title acervo in the permanent basket (already there: nothing changes). 404 ' +
        'unknown title; 422 permanent_basket_full.',
      body: PermanentBasketAddOneSchema,
      response: { 200: PermanentBasketChangeSchema, ...errors },
    }),
    (request) => service.addOne(requesterOf(request), request.body.acervo),
  );

  app.delete(
    '/acervo/cesta-permanente/:acervo',
    privateRoute({
      tags,
      description:
        'Our addition: takes title {acervo} out of the permanent basket. 404 when it is not there.',
      params: Type.Object({ acervo: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
      response: { 200: PermanentBasketRemovedSchema, ...errors },
    }),
    (request) => service.remove(requesterOf(request), request.params.acervo),
  );

  app.get(
    '/acervo/cesta-permanente/colecao',
    privateRoute({
      tags,
      description:
        'The saved titles, saved between dataIni and dataFim (inclusive, each optional), in ' +
        'the order of tipoBusca: data (newest first, default), titulo, autor.',
      querystring: PermanentBasketQuerySchema,
      response: { 200: PermanentBasketSchema, ...errors },
    }),
    (request) => service.list(requesterOf(request), request.query),
  );
};
