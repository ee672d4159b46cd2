import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { linksRepository } from '../modules/links/repository.ts';
import { linksService } from '../modules/links/service.ts';
import { buildTestApp } from '../test-support/app.ts';
import { generateDemoCollection } from './generate.ts';

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  await generateDemoCollection(db.kysely, { titles: 80, seed: 7, today: new Date('2026-11-22') });
});
afterAll(() => close());

describe('demo e-book providers', () => {
  it('mark the demo Pearson and Minha Biblioteca links as restricted', async () => {
    const ebooks = await db.kysely
      .selectFrom('title')
      .select('id')
      .where('material_type', '=', 'ebook')
      .where('network_institution_id', 'is', null)
      .execute();
    expect(ebooks.length).toBeGreaterThan(0);
    const res = await app.inject({
      url: `/api/vinculos/links-resultado?acervos=${ebooks.map((e) => e.id).join(',')}`,
    });
    const providers = new Set(
      res
        .json()
        .flatMap((t: { links: { provedor: string | null }[] }) => t.links.map((l) => l.provedor)),
    );
    expect(providers.has('pearson') || providers.has('grupoa')).toBe(true);
  });

  it('answer "contact the library" instead of calling a real provider', async () => {
    const list = await app.inject({
      url: `/api/vinculos/links-resultado?acervos=${(
        await db.kysely
          .selectFrom('title')
          .select('id')
          .where('material_type', '=', 'ebook')
          .execute()
      )
        .map((e) => e.id)
        .slice(0, 100)
        .join(',')}`,
    });
    const restricted = list
      .json()
      .flatMap((t: { cod_acervo: number; links: { seq_paragrafo: number; restrito: boolean }[] }) =>
        t.links.filter((l) => l.restrito).map((l) => ({ id: t.cod_acervo, seq: l.seq_paragrafo })),
      )[0];
    expect(restricted).toBeDefined();
    // A visitor is asked to sign in first (provider tokens name a person)…
    const res = await app.inject({
      method: 'POST',
      url: `/api/vinculos/acesso-restrito/${restricted.id}/s/${restricted.seq}`,
      payload: { userId: 'demo' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ key: 'login_required' });
    // …and a signed-in patron is told to contact the library: no real provider is called.
    const service = linksService(linksRepository(db.kysely), app.log);
    await expect(
      service.restrictedAccess(restricted.id, restricted.seq, { login: '20260001' }, {}),
    ).rejects.toMatchObject({ status: 422, key: 'ebook_supplier_not_found' });
  });
});
