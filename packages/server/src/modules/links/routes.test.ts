import type { FastifyInstance } from 'fastify';
import { MATERIAL_TYPE_COLOURS } from '../../lib/catalogue-labels.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRecords } from '../../catalogue/title-store.ts';
import type { Db } from '../../db/database.ts';
import type { MarcRecord } from '../../marc/record.ts';
import {
  FAKE_CREDENTIALS,
  PNG_PIXEL,
  startFakeProviderServer,
} from '../../providers/test-provider-server.ts';
import { buildTestApp } from '../../test-support/app.ts';
import {
  bearer,
  createActivities,
  createPatron,
  publicToken,
  tokensOf,
} from '../../test-support/auth.ts';
import { fetchCover } from './cover-fetch.ts';
import { linksRepository, type LinksTables } from './repository.ts';
import { linksService } from './service.ts';

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let fake: Awaited<ReturnType<typeof startFakeProviderServer>>;
const ids: Record<string, number> = {};

function record(
  id: string,
  title: string,
  author: string | null,
  leader6 = 'a',
  links: [string, string][] = [],
): MarcRecord {
  return {
    leader: `00000n${leader6}m a2200000 a 4500`,
    fields: [
      { tag: '001', value: id },
      { tag: '003', value: 'TEST' },
      { tag: '008', value: '200101s2020    bl            000 0 por d' },
      { tag: '020', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: '9788543004792' }] },
      ...(author
        ? [{ tag: '100', ind1: '1', ind2: ' ', subfields: [{ code: 'a', value: author }] }]
        : []),
      { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: title }] },
      {
        tag: '264',
        ind1: ' ',
        ind2: '1',
        subfields: [
          { code: 'a', value: 'São Paulo :' },
          { code: 'b', value: 'Pearson,' },
          { code: 'c', value: '2020.' },
        ],
      },
      ...links.map(([u, y]) => ({
        tag: '856',
        ind1: '4',
        ind2: '0',
        subfields: [
          { code: 'u', value: u },
          { code: 'y', value: y },
        ],
      })),
    ],
  };
}

beforeAll(async () => {
  fake = await startFakeProviderServer();
  ({ app, db, close } = await buildTestApp());
  const saved = await saveRecords(db.kysely, [
    record('L1', 'Cálculo <volume> & "ponte"', 'Stewart, James', 'a', [
      ['https://plataforma.bvirtual.com.br/Acervo/Publicacao/123', 'E-book (Pearson)'],
      ['https://www.exemplo.org/resumo', 'Resumo'],
    ]),
    record('L2', 'Administração', 'Kotler, Philip', 'a', [
      ['https://integrada.minhabiblioteca.com.br/books/9788543004792', 'E-book (Minha Biblioteca)'],
    ]),
    record('L3', 'Sinfonia sem capa', null, 'c'),
    record('L4', 'Livro com capa', 'Autor, Um'),
    record('L5', 'Capa quebrada', 'Autor, Dois'),
    record('L6', 'Capa local', 'Autor, Três'),
    record('L7', 'Capa SVG remota', 'Autor, Quatro'),
  ]);
  expect(saved.rejected).toEqual([]);
  for (const row of await db.kysely
    .selectFrom('title')
    .select(['id', 'control_number'])
    .execute()) {
    ids[row.control_number!] = row.id;
  }
  const covers: [string, string][] = [
    ['L4', `${fake.baseUrl}/covers/pixel.png`],
    ['L5', `${fake.baseUrl}/covers/missing.png`],
    ['L6', '/capas/l6.jpg'],
    ['L7', `${fake.baseUrl}/covers/evil.svg`],
  ];
  for (const [key, url] of covers) {
    await db.kysely
      .updateTable('title')
      .set({ cover_url: url })
      .where('id', '=', ids[key]!)
      .execute();
  }
  await db.kysely
    .withTables<LinksTables>()
    .insertInto('ebook_provider')
    .values([
      {
        code: 'pearson',
        name: 'Biblioteca Virtual Pearson',
        link_host: 'bvirtual.com.br',
        api_url: `${fake.baseUrl}/pearson`,
        client_id: FAKE_CREDENTIALS.clientId,
        client_secret: FAKE_CREDENTIALS.clientSecret,
      },
      {
        code: 'grupoa',
        name: 'Minha Biblioteca',
        link_host: 'integrada.minhabiblioteca.com.br',
        api_url: `${fake.baseUrl}/grupoa`,
        client_id: FAKE_CREDENTIALS.clientId,
        client_secret: FAKE_CREDENTIALS.clientSecret,
      },
    ])
    .execute();
});

