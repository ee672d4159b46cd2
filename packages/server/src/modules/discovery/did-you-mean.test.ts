import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMarcFile } from '../../cli/import-marc.ts';
import { marcData } from '../../marc/test-data.ts';
import { buildTestApp } from '../../test-support/app.ts';
import { editDistance } from './edit-distance.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  const built = await buildTestApp();
  ({ app, close } = built);
  await importMarcFile(built.db.kysely, marcData('evergreen/jazz_1k.mrc'));
}, 120_000);
afterAll(() => close());

const suggestions = async (term: string): Promise<string[]> => {
  const res = await app.inject({
    url: `/api/consulta/sugestoes?termo=${encodeURIComponent(term)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { sugestoes: string[] }).sugestoes;
};

describe('editDistance (optimal string alignment)', () => {
  it('counts a transposition of two neighbours as one edit', () => {
    expect(editDistance('minugs', 'mingus')).toBe(1);
    expect(editDistance('minugs', 'minuit')).toBe(2);
    expect(editDistance('ca', 'abc')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('educasao', 'educacao')).toBe(1);
    expect(editDistance('ação', 'acão')).toBe(1);
  });
});

describe('GET /api/consulta/sugestoes — did you mean', () => {
  it('offers Mingus for Minugs first (one transposition), then the nearest words', async () => {
    const offered = await suggestions('Minugs');
    expect(offered[0]?.toLowerCase()).toBe('mingus');
  });

  it('prefers, among words as near, the one that finds more titles', async () => {
    // "jazx" is one edit from jazz (990 titles) and from jaz (1 title): jazz first. ("jazs"
    // no longer works as the example: stemmed as English it is "jaz", which finds a title.)
    expect((await suggestions('jazx'))[0]?.toLowerCase()).toBe('jazz');
    expect((await suggestions('Elingtno'))[0]?.toLowerCase()).toBe('ellington');
  });

  it('offers nothing for a term that finds titles: hyphenated, truncated or not', async () => {
    expect(await suggestions('mingus')).toEqual([]);
    expect(await suggestions('ming*')).toEqual([]);
    expect(await suggestions('An audio-visual history of jazz')).toEqual([]);
  });
});
