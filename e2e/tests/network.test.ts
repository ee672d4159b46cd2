import type { SearchResponse } from '@estante/contract';
import { describe, expect, it } from 'vitest';
import { gotoReady } from '../support/browser.ts';
import { waitForNetworkHarvest } from '../support/network.ts';
import { axeAtBothWidths, ready } from '../support/pages.ts';
import { usePage } from '../support/use-page.ts';

const t = usePage();

describe('the network catalogue in the browser', () => {
  it('shows harvested records with their institution and opens them, axe clean', async () => {
    const { page, baseURL } = t;
    // Harvested over HTTP from the server's own /oai at its first start, one set per institution.
    const institutions = await waitForNetworkHarvest(baseURL, 'brasil');
    expect(institutions.map((i) => i.codigo)).toEqual(['uel', 'ifs']);
    for (const institution of institutions) expect(institution.registros).toBeGreaterThan(0);
    const response = await fetch(`${baseURL}/api/consulta?guia=rede_pergamum_oai&termo=brasil`);
    const { consulta } = (await response.json()) as SearchResponse;
    expect(consulta.total).toBeGreaterThan(0);
    expect(consulta.rede_indisponivel).toBeUndefined();

    await gotoReady(page, '/rede_pergamum_oai?termo=brasil');
    await ready(page);
    const first = page.getByTestId('result').first();
    const shown = (await first.getByTestId('institution').textContent()) ?? '';
    const name = consulta.data[0]!.instituicao!.desc_empresa;
    expect(shown).toContain(name);
    await axeAtBothWidths(page, 'network-results');

    await first.getByRole('heading').getByRole('link').click();
    await page.waitForURL(new RegExp(`/acervo/${consulta.data[0]!.cod_acervo}$`));
    await ready(page);
    await expect.poll(() => page.locator('main').textContent()).toContain(name);
    const record = await fetch(
      `${baseURL}/api/rede-pergamum/acervo/${consulta.data[0]!.cod_acervo}`,
    );
    expect(
      ((await record.json()) as { instituicao: { desc_empresa: string } }).instituicao.desc_empresa,
    ).toBe(name);
    // The record's own heading, not the results page's still on screen while the title page's
    // code loads (a navigation keeps the old page until the new one can draw).
    await page.getByRole('heading', { level: 1, name: consulta.data[0]!.titulo }).waitFor();
    await axeAtBothWidths(page, 'network-title');
  });
});
