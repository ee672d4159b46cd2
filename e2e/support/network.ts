import type { NetworkInstitution, SearchResponse } from '@estante/contract';
import { expect } from 'vitest';

/**
 * Waits until the server has harvested every network institution once (the demo's network base
 * is filled over HTTP from the server's own /oai in the background at its first start) and the
 * search index has taken the records in: a network search for `term` finds some.
 * @returns the institutions and their status.
 */
export async function waitForNetworkHarvest(
  baseURL: string,
  term = 'historia',
): Promise<NetworkInstitution[]> {
  let institutions: NetworkInstitution[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseURL}/api/rede-pergamum/oai/instituicoes`);
        institutions = (await response.json()) as NetworkInstitution[];
        return institutions.length > 0 && institutions.every((i) => i.coleta.ok === true);
      },
      { timeout: 90_000, interval: 250 },
    )
    .toBe(true);
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `${baseURL}/api/consulta?guia=rede_pergamum_oai&termo=${encodeURIComponent(term)}`,
        );
        return ((await response.json()) as SearchResponse).consulta.total;
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBeGreaterThan(0);
  return institutions;
}
