import {
  PERMANENT_BASKET_LIMIT,
  type PermanentBasket,
  type PermanentBasketChange,
  type PermanentBasketQuery,
} from '@estante/contract';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { Requester } from '../../lib/requester.ts';
import type { PermanentBasketRepository } from './repository.ts';

/** Options of the service. */
export interface PermanentBasketServiceOptions {
  /** Most titles a basket holds (default PERMANENT_BASKET_LIMIT). */
  limit?: number;
  /** The clock. */
  now?: () => Date;
}

/** The patron of a private call. */
function patronOf(requester: Requester): number {
  if (requester.patronId === null) throw new HttpError(401, 'login_required');
  return requester.patronId;
}

/**
 * The permanent basket (spec §1, §7 "Items" cesta-permanente; docs/personal-area.md): titles a
 * patron keeps between sessions and devices, unlike the browser basket. Always the token's
 * patron's basket; it holds at most `limit` titles.
 */
export function permanentBasketService(
  repository: PermanentBasketRepository,
  options: PermanentBasketServiceOptions = {},
) {
  const limit = options.limit ?? PERMANENT_BASKET_LIMIT;
  const now = () => options.now?.() ?? new Date();

  /**
   * Saves titles: the known ones not saved yet are added, saved ones keep their date, unknown
   * codes are answered in `ignorados`. All or nothing: past the limit nothing is saved.
   *
   * @throws HttpError 422 permanent_basket_full; 404 when one title was asked for and it does
   *   not exist.
   */
  async function add(
    personId: number,
    requested: readonly number[],
  ): Promise<PermanentBasketChange> {
    const unique = [...new Set(requested)];
    const known = await repository.existingTitles(unique);
    const titles = unique.filter((id) => known.has(id));
    return repository.db.transaction().execute(async (trx) => {
      await repository.lockPerson(trx, personId);
      const already = await repository.saved(trx, personId, titles);
      const fresh = titles.filter((id) => !already.has(id));
      const total = await repository.count(trx, personId);
      if (total + fresh.length > limit) throw new HttpError(422, 'permanent_basket_full');
      await repository.add(trx, personId, fresh, now());
      return {
        adicionados: fresh.length,
        ja_salvos: already.size,
        ignorados: unique.filter((id) => !known.has(id)),
        total: total + fresh.length,
        limite: limit,
      };
    });
  }

  return {
    /** POST /acervo/cesta-permanente: many titles at once (the browser basket in one step). */
    addMany(requester: Requester, titleIds: readonly number[]) {
      return add(patronOf(requester), titleIds);
    },

    /**
     * PUT /acervo/cesta-permanente: puts one title in; already there, nothing changes.
     *
     * @throws HttpError 404 for an unknown title; 422 permanent_basket_full.
     */
    async addOne(requester: Requester, titleId: number) {
      const personId = patronOf(requester);
      const change = await add(personId, [titleId]);
      if (change.ignorados.length > 0) throw notFound();
      return change;
    },

    /**
     * DELETE /acervo/cesta-permanente/{acervo}: takes one title out.
     *
     * @throws HttpError 404 when the title is not in the patron's basket.
     */
    async remove(requester: Requester, titleId: number) {
      const personId = patronOf(requester);
      if (!(await repository.remove(personId, titleId))) throw notFound();
      return { total: await repository.count(repository.db, personId) };
    },

    /**
     * GET /acervo/cesta-permanente/colecao: the saved titles saved between dataIni and dataFim
     * (inclusive, either optional), in the order of tipoBusca.
     *
     * @throws HttpError 422 dates_out_of_order.
     */
    async list(requester: Requester, query: PermanentBasketQuery): Promise<PermanentBasket> {
      const personId = patronOf(requester);
      if (query.dataIni && query.dataFim && query.dataIni > query.dataFim) {
        throw new HttpError(422, 'dates_out_of_order', 'dataIni');
      }
      const [rows, total] = await Promise.all([
        repository.list({
          personId,
          order: query.tipoBusca ?? 'data',
          from: query.dataIni,
          to: query.dataFim,
        }),
        repository.count(repository.db, personId),
      ]);
      return {
        total,
        limite: limit,
        itens: rows.map((row) => ({
          cod_acervo: row.id,
          titulo: row.title,
          autor: row.author,
          ano_publicacao: row.year,
          tipo_obra: row.material_type,
          data_inclusao: new Date(row.added_at).toISOString(),
        })),
      };
    },
  };
}
