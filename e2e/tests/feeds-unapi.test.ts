import type { SearchResponse } from '@estante/contract';
import { describe, expect, it } from 'vitest';
import { gotoReady } from '../support/browser.ts';
import { axeAtBothWidths, ready } from '../support/pages.ts';
import { usePage } from '../support/use-page.ts';

const t = usePage();

/** Each `span.Z3988`'s ContextObject, as Zotero reads it. */
const coins = (titles: string[]) => titles.map((title) => new URLSearchParams(title));

describe('feeds, unAPI and COinS in the browser', () => {
  it('results link their search’s feed and mark every record; the title page its own', async () => {
    const { page, baseURL } = t;
    const response = await fetch(`${baseURL}/api/consulta?termo=historia&tamanho=20`);
    const { consulta } = (await response.json()) as SearchResponse;
    expect(consulta.data.length).toBeGreaterThan(0);
    // The search's feed (read before the page's own requests queue on the server): Atom, its
    // newest titles among the search's.
    const searchFeed = '/feeds/pesquisa.atom?guia=pesquisa_geral&termo=historia';
    const atom = await (await fetch(`${baseURL}${searchFeed}`)).text();
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(atom.match(/<entry>/g)?.length).toBe(Math.min(consulta.total, 50));

    await gotoReady(page, '/pesquisa_geral?termo=historia');
    await ready(page);
    const feed = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    expect(await feed.count()).toBe(1);
    expect(await feed.getAttribute('href')).toBe(searchFeed);
    expect(await page.locator('head link[rel="unapi-server"]').getAttribute('href')).toBe('/unapi');
    const ids = await page
      .locator('abbr.unapi-id')
      .evaluateAll((els) => els.map((e) => e.getAttribute('title')));
    expect(ids).toEqual(consulta.data.map((r) => String(r.cod_acervo)));
    const spans = await page
      .locator('span.Z3988')
      .evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
    const first = coins(spans)[0]!;
    expect(first.get('ctx_ver')).toBe('Z39.88-2004');
    expect(first.get('rft_id')).toBe(`${baseURL}/acervo/${consulta.data[0]!.cod_acervo}`);
    // The marks are hidden: nothing for axe to find at either width (the title page's one mark
    // is the same component).
    await axeAtBothWidths(page, 'results with citation marks');

    // Into a title page by the web app: the results page's server-written head goes with it.
    const record = consulta.data[0]!;
    await page.locator(`a[href="/acervo/${record.cod_acervo}"]`).first().click();
    await page.waitForURL((url) => url.pathname === `/acervo/${record.cod_acervo}`);
    await ready(page);
    await page.getByRole('heading', { level: 1, name: record.titulo }).waitFor();
    await page.waitForFunction(
      () => document.head.querySelectorAll('[data-page-head]').length === 0,
    );
    expect(await feed.count()).toBe(0);
    const marks = await page
      .locator('span.Z3988')
      .evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
    expect(marks).toHaveLength(1);
    const kev = coins(marks)[0]!;
    expect(kev.get('rft_id')).toBe(`${baseURL}/acervo/${record.cod_acervo}`);
    expect(kev.get('rft.btitle') ?? kev.get('rft.title') ?? kev.get('rft.jtitle')).toContain(
      record.titulo,
    );
    expect(await page.locator('abbr.unapi-id').getAttribute('title')).toBe(
      String(record.cod_acervo),
    );
  });

  it('keeps the server-written head of a title page opened directly, with one set of marks', async () => {
    const { page } = t;
    await gotoReady(page, '/acervo/1');
    await ready(page);
    expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(1);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/acervo\/1$/,
    );
    // The server's marks inside the root element were replaced by the web app's.
    expect(await page.locator('span.Z3988').count()).toBe(1);
  });
});
