import { MAX_TERM_LENGTH, MAX_WORD_LENGTH } from '@estante/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { buildTestApp } from '../../test-support/app.ts';
import { headingsRepository, type HeadingsRepository } from './headings-repository.ts';
import { headingsService } from './headings-service.ts';

/**
 * One 6,000-character word on /consulta/sugestoes cost 0.4–0.6 s of database time, and ten
 * clients sending them slowed every other request. The cheap routes take terms no longer than
 * the search boxes do, and long words skip the trigram lookups.
 */
let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
});
afterAll(() => close());

const TOO_LONG = 'a'.repeat(MAX_TERM_LENGTH + 1);

describe('term length on the cheap routes', () => {
  it.each([
    ['/api/consulta/sugestoes?', 'termo'],
    ['/api/consulta/autocompletar?', 'termo'],
    ['/api/consulta/indice?tipo=titulo&', 'termo'],
    ['/api/consulta/professores?', 'search_text'],
    ['/api/consulta/cursos?', 'search_text'],
    ['/api/consulta/disciplinas?', 'search_text'],
    ['/api/consulta/campus?', 'search_text'],
    ['/api/consulta/bibliotecas?', 'search_text'],
    ['/api/consulta/produtos-target?', 'termoPesquisa'],
  ])('%s refuses %s over the limit with 400 naming it', async (route, name) => {
    const res = await app.inject({ url: `${route}${name}=${TOO_LONG}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, key: 'validation_error', field: name });
    const fine = await app.inject({ url: `${route}${name}=${'a'.repeat(MAX_TERM_LENGTH)}` });
    expect(fine.statusCode).not.toBe(400);
  });
});

describe('word length in suggestions and autocomplete', () => {
  /** The real repository, counting the similarity lookups. */
  function countingRepository(): { repository: HeadingsRepository; lookups: string[] } {
    const real = headingsRepository(db.kysely);
    const lookups: string[] = [];
    return {
      lookups,
      repository: {
        ...real,
        similarWords: (key, limit) => {
          lookups.push(`similar:${key.length}`);
          return real.similarWords(key, limit);
        },
        containingWord: (key, limit) => {
          lookups.push(`containing:${key.length}`);
          return real.containingWord(key, limit);
        },
      },
    };
  }

  it('"did you mean" looks up short unknown words only', async () => {
    const { repository, lookups } = countingRepository();
    const service = headingsService(db.kysely, repository);
    const long = 'x'.repeat(MAX_WORD_LENGTH + 1);
    const answer = await service.suggestions(`historai ${long}`);
    expect(answer.termo).toContain(long);
    expect(lookups).toEqual(['similar:8']);
  });

  it('autocomplete answers nothing for a word longer than any heading word, without lookups', async () => {
    const { repository, lookups } = countingRepository();
    const service = headingsService(db.kysely, repository);
    expect(await service.autocomplete(`hist ${'y'.repeat(MAX_WORD_LENGTH + 1)}`)).toEqual([]);
    expect(lookups).toEqual([]);
    await service.autocomplete('historia');
    expect(lookups).toEqual(['containing:8']);
  });
});
