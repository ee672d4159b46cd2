/**
 * The pages the server writes: robots.txt, the sitemap (index and pages), each title page's
 * head with its JSON-LD read back, the home and results heads, and 404 with the web app for
 * addresses and records that do not exist. The feed (modules/feeds) and unAPI (modules/unapi)
 * are tested here too, on the same catalogue: one database for the three.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXml } from '../oai/validate-xml.ts';
import {
  atomProblems,
  EVIL,
  openFixture,
  PUBLIC_URL,
  TEMPLATE,
  xmlProblems,
  type Fixture,
} from './test-fixture.ts';
import { parseXml, textsAt } from '../../test-support/parse-xml.ts';
import { sql } from 'kysely';
import { escapeHtml } from './html.ts';
import { buildApp } from '../../app.ts';
import { GENEROUS_RATE_LIMITS } from '../../test-support/app.ts';

let f: Fixture;
beforeAll(async () => {
  f = await openFixture();
}, 60_000);
afterAll(async () => f?.close());

const get = (url: string, headers: Record<string, string> = {}) => f.app.inject({ url, headers });

/** The text of an attribute escapeHtml wrote. */
const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's head elements: the JSON-LD blocks parsed, and a meta/link reader. */
function readHead(html: string) {
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  const attr = (pattern: RegExp) =>
    pattern
      .exec(html)?.[1]
      ?.replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return {
    jsonLd,
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    og: (property: string) => attr(new RegExp(`<meta property="${property}" content="([^"]*)"`)),
    lang: attr(/<html lang="([^"]*)"/),
  };
}

describe('robots.txt', () => {
  it('lets crawlers into the catalogue, not the personal area or the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /meupergamum');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    // Every line is a directive robots.txt knows, or blank.
    for (const line of lines)
      expect(line, line).toMatch(/^$|^(User-agent|Allow|Disallow|Sitemap): \S+$/);
  });
});

