import type { AuthorityResult, AuthoritySearchKind } from '@estante/contract';
import { headingKey } from '../../catalogue/heading-key.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { plainText } from './plain-text.ts';
import {
  AUTHORITY_PAGE_SIZE,
  authoritiesRepository,
  type AuthoritiesRepository,
} from './authorities-repository.ts';
import {
  AUTHORITY_KIND_LABELS,
  AUTHORITY_KIND_OF,
  wireAuthorityKind,
  type Lang,
} from './labels.ts';

export { authoritiesRepository };

/** Authority search (the autoridades tab) by each kind of spec §3. */
export function authoritiesService(repository: AuthoritiesRepository) {
  return {
    /**
     * A page of authorities matching `term` (heading prefix or words of heading and see-from
     * forms). Throws 422 search_field_required when the term has nothing to search by.
     */
    search: async (typed: string, kind: AuthoritySearchKind, page: number, lang: Lang) => {
      const term = plainText(typed);
      // The same folding as authority.heading_key, so "Machado" and "machado," agree.
      const key = headingKey(term).replace(/^[\s.,;:/=+]+/u, '');
      if (key === '') throw new HttpError(422, 'search_field_required', 'termo');
      const kinds = kind === 'todos' ? null : [AUTHORITY_KIND_OF[kind]];
      const rows = await repository.search(term, key, kinds, page);
      const total =
        rows[0]?.total ??
        (page > 1 ? ((await repository.search(term, key, kinds, 1))[0]?.total ?? 0) : 0);
      const data: AuthorityResult[] = rows.map((row) => {
        const wire = wireAuthorityKind(row.kind);
        return {
          cod_autoridade: row.id,
          cabecalho: row.heading,
          tipo: wire,
          desc_tipo: AUTHORITY_KIND_LABELS[wire][lang],
          remissivas_ver: row.see_from,
          remissivas_ver_tambem: row.see_also,
          qtd_titulos: row.titles,
        };
      });
      return { data, total, page, page_size: AUTHORITY_PAGE_SIZE };
    },
  };
}
