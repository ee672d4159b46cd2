import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRecords } from '../../catalogue/title-store.ts';
import type { Db } from '../../db/database.ts';
import type { MarcRecord } from '../../marc/record.ts';
import { PNG_PIXEL } from '../../providers/test-provider-server.ts';
import { buildTestApp } from '../../test-support/app.ts';
import {
  fetchCover,
  isPublicAddress,
  localCoverPath,
  sniffImageType,
  type AddressPolicy,
} from './cover-fetch.ts';
import { startCoverTestServer, type CoverTestServer } from './cover-test-server.ts';

/**
 * The "public" cover origin of these tests listens on 127.0.0.2, which only the test policy
 * below lets us reach; the "internal" servers on 127.0.0.1 and [::1] stand for what a stored
 * cover address must never reach.
 */
let origin: CoverTestServer;
let internal: CoverTestServer;
let internal6: CoverTestServer | null;
const ORIGIN_ADDRESS = '127.0.0.2';
/** Test-only policy: the public policy plus our fake public origin. */
const testPolicy: AddressPolicy = (address) =>
  address === ORIGIN_ADDRESS || isPublicAddress(address);
const allowAll: AddressPolicy = () => true;

beforeAll(async () => {
  origin = await startCoverTestServer(ORIGIN_ADDRESS);
  internal = await startCoverTestServer('127.0.0.1');
  internal6 = await startCoverTestServer('::1').catch(() => null); // no IPv6 loopback here
});

afterAll(async () => {
  await Promise.all([origin.close(), internal.close(), internal6?.close()]);
});

const redirectTo = (target: string) =>
  `${origin.baseUrl}/redirect?to=${encodeURIComponent(target)}`;
const hits = (server: CoverTestServer, path: string) => server.hits.get(path) ?? 0;

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::7f00:1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '2001:db8::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '200.160.2.3', '::ffff:8.8.8.8', '2606:4700::1111', '2804:14c::1'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('fetchCover', () => {
  it('fetches a raster cover, also through redirects on allowed hosts', async () => {
    expect(await fetchCover(`${origin.baseUrl}/pixel.png`, { addressPolicy: testPolicy })).toEqual({
      contentType: 'image/png',
      body: PNG_PIXEL,
    });
    const twice = redirectTo(redirectTo('/pixel.png'));
    expect((await fetchCover(twice, { addressPolicy: testPolicy }))?.body.equals(PNG_PIXEL)).toBe(
      true,
    );
  });

  it('refuses a redirect from an allowed host to a loopback address', async () => {
    const target = `${internal.baseUrl}/pixel.png`;
    // The hop works when the policy allows it…
    expect(await fetchCover(redirectTo(target), { addressPolicy: allowAll })).not.toBeNull();
    const before = hits(internal, '/pixel.png');
    // …and is refused under the policy, before any connection is made.
    expect(await fetchCover(redirectTo(target), { addressPolicy: testPolicy })).toBeNull();
    expect(hits(internal, '/pixel.png')).toBe(before);
  });

  it('refuses a redirect to [::1]', async () => {
    if (!internal6) return;
    const target = `${internal6.baseUrl}/pixel.png`;
    expect(await fetchCover(redirectTo(target), { addressPolicy: allowAll })).not.toBeNull();
    const before = hits(internal6, '/pixel.png');
    expect(await fetchCover(redirectTo(target), { addressPolicy: testPolicy })).toBeNull();
    expect(hits(internal6, '/pixel.png')).toBe(before);
  });

  it.each([
    'http://10.0.0.1/cover.png',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/cover.png',
    'http://[::ffff:127.0.0.1]/cover.png',
    'http://[fd00::1]/cover.png',
    'http://2130706433/cover.png', // 127.0.0.1 written as a number
    'http://0x7f.1/cover.png',
    'http://0.0.0.0/cover.png',
  ])('refuses a redirect to %s at once, without trying to connect', async (target) => {
    const started = Date.now();
    const answer = await fetchCover(redirectTo(target), {
      addressPolicy: testPolicy,
      timeoutMs: 3000,
    });
    expect(answer).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('refuses a host name that resolves to loopback under the default policy, on any hop', async () => {
    const port = new URL(internal.baseUrl).port;
    const before = hits(internal, '/pixel.png');
    expect(await fetchCover(`http://localhost:${port}/pixel.png`)).toBeNull();
    expect(await fetchCover(`${internal.baseUrl}/pixel.png`)).toBeNull();
    expect(
      await fetchCover(redirectTo(`http://localhost:${port}/pixel.png`), {
        addressPolicy: testPolicy,
      }),
    ).toBeNull();
    expect(hits(internal, '/pixel.png')).toBe(before);
  });

  it('gives up after three redirects and on schemes other than http(s)', async () => {
    expect(await fetchCover(`${origin.baseUrl}/loop`, { addressPolicy: testPolicy })).toBeNull();
    expect(hits(origin, '/loop')).toBe(4); // the request and three redirects
    const four = redirectTo(redirectTo(redirectTo(redirectTo('/pixel.png'))));
    expect(await fetchCover(four, { addressPolicy: testPolicy })).toBeNull();
    const three = redirectTo(redirectTo(redirectTo('/pixel.png')));
    expect(await fetchCover(three, { addressPolicy: testPolicy })).not.toBeNull();
    for (const url of [redirectTo('file:///etc/passwd'), 'ftp://example.org/a.png', '/a.png']) {
      expect(await fetchCover(url, { addressPolicy: allowAll })).toBeNull();
    }
  });

  it('refuses bodies over 2 MB (declared or streamed), non-images and missing covers', async () => {
    for (const path of ['/big.png', '/declared.png', '/text.png', '/evil.svg', '/missing.png']) {
      const answer = await fetchCover(`${origin.baseUrl}${path}`, { addressPolicy: testPolicy });
      expect(answer, path).toBeNull();
    }
  });
});