describe('sitemap', () => {
  it('is an index of pages by id range, each listing our own titles only', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xmlProblems(index.body)).toBe('');
    const pages = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(pages).toEqual([
      `${PUBLIC_URL}/sitemaps/acervo-1.xml`,
      `${PUBLIC_URL}/sitemaps/acervo-2.xml`,
    ]);
    expect(index.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);

    const first = await get('/sitemaps/acervo-1.xml');
    expect(first.statusCode).toBe(200);
    expect(xmlProblems(first.body)).toBe('');
    const urls = [...first.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toEqual([f.book, f.thesis, f.evil].map((id) => `${PUBLIC_URL}/acervo/${id}`));
    expect(urls).not.toContain(`${PUBLIC_URL}/acervo/${f.network}`);
    const second = await get('/sitemaps/acervo-2.xml');
    expect([...second.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${PUBLIC_URL}/acervo/${f.far}`,
    ]);
    // Pages past the end are empty; names that are not pages are not found.
    expect((await get('/sitemaps/acervo-9.xml')).body).not.toContain('<url>');
    for (const bad of ['/sitemaps/acervo-0.xml', '/sitemaps/x.xml', '/sitemaps/acervo-1.xml.gz'])
      expect((await get(bad)).statusCode, bad).toBe(404);
  });
});

describe('title pages', () => {
  it('carry the title, description, canonical link, Open Graph and the JSON-LD of a Book held by two libraries', async () => {
    const res = await get(`/acervo/${f.book}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const head = readHead(res.body);
    expect(head.lang).toBe('pt-BR');
    expect(head.title).toBe('Casa-grande & senzala: formação da família brasileira — UFT');
    expect(head.description).toContain('Freyre, Gilberto');
    expect(head.description).toContain('São Paulo: Global, 2019');
    expect(head.description).toContain('Disponível em: Biblioteca Central, Biblioteca Setorial');
    expect(head.canonical).toBe(`${PUBLIC_URL}/acervo/${f.book}`);
    expect(head.robots).toBeUndefined();
    expect(head.og('og:type')).toBe('book');
    expect(head.og('og:url')).toBe(`${PUBLIC_URL}/acervo/${f.book}`);
    expect(head.og('og:title')).toBe(head.title);

    expect(head.jsonLd).toHaveLength(1);
    const book = head.jsonLd[0]!;
    expect(book).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      '@id': `${PUBLIC_URL}/acervo/${f.book}`,
      name: 'Casa-grande & senzala: formação da família brasileira',
      isbn: '9788535902778',
      author: [{ '@type': 'Person', name: 'Freyre, Gilberto, 1900-1987' }],
      publisher: { '@type': 'Organization', name: 'Global', location: 'São Paulo' },
      datePublished: '2019',
      bookEdition: '51. ed',
      inLanguage: 'pt',
    });
    expect(book.offers).toEqual([
      {
        '@type': 'Offer',
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        availability: 'https://schema.org/InStock',
        inventoryLevel: { '@type': 'QuantitativeValue', value: 1 },
        offeredBy: { '@type': 'Library', name: 'Biblioteca Central', address: 'Rua A, 1' },
      },
      {
        '@type': 'Offer',
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        availability: 'https://schema.org/OutOfStock',
        inventoryLevel: { '@type': 'QuantitativeValue', value: 1 },
        offeredBy: { '@type': 'Library', name: 'Biblioteca Setorial' },
      },
    ]);
    // The same page for the title's tabs; the canonical link is the summary's.
    const tab = await get(`/acervo/${f.book}/exemplares`);
    expect(tab.statusCode).toBe(200);
    expect(readHead(tab.body).canonical).toBe(`${PUBLIC_URL}/acervo/${f.book}`);
  });

  it('types a thesis as Thesis, in the language the page asks for (as the web app: not by Accept-Language)', async () => {
    const res = await get(`/acervo/${f.thesis}?lng=en`, { 'accept-language': 'es' });
    const head = readHead(res.body);
    expect(head.lang).toBe('en');
    expect(head.description).toContain('Available at: Biblioteca Setorial');
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'Thesis', name: 'Redes de bibliotecas' });
    expect(
      readHead((await get(`/acervo/${f.thesis}`, { 'accept-language': 'es' })).body).lang,
    ).toBe('pt-BR');
    expect(readHead((await get(`/acervo/${f.thesis}?lng=es`)).body).lang).toBe('es');
  });

  it('escapes every text: nothing a record says can close the JSON-LD or an attribute', async () => {
    const res = await get(`/acervo/${f.evil}`);
    expect(res.statusCode).toBe(200);
    // Only the template's script and the JSON-LD block: no element came from the record.
    expect(res.body.match(/<script/g)).toHaveLength(2);
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(res.body).not.toContain('<!--');
    const head = readHead(res.body);
    expect(head.jsonLd[0]!.name).toBe(`Título ${EVIL}`);
    expect(head.title).toContain(`Título ${EVIL}`);
    expect(head.description).toContain(`Título ${EVIL}`);
  });

  it('marks network records (other institutions’) noindex, without offers', async () => {
    const res = await get(`/acervo/${f.network}`);
    expect(res.statusCode).toBe(200);
    const head = readHead(res.body);
    expect(head.robots).toBe('noindex');
    expect(head.jsonLd[0]!.offers).toBeUndefined();
  });
});