afterAll(async () => {
  await close();
  await fake.close();
});

describe('GET /api/vinculos/imagem', () => {
  it('draws a placeholder with the title and author escaped, coloured by material type', async () => {
    const res = await app.inject({ url: `/api/vinculos/imagem?cod_acervo=${ids.L1}&limite=300` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    const svg = res.body;
    expect(svg).toMatch(/^<svg [^>]*width="300" height="450"/);
    expect(svg).toContain('Cálculo &lt;volume&gt; &amp;');
    expect(svg).toContain('&quot;ponte&quot;');
    expect(svg).toContain('Stewart, James');
    expect(svg).not.toMatch(/<volume>|<script/);
    expect(svg).toContain(`fill="${MATERIAL_TYPE_COLOURS.book}"`);
    const score = await app.inject({ url: `/api/vinculos/imagem?cod_acervo=${ids.L3}` });
    expect(score.body).toContain(`fill="${MATERIAL_TYPE_COLOURS.score}"`); // leader/06 c
    expect(score.body).toMatch(/width="200" height="300"/);
  });

  it('serves a stored http(s) cover from our own origin', async () => {
    // The fake server listens on 127.0.0.1, which the route's address policy refuses (see
    // covers.test.ts): the route draws the placeholder, and the service, given a test policy
    // allowing loopback, serves the image.
    const res = await app.inject({ url: `/api/vinculos/imagem?cod_acervo=${ids.L4}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    const covers = (url: string) => fetchCover(url, { addressPolicy: () => true });
    const cover = await linksService(linksRepository(db.kysely), app.log, covers).cover(ids.L4!);
    expect(cover).toEqual({ kind: 'image', contentType: 'image/png', body: PNG_PIXEL });
  });

  it('falls back to the placeholder when the cover fails to load or is not a raster image', async () => {
    for (const key of ['L5', 'L7']) {
      const res = await app.inject({ url: `/api/vinculos/imagem?cod_acervo=${ids[key]}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.body).not.toContain('<script');
    }
  });

  it('redirects to a cover on our own origin', async () => {
    const res = await app.inject({ url: `/api/vinculos/imagem?cod_acervo=${ids.L6}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/capas/l6.jpg');
  });

  it('404 for an unknown title, 400 naming the field for bad input', async () => {
    expect((await app.inject({ url: '/api/vinculos/imagem?cod_acervo=999999' })).statusCode).toBe(
      404,
    );
    for (const [query, field] of [
      ['', 'cod_acervo'],
      ['cod_acervo=abc', 'cod_acervo'],
      [`cod_acervo=${ids.L1}&limite=5`, 'limite'],
    ] as const) {
      const res = await app.inject({ url: `/api/vinculos/imagem?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ key: 'validation_error', field });
    }
  });
});

describe('GET /api/vinculos/links-resultado', () => {
  it('lists each title’s 856 links, marking the ones a configured provider serves', async () => {
    const res = await app.inject({
      url: `/api/vinculos/links-resultado?acervos=${ids.L1},${ids.L3},999999,${ids.L2}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        cod_acervo: ids.L1,
        links: [
          {
            seq_paragrafo: 1,
            url: 'https://plataforma.bvirtual.com.br/Acervo/Publicacao/123',
            descricao: 'E-book (Pearson)',
            restrito: true,
            provedor: 'pearson',
          },
          {
            seq_paragrafo: 2,
            url: 'https://www.exemplo.org/resumo',
            descricao: 'Resumo',
            restrito: false,
            provedor: null,
          },
        ],
      },
      { cod_acervo: ids.L3, links: [] },
      {
        cod_acervo: ids.L2,
        links: [
          {
            seq_paragrafo: 1,
            url: 'https://integrada.minhabiblioteca.com.br/books/9788543004792',
            descricao: 'E-book (Minha Biblioteca)',
            restrito: true,
            provedor: 'grupoa',
          },
        ],
      },
    ]);
  });

  it.each(['', '1,abc', '0', '1;2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')])(
    '400 naming acervos for %j',
    async (acervos) => {
      const res = await app.inject({ url: `/api/vinculos/links-resultado?acervos=${acervos}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ key: 'validation_error', field: 'acervos' });
    },
  );
});

describe('GET /api/vinculos/abnt/{id} and /target/{id}', () => {
  it('answers the ABNT reference and the online address', async () => {
    const res = await app.inject({ url: `/api/vinculos/abnt/${ids.L2}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cod_acervo).toBe(ids.L2);
    expect(body.referencia).toMatch(/^KOTLER, Philip\. Administração\. São Paulo: Pearson, 2020\./);
    expect(body.referencia_html).toContain('<strong>Administração</strong>');
    expect(body.url).toBe('https://integrada.minhabiblioteca.com.br/books/9788543004792');
  });

  it('escapes markup of the record in the HTML reference', async () => {
    const body = (await app.inject({ url: `/api/vinculos/abnt/${ids.L1}` })).json();
    expect(body.referencia_html).toContain('&lt;volume&gt;');
    expect(body.referencia_html).not.toContain('<volume>');
  });

  it('Target GEDWeb is not connected: an empty list', async () => {
    const res = await app.inject({ url: `/api/vinculos/target/${ids.L1}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('404 for unknown titles, 400 for non-numeric ids', async () => {
    for (const path of ['abnt', 'target']) {
      expect((await app.inject({ url: `/api/vinculos/${path}/999999` })).statusCode).toBe(404);
      const bad = await app.inject({ url: `/api/vinculos/${path}/abc` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'id' });
    }
  });
});

async function accessCount(): Promise<number> {
  const row = await db.kysely
    .withTables<LinksTables>()
    .selectFrom('link_access')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const client = { browser: 'Firefox', device: 'desktop', os: 'Linux' };
const ana = { login: 'ana' };

/** The service the route calls, for a signed-in reader (sign-in is not built yet). */
const service = () => linksService(linksRepository(db.kysely), app.log);

describe('POST /api/vinculos/acesso-restrito/{a}/s/{b}', () => {
  it('a visitor naming any user gets 401 login_required, no provider token and no record', async () => {
    const before = await accessCount();
    const calls = fake.calls.length;
    const res = await app.inject({
      method: 'POST',
      url: `/api/vinculos/acesso-restrito/${ids.L1}/s/1`,
      payload: { userId: 'someone', ...client },
      headers: { 'x-idioma': '5' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 401,
      key: 'login_required',
      message: 'Sign in to continue.',
    });
    expect(fake.calls.length).toBe(calls);
    expect(await accessCount()).toBe(before);
    // Without any body too.
    const bare = await app.inject({
      method: 'POST',
      url: `/api/vinculos/acesso-restrito/${ids.L2}/s/1`,
      payload: {},
    });
    expect(bare.statusCode).toBe(401);
  });

  it('Pearson: provider data for the signed-in reader, and the access is recorded', async () => {
    const before = await accessCount();
    const answer = await service().restrictedAccess(ids.L1!, 1, ana, client);
    expect(answer).toEqual({
      provedor: 'pearson',
      dados: {
        url: 'https://leitor.pearson.example/sso',
        token: 'sso-ana-9788543004792',
        login: 'ana',
        isbn: '9788543004792',
      },
    });
    expect(await accessCount()).toBe(before + 1);
  });

  it('Grupo A: our /grupoa page with a session, which /vinculos/grupoa turns into the reader URL', async () => {
    const body = await service().restrictedAccess(ids.L2!, 1, { login: '42' }, {});
    expect(body).toEqual({
      provedor: 'grupoa',
      url: expect.stringMatching(/^\/grupoa\?sessionid=sessao-/),
    });
    const sessionid = new URL(body.url!, 'http://x').searchParams.get('sessionid');
    const opened = await app.inject({
      method: 'POST',
      url: '/api/vinculos/grupoa',
      payload: { sessionid },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ url: `https://leitor.grupoa.example/ler?sessao=${sessionid}` });
  });

  it('/vinculos/grupoa refuses a session we did not open or that expired', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/vinculos/grupoa',
      payload: { sessionid: 'sessao-999-abcdef' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ key: 'ebook_supplier_not_found' });
    const repo = linksRepository(db.kysely);
    await repo.saveSession({
      id: 'sessao-velha-123',
      provider: 'grupoa',
      titleId: ids.L2!,
      userId: 'ana',
      expiresAt: new Date(Date.now() - 1000),
    });
    const expired = await app.inject({
      method: 'POST',
      url: '/api/vinculos/grupoa',
      payload: { sessionid: 'sessao-velha-123' },
    });
    expect(expired.statusCode).toBe(422);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/vinculos/grupoa',
      payload: { sessionid: '../../x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'sessionid' });
  });

  it('422 "e-book supplier data not found" for a link no provider serves, and when the provider refuses', async () => {
    await expect(service().restrictedAccess(ids.L1!, 2, ana, client)).rejects.toMatchObject({
      status: 422,
      key: 'ebook_supplier_not_found',
    });
    fake.setRefuse(true);
    try {
      await expect(service().restrictedAccess(ids.L1!, 1, ana, client)).rejects.toMatchObject({
        key: 'ebook_supplier_not_found',
      });
    } finally {
      fake.setRefuse(false);
    }
  });

  it('422 when the provider is disabled', async () => {
    const links = db.kysely.withTables<LinksTables>();
    await links
      .updateTable('ebook_provider')
      .set({ enabled: false })
      .where('code', '=', 'pearson')
      .execute();
    try {
      await expect(service().restrictedAccess(ids.L1!, 1, ana, client)).rejects.toMatchObject({
        status: 422,
      });
      const list = (
        await app.inject({ url: `/api/vinculos/links-resultado?acervos=${ids.L1}` })
      ).json();
      expect(list[0].links[0]).toMatchObject({ restrito: false, provedor: null });
    } finally {
      await links
        .updateTable('ebook_provider')
        .set({ enabled: true })
        .where('code', '=', 'pearson')
        .execute();
    }
  });

  it('404 for an unknown title or link; 400 naming the field for bad input', async () => {
    await expect(service().restrictedAccess(999999, 1, ana, client)).rejects.toMatchObject({
      status: 404,
    });
    await expect(service().restrictedAccess(ids.L1!, 9, ana, client)).rejects.toMatchObject({
      status: 404,
    });
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
    for (const [url, payload, field] of [
      [`/api/vinculos/acesso-restrito/x/s/1`, client, 'a'],
      [`/api/vinculos/acesso-restrito/${ids.L1}/s/0`, client, 'b'],
      [`/api/vinculos/acesso-restrito/${ids.L1}/s/1`, { browser: 'x'.repeat(201) }, 'browser'],
    ] as const) {
      const res = await post(url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ key: 'validation_error', field });
    }
  });
});

describe('POST /api/vinculos/estatistica-acesso', () => {
  it('records the access and answers 204', async () => {
    const before = await accessCount();
    const res = await app.inject({
      method: 'POST',
      url: '/api/vinculos/estatistica-acesso',
      payload: {
        cod_acervo: ids.L1,
        seq_paragrafo: 2,
        url: 'https://www.exemplo.org/resumo',
        user_id: 7,
        ...client,
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await accessCount()).toBe(before + 1);
    const last = await db.kysely
      .withTables<LinksTables>()
      .selectFrom('link_access')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({
      title_id: ids.L1,
      seq_paragraph: 2,
      // A user id in the body is ignored: only the signed-in patron is recorded, and a visitor
      // is nobody.
      user_id: null,
      browser: 'Firefox',
      os: 'Linux',
    });
  });

  it('answers 204 even when recording fails (unknown title), recording nothing', async () => {
    const before = await accessCount();
    const res = await app.inject({
      method: 'POST',
      url: '/api/vinculos/estatistica-acesso',
      payload: { cod_acervo: 999999, url: 'https://x.example' },
    });
    expect(res.statusCode).toBe(204);
    expect(await accessCount()).toBe(before);
  });

  it('400 naming the field for input of the wrong shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/vinculos/estatistica-acesso',
      payload: { cod_acervo: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'cod_acervo' });
  });
});

describe('e-book access and statistics for the signed-in patron (from the token)', () => {
  async function signedIn(): Promise<{ token: string; login: string }> {
    await createActivities(db.kysely);
    const patron = await createPatron(db.kysely, { password: 'Leitor-2026' });
    const { access_token } = await tokensOf(app, patron.logins[0]!, 'Leitor-2026');
    return { token: access_token, login: patron.logins[0]! };
  }

  it("acesso-restrito names the token's login to the provider, never the body's userId", async () => {
    const { token, login } = await signedIn();
    const before = await accessCount();
    const res = await app.inject({
      method: 'POST',
      url: `/api/vinculos/acesso-restrito/${ids.L1}/s/1`,
      headers: bearer(token),
      payload: { userId: 'someone-else', ...client },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provedor: 'pearson', dados: { login } });
    expect(await accessCount()).toBe(before + 1);
  });

  it('a public token is no patron: 401 login_required', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/vinculos/acesso-restrito/${ids.L1}/s/1`,
      headers: bearer(await publicToken(app)),
      payload: client,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ key: 'login_required' });
  });

  it("estatistica-acesso records the token's login as the user", async () => {
    const { token, login } = await signedIn();
    const res = await app.inject({
      method: 'POST',
      url: '/api/vinculos/estatistica-acesso',
      headers: bearer(token),
      payload: { cod_acervo: ids.L1, seq_paragrafo: 2, user_id: 7, ...client },
    });
    expect(res.statusCode).toBe(204);
    const last = await db.kysely
      .withTables<LinksTables>()
      .selectFrom('link_access')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.user_id).toBe(login);
  });
});