describe('sniffImageType', () => {
  it('knows raster types by their bytes, not by their label', () => {
    const riff = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    const avif = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypavif'),
      Buffer.alloc(4),
      Buffer.from('mif1miaf'),
    ]);
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 20]),
      Buffer.from('ftypheic'),
      Buffer.alloc(8),
    ]);
    expect(sniffImageType(PNG_PIXEL)).toBe('image/png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a……'))).toBe('image/gif');
    expect(sniffImageType(riff)).toBe('image/webp');
    expect(sniffImageType(avif)).toBe('image/avif');
    expect(sniffImageType(heic)).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

/** Stored cover values that a browser could read as another host. */
const FOREIGN = [
  '/\\evil.example',
  '//evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/..//evil.example',
  '/./\\evil.example',
  'http:/\\evil.example',
  '///evil.example',
];

describe('localCoverPath', () => {
  it.each(FOREIGN)('%j is not a local path', (value) => {
    expect(localCoverPath(value)).toBeNull();
  });

  it.each(['/capas/l6.jpg', '/capas/a%20b.png?v=2', '/a'])('%j is', (value) => {
    expect(localCoverPath(value)).toBe(value);
  });
});

describe('GET /api/vinculos/imagem', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  const ids = new Map<string, number>();

  const record = (id: string): MarcRecord => ({
    leader: '00000nam a2200000 a 4500',
    fields: [
      { tag: '001', value: id },
      { tag: '003', value: 'TEST' },
      { tag: '008', value: '200101s2020    bl            000 0 por d' },
      { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: `Capa ${id}` }] },
    ],
  });

  /** The stored cover value of each test title. */
  const stored = new Map<string, string>();

  beforeAll(async () => {
    ({ app, db, close } = await buildTestApp());
    FOREIGN.forEach((value, i) => stored.set(`F${i}`, value));
    stored.set('LOCAL', '/capas/l6.jpg');
    stored.set('LOOPBACK', `${internal.baseUrl}/pixel.png`);
    stored.set('LOCALHOST', `http://localhost:${new URL(internal.baseUrl).port}/pixel.png`);
    const saved = await saveRecords(
      db.kysely,
      [...stored.keys()].map((key) => record(`CV-${key}`)),
    );
    expect(saved.rejected).toEqual([]);
    const rows = await db.kysely.selectFrom('title').select(['id', 'control_number']).execute();
    for (const row of rows) ids.set(row.control_number!.replace(/^CV-/, ''), row.id);
    for (const [key, value] of stored) {
      await db.kysely
        .updateTable('title')
        .set({ cover_url: value })
        .where('id', '=', ids.get(key)!)
        .execute();
    }
  });

  afterAll(async () => {
    await close();
  });

  const cover = (key: string) =>
    app.inject({ url: `/api/vinculos/imagem?cod_acervo=${ids.get(key)}` });

  it('never redirects to another host: values a browser reads as a host get the placeholder', async () => {
    for (const [i, value] of FOREIGN.entries()) {
      const res = await cover(`F${i}`);
      expect(res.headers.location, JSON.stringify(value)).toBeUndefined();
      expect(res.statusCode, JSON.stringify(value)).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    }
  });

  it('still redirects to a path on our own origin', async () => {
    const res = await cover('LOCAL');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/capas/l6.jpg');
  });

  it('does not fetch a stored cover on a loopback address or a name resolving to one', async () => {
    const before = hits(internal, '/pixel.png');
    for (const key of ['LOOPBACK', 'LOCALHOST']) {
      const res = await cover(key);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    }
    expect(hits(internal, '/pixel.png')).toBe(before);
  });
});