describe('home and results pages', () => {
  it('draw the first screen first in the body, in the web app’s words: the search band on home', async () => {
    const shellOf = (html: string) =>
      /<body>\s*(<div class="est-shell" data-shell aria-busy="true">[\s\S]*?)<div id="root">/.exec(
        html,
      )?.[1];
    const web = (lang: string) =>
      JSON.parse(
        fs.readFileSync(
          new URL(`../../../../web/src/locales/${lang}/translation.json`, import.meta.url),
          'utf8',
        ),
      ) as { app: { catalogue: string }; home: { heading: string; intro: string } };
    for (const lang of ['pt', 'en', 'es']) {
      const shell = shellOf((await get(`/?lng=${lang}`)).body);
      const { app, home } = web(lang);
      expect(shell).toContain('<span class="est-shell-name">Universidade Federal de Teste</span>');
      expect(shell).toContain(`UFT · ${app.catalogue}`);
      expect(shell).toContain(`<h1>${home.heading}</h1>`);
      expect(shell).toContain(`<p>${home.intro.replace('{{name}}', 'UFT')}</p>`);
    }
    // A search's results: the header, not the search band (the app draws the results' own).
    const results = shellOf((await get('/pesquisa_geral?termo=senzala')).body);
    expect(results).toContain('<span class="est-shell-name">Universidade Federal de Teste</span>');
    expect(results).not.toContain('<h1>');
    // A title page: its heading (escaped), and on its summary the cover the app draws there —
    // without a stored cover, the generated one in the page itself, the image the app asks for.
    const title = shellOf((await get(`/acervo/${f.evil}`)).body);
    expect(title).toContain(`<h1>${escapeHtml(`Título ${EVIL}`)}`);
    const inline = /<img class="est-shell-cover" src="data:image\/svg\+xml,([^"]*)"/.exec(
      title ?? '',
    );
    const generated = await get(`/api/vinculos/imagem?cod_acervo=${f.evil}&limite=240`);
    expect(decodeURIComponent(unescapeHtml(inline?.[1] ?? ''))).toBe(generated.body);
    // With a stored cover, its address (the server fetches the image once asked).
    await sql`update title set cover_url = 'https://example.org/capa.jpg' where id = ${f.book}`.execute(
      f.db.kysely,
    );
    try {
      const stored = shellOf((await get(`/acervo/${f.book}`)).body);
      expect(stored).toContain(`src="/api/vinculos/imagem?cod_acervo=${f.book}&amp;limite=240"`);
    } finally {
      await sql`update title set cover_url = null where id = ${f.book}`.execute(f.db.kysely);
    }
    // Its page's code (a lazily loaded chunk) preloaded, without what the first download has.
    const preloads = [
      ...(await get(`/acervo/${f.evil}`)).body.matchAll(
        /<link rel="(modulepreload|preload)"[^>]* href="([^"]+)"/g,
      ),
    ].map((m) => `${m[1]} ${m[2]}`);
    expect(preloads.sort()).toEqual([
      'modulepreload /assets/tabs-s.js',
      'modulepreload /assets/title-route-t.js',
      'preload /assets/tabs-s.css',
      'preload /assets/title-route-t.css',
    ]);
    expect((await get('/pesquisa_geral?termo=senzala')).body).not.toContain('preload');
    const tab = shellOf((await get(`/acervo/${f.evil}/exemplares`)).body);
    expect(tab).toContain('<h1>');
    expect(tab).not.toContain('<img class="est-shell-cover"');
  });

  it('name the institution and link the new-acquisitions feed from home', async () => {
    const head = readHead((await get('/')).body);
    expect(head.title).toBe('Catálogo — UFT');
    expect(head.description).toContain('Universidade Federal de Teste');
    expect(head.canonical).toBe(`${PUBLIC_URL}/`);
    const home = (await get('/')).body;
    expect(home).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Novas aquisições — UFT" href="/feeds/novas-aquisicoes.atom" data-page-head>',
    );
  });

  it('describe a search and keep its address as the canonical link', async () => {
    const res = await get('/pesquisa_geral?termo=hist%C3%B3ria%20%3Cb%3E&campo=todos&lng=pt');
    expect(res.statusCode).toBe(200);
    const head = readHead(res.body);
    expect(head.title).toBe('Resultados para “história <b>” — UFT');
    expect(head.description).toBe(
      'Resultados para “história <b>” no catálogo de Universidade Federal de Teste.',
    );
    expect(head.canonical).toBe(
      `${PUBLIC_URL}/pesquisa_geral?termo=hist%C3%B3ria+%3Cb%3E&campo=todos`,
    );
    expect(res.body).not.toContain('<b>');
    // The results link their search's feed: its criteria, without paging or language.
    expect(res.body).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Resultados para “história &lt;b&gt;” — UFT" href="/feeds/pesquisa.atom?guia=pesquisa_geral&amp;termo=hist%C3%B3ria+%3Cb%3E&amp;campo=todos" data-page-head>',
    );
    const paged = (await get('/pesquisa_geral?termo=senzala&pagina=2&tamanho=50')).body;
    expect(paged).toContain('href="/feeds/pesquisa.atom?guia=pesquisa_geral&amp;termo=senzala"');
    // The home page with the panel's course links that course's new acquisitions.
    expect((await get('/?filtro=NA_C%3A12')).body).toContain(
      'href="/feeds/novas-aquisicoes.atom?curso=12"',
    );
  });
});

