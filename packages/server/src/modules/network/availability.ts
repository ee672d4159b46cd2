import type { SearchResponse } from '@estante/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { networkRepository } from './repository.ts';

/**
 * Searches of the network base when a harvested source is down (its last harvest failed),
 * spec §8: the records we hold are still answered, with `rede_indisponivel` naming the
 * institutions, so the web warns that the network service is unavailable above them; a search
 * that finds nothing cannot tell "no such record" from "its source is down", so it answers the
 * §8 error itself (500 network_unavailable, whose message says so).
 */
export function networkAvailability(db: Kysely<Database>) {
  const repository = networkRepository(db);
  return {
    async check(answer: SearchResponse): Promise<SearchResponse> {
      if (answer.consulta.base !== 'rede_pergamum_oai') return answer;
      const failed = await repository.failedSources();
      if (failed.length === 0) return answer;
      if (answer.consulta.total === 0) throw new HttpError(500, 'network_unavailable');
      const rede_indisponivel = failed.map((f) => ({ cod_empresa: f.id, desc_empresa: f.name }));
      return { ...answer, consulta: { ...answer.consulta, rede_indisponivel } };
    },
  };
}