describe('a results page’s first calls', () => {
  /** The answers the page carries for its app (first-answers.ts), parsed. */
  const answersOf = (html: string) => {
    const json = /<script type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(html);
    return json ? (JSON.parse(json[1]!) as Record<string, unknown>) : null;
  };

  it('carries the search’s answers as the API gives them, and its heading in the first screen', async () => {
    const page = '/pesquisa_geral?termo=alert(1)%3C%2Fscript%3E%3Cscript%3E&lng=en';
    const res = await get(page);
    expect(res.statusCode).toBe(200);
    const api = (url: string) => get(url, { 'accept-language': 'en' }).then((r) => r.json());
    const answers = answersOf(res.body);
    const termo = 'alert(1)</script><script>';
    expect(answers).toEqual({
      page,
      lang: 'en',
      consulta: await api(`/api/consulta?guia=pesquisa_geral&termo=${encodeURIComponent(termo)}`),
      filtros: await api(
        `/api/consulta/filtros?guia=pesquisa_geral&termo=${encodeURIComponent(termo)}`,
      ),
      ordenacao: await api('/api/consulta/ordenacao'),
    });
    // The record's own text, a hostile one, is in the answers, and closes no element.
    const consulta = (
      answers!.consulta as { consulta: { total: number; data: { titulo: string }[] } }
    ).consulta;
    expect(consulta.data.map((record) => record.titulo)).toContain(`Título ${EVIL}`);
    expect(res.body.match(/<script/g)).toHaveLength(2);
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(res.body).not.toContain('<!--');
    // The heading, in the web app's words and the page's language (searchResults.count).
    const en = JSON.parse(
      fs.readFileSync(
        new URL('../../../../web/src/locales/en/translation.json', import.meta.url),
        'utf8',
      ),
    ) as { searchResults: Record<string, string> };
    const count = en.searchResults[consulta.total === 1 ? 'count_one' : 'count_other']!.replace(
      '{{formatted}}',
      String(consulta.total),
    );
    expect(res.body).toContain(`<h2>${count} <q>${escapeHtml(termo)}</q></h2>`);
  });

  it('carries nothing for bad parameters or a search that finds nothing, without failing', async () => {
    for (const url of [
      '/pesquisa_geral?termo=senzala&tamanho=7',
      '/pesquisa_geral?termo=senzala&exibicao=Z',
      '/pesquisa_geral?campo=autor',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(answersOf(res.body), url).toBeNull();
      expect(res.body, url).not.toContain('<h2>');
    }
    const none = await get('/pesquisa_geral?termo=zzzqqqxxx');
    expect(answersOf(none.body)?.consulta).toMatchObject({ consulta: { total: 0 } });
    expect(none.body).not.toContain('<h2>');
  });

  it('counts against the search rate limit: refused, the page has no answers and is still served', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-web-pages-limit-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
    // Results and filters: two searches a page.
    const limited = await buildApp({
      db: f.db,
      webDist,
      rateLimits: { ...GENEROUS_RATE_LIMITS, search: 4 },
      searchMemoryIndex: false,
      auth: { publicUrl: PUBLIC_URL },
    });
    try {
      const page = () =>
        limited.inject({ url: '/pesquisa_geral?termo=alert', remoteAddress: '10.11.12.13' });
      expect(answersOf((await page()).body)).not.toBeNull();
      expect(answersOf((await page()).body)).not.toBeNull();
      const third = await page();
      expect(third.statusCode).toBe(200);
      expect(answersOf(third.body)).toBeNull();
      const api = await limited.inject({
        url: '/api/consulta?termo=alert',
        remoteAddress: '10.11.12.13',
      });
      expect(api.statusCode).toBe(429);
    } finally {
      await limited.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe('not found', () => {
  it('answers 404 with the web app for unknown addresses, titles and authorities', async () => {
    for (const url of [
      '/nao-existe',
      '/pesquisa_inexistente',
      '/a/b/c',
      '/acervo/99999999',
      '/acervo/abc',
      `/acervo/${f.book}/aba-que-nao-existe`,
      '/autoridade/99999999',
      '/meupergamum/nada',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('src="/assets/index-abc.js"');
      expect(readHead(res.body).title, url).toBe('Página não encontrada — UFT');
      expect(readHead(res.body).robots, url).toBe('noindex');
    }
    for (const url of ['/', '/cesta', '/meupergamum/alertas', '/novas_aquisicoes', '/login'])
      expect((await get(url)).statusCode, url).toBe(200);
  });
});

describe('new-acquisitions Atom feed (modules/feeds)', () => {
  const entries = (xml: string) =>
    [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => ({
      id: /<id>([^<]+)<\/id>/.exec(m[1]!)?.[1],
      title: /<title>([^<]+)<\/title>/.exec(m[1]!)?.[1],
      link: /<link rel="alternate" type="text\/html" href="([^"]+)"\/>/.exec(m[1]!)?.[1],
      updated: /<updated>([^<]+)<\/updated>/.exec(m[1]!)?.[1],
      published: /<published>([^<]+)<\/published>/.exec(m[1]!)?.[1],
    }));

  it('is Atom 1.0 with the newest acquisitions first, linking to their title pages', async () => {
    const res = await get('/feeds/novas-aquisicoes.atom');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = res.body;
    expect(atomProblems(xml)).toEqual([]);
    // The check sees a missing element.
    expect(atomProblems(xml.replace(/<updated>[^<]*<\/updated>/, ''))).toEqual([
      'feed: 0 <updated>',
    ]);
    const feed = xml.slice(0, xml.indexOf('<entry>'));
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pt-BR">');
    expect(feed).toContain(`<id>${PUBLIC_URL}/feeds/novas-aquisicoes.atom</id>`);
    expect(feed).toContain('<title>Novas aquisições — UFT</title>');
    expect(feed).toMatch(/<updated>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/updated>/);
    expect(feed).toContain(
      `<author><name>Universidade Federal de Teste</name><uri>${PUBLIC_URL}/</uri></author>`,
    );
    expect(feed).toContain(
      `<link rel="self" type="application/atom+xml" href="${PUBLIC_URL}/feeds/novas-aquisicoes.atom"/>`,
    );
    const list = entries(xml);
    // Acquired 03-03, 03-02, 03-01; the network record (03-04) is not ours.
    expect(list.map((e) => e.id)).toEqual(
      [f.thesis, f.evil, f.book].map((id) => `${PUBLIC_URL}/acervo/${id}`),
    );
    for (const e of list) {
      expect(e.link).toBe(e.id);
      expect(e.updated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
    expect(list[0]!.published).toBe('2026-03-03T00:00:00Z');
    expect(list[2]!.title).toBe('Casa-grande &amp; senzala: formação da família brasileira');
    expect(xml).toContain('<author><name>Freyre, Gilberto, 1900-1987</name></author>');
  });

  it('narrows to one library; refuses an unknown or malformed one', async () => {
    const libraries = await f.db.kysely.selectFrom('library').select(['id', 'name']).execute();
    const branch = libraries.find((l) => l.name === 'Biblioteca Setorial')!;
    const res = await get(`/feeds/novas-aquisicoes.atom?biblioteca=${branch.id}&lng=en`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>New acquisitions — Biblioteca Setorial — UFT</title>');
    expect(entries(res.body).map((e) => e.id)).toEqual(
      [f.thesis, f.book].map((id) => `${PUBLIC_URL}/acervo/${id}`),
    );
    expect((await get('/feeds/novas-aquisicoes.atom?biblioteca=99999')).statusCode).toBe(404);
    const bad = await get('/feeds/novas-aquisicoes.atom?biblioteca=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ key: 'validation_error' });
  });

  it('narrows to one course (its teaching plans’ titles, as the panel’s course filter)', async () => {
    const k = f.db.kysely;
    const { campus_id } = await k
      .selectFrom('library')
      .select('campus_id')
      .executeTakeFirstOrThrow();
    const course = await k
      .insertInto('course')
      .values({ code: 'BIB', name: 'Biblioteconomia', campus_id, level: 'undergraduate' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const discipline = await k
      .insertInto('discipline')
      .values({ code: 'BIB01', name: 'Catalogação', department_id: null, workload_hours: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const plan = await k
      .insertInto('teaching_plan')
      .values({ course_id: course.id, discipline_id: discipline.id, year: 2026, semester: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await k
      .insertInto('teaching_plan_title')
      .values(
        [f.book, f.evil].map((id) => ({
          teaching_plan_id: plan.id,
          title_id: id,
          kind: 'basic' as const,
        })),
      )
      .execute();
    const res = await get(`/feeds/novas-aquisicoes.atom?curso=${course.id}`);
    expect(res.statusCode).toBe(200);
    expect(atomProblems(res.body)).toEqual([]);
    expect(res.body).toContain('<title>Novas aquisições — Biblioteconomia — UFT</title>');
    expect(res.body).toContain(
      `<link rel="alternate" type="text/html" href="${PUBLIC_URL}/novas_aquisicoes?filtro=NA_C%3A${course.id}"/>`,
    );
    expect(entries(res.body).map((e) => e.id)).toEqual(
      [f.evil, f.book].map((id) => `${PUBLIC_URL}/acervo/${id}`),
    );
    const unknown = await get('/feeds/novas-aquisicoes.atom?curso=99999', {
      'accept-language': 'en',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ key: 'not_found', message: 'Resource not found.' });
    expect((await get('/feeds/novas-aquisicoes.atom?curso=0')).statusCode).toBe(400);
  });

  it('follows a search: its newest titles, escaped, with the search’s errors (never 500)', async () => {
    const res = await get(
      '/feeds/pesquisa.atom?guia=pesquisa_geral&termo=senzala&pagina=3&tamanho=7',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(atomProblems(res.body)).toEqual([]);
    expect(res.body).toContain('<title>Resultados para “senzala” — UFT</title>');
    const self = `${PUBLIC_URL}/feeds/pesquisa.atom?guia=pesquisa_geral&amp;termo=senzala`;
    expect(res.body).toContain(`<id>${self}</id>`);
    expect(res.body).toContain(
      `<link rel="alternate" type="text/html" href="${PUBLIC_URL}/pesquisa_geral?termo=senzala"/>`,
    );
    // Paging and size are not the feed's: the first page, newest first.
    expect(entries(res.body).map((e) => e.id)).toEqual([`${PUBLIC_URL}/acervo/${f.book}`]);
    // Every title (by a word all share), newest acquisition first; markup in a title escaped.
    const all = await get('/feeds/pesquisa.atom?termo=t%C3%ADtulo&lng=en');
    expect(atomProblems(all.body)).toEqual([]);
    expect(all.body).toContain('<title>Results for “título” — UFT</title>');
    expect(entries(all.body)[0]?.id).toBe(`${PUBLIC_URL}/acervo/${f.evil}`);
    expect(all.body).not.toContain('<script>');
    const evil = await get(`/feeds/pesquisa.atom?termo=${encodeURIComponent(EVIL)}`);
    expect(evil.statusCode).toBe(200);
    expect(atomProblems(evil.body)).toEqual([]);
    // Bad parameters: the API's answers, translated.
    const none = await get('/feeds/pesquisa.atom?guia=pesquisa_geral', { 'accept-language': 'en' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({
      key: 'search_field_required',
      message: 'Enter what you want to search for.',
    });
    for (const query of [
      'termo=a&filtro=T%3Anada',
      'termo=a&guia=nenhuma',
      'termo=a&guia=autoridades',
      'termo=a&periodo=8',
    ]) {
      const bad = await get(`/feeds/pesquisa.atom?${query}`, { 'accept-language': 'es' });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json(), query).toMatchObject({ key: 'validation_error' });
      expect(bad.json().message, query).toMatch(/^Valor no válido en el campo /);
    }
  });
});

describe('unAPI and COinS (modules/unapi)', () => {
  it('lists the formats, a record’s formats (300), and answers 404 and 406', async () => {
    const formats = await get('/unapi');
    expect(formats.statusCode).toBe(200);
    expect(formats.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xmlProblems(formats.body)).toBe('');
    const names = [...formats.body.matchAll(/<format name="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual(['mods', 'ris', 'marcxml', 'oai_dc']);
    const record = await get(`/unapi?id=${f.book}`);
    expect(record.statusCode).toBe(300);
    expect(record.body).toContain(`<formats id="${f.book}">`);
    expect((await get('/unapi?id=99999999')).statusCode).toBe(404);
    expect((await get('/unapi?id=abc&format=ris')).statusCode).toBe(404);
    const unknown = await get(`/unapi?id=${f.book}&format=bibtex`);
    expect(unknown.statusCode).toBe(406);
    expect(unknown.json()).toMatchObject({ status: 406, field: 'format' });
  });

  it('serves a record as MODS, RIS, MARCXML (MARC 21 slim) and oai_dc', async () => {
    const ris = await get(`/unapi?id=${f.book}&format=ris`);
    expect(ris.statusCode).toBe(200);
    expect(ris.headers['content-type']).toBe('application/x-research-info-systems; charset=utf-8');
    expect(ris.body).toMatch(/^TY {2}- BOOK/m);
    expect(ris.body).toMatch(/^AU {2}- Freyre, Gilberto/m);
    expect(ris.body).toMatch(/^SN {2}- 9788535902778/m);
    const marc = await get(`/unapi?id=${f.book}&format=marcxml`);
    expect(marc.headers['content-type']).toBe('application/marcxml+xml; charset=utf-8');
    expect(await validateXml([marc.body])).toEqual(new Map());
    expect(marc.body).toContain('<subfield code="a">9788535902778</subfield>');
    const dc = await get(`/unapi?id=${f.book}&format=oai_dc`);
    expect(dc.statusCode).toBe(200);
    expect(dc.body).toContain('<dc:identifier>URN:ISBN:9788535902778</dc:identifier>');
    const mods = await get(`/unapi?id=${f.book}&format=mods`);
    expect(mods.statusCode).toBe(200);
    expect(mods.headers['content-type']).toBe('application/xml; charset=utf-8');
    const record = parseXml(mods.body);
    expect([record.name, record.uri]).toEqual(['mods', 'http://www.loc.gov/mods/v3']);
    expect(textsAt(record, 'titleInfo/title')).toEqual(['Casa-grande & senzala']);
    expect(textsAt(record, 'name/namePart')).toEqual(['Freyre, Gilberto', '1900-1987']);
    expect(textsAt(record, 'identifier')).toEqual(['9788535902778']);
  });

  it('marks the title page with its unapi-id and a COinS span Zotero reads back', async () => {
    const html = (await get(`/acervo/${f.book}`)).body;
    expect(html).toContain(`<abbr class="unapi-id" title="${f.book}"></abbr>`);
    const title = /<span class="Z3988" title="([^"]*)"><\/span>/.exec(html)?.[1];
    const kev = new URLSearchParams(title!.replace(/&amp;/g, '&'));
    expect(kev.get('ctx_ver')).toBe('Z39.88-2004');
    expect(kev.get('rft_val_fmt')).toBe('info:ofi/fmt:kev:mtx:book');
    expect(kev.get('rft.genre')).toBe('book');
    expect(kev.get('rft.btitle')).toBe('Casa-grande & senzala: formação da família brasileira');
    expect(kev.getAll('rft.au')).toEqual(['Freyre, Gilberto, 1900-1987']);
    expect(kev.get('rft.isbn')).toBe('9788535902778');
    expect(kev.get('rft.date')).toBe('2019');
    expect(kev.get('rft.pub')).toBe('Global');
    expect(kev.get('rft_id')).toBe(`${PUBLIC_URL}/acervo/${f.book}`);
    // A thesis is a dissertation; the record's markup cannot leave the attribute.
    const thesis = (await get(`/acervo/${f.thesis}`)).body;
    expect(thesis).toContain('rft_val_fmt=info%3Aofi%2Ffmt%3Akev%3Amtx%3Adissertation');
    const evil = (await get(`/acervo/${f.evil}`)).body;
    const evilKev = /<span class="Z3988" title="([^"]*)"><\/span>/.exec(evil)?.[1];
    expect(new URLSearchParams(evilKev!.replace(/&amp;/g, '&')).get('rft.btitle')).toBe(
      `Título ${EVIL}`,
    );
  });
});
