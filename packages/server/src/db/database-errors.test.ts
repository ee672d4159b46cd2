import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { GENEROUS_RATE_LIMITS, openTestDatabase } from '../test-support/app.ts';
import type { Db } from './database.ts';
import { databaseErrorToHttp } from './database-errors.ts';

/** An error shaped as node-postgres raises them: a message and a SQLSTATE or socket code. */
function pgError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

describe('databaseErrorToHttp', () => {
  it.each([
    ['connection refused', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['admin shutdown', pgError('terminating connection due to administrator command', '57P01')],
    ['starting up', pgError('the database system is starting up', '57P03')],
    ['connection exception class', pgError('connection failure', '08006')],
    ['lost checked-out client', pgError('Connection terminated unexpectedly')],
    ['pool connect timeout', pgError('timeout exceeded when trying to connect')],
  ])('%s → 503 database_unavailable', (_, error) => {
    expect(databaseErrorToHttp(error)).toMatchObject({ status: 503, key: 'database_unavailable' });
  });

  it('a cancelled statement (statement_timeout) → 503 query_timeout', () => {
    const error = pgError('canceling statement due to statement timeout', '57014');
    expect(databaseErrorToHttp(error)).toMatchObject({ status: 503, key: 'query_timeout' });
  });

  it.each(['22021', '22P05'])('text PostgreSQL cannot store (%s) → 400', (code) => {
    expect(databaseErrorToHttp(pgError('invalid byte sequence', code))).toMatchObject({
      status: 400,
      key: 'validation_error',
    });
  });

  it.each([
    ['a constraint violation', pgError('duplicate key value', '23505')],
    ['a syntax error of ours', pgError('syntax error at or near', '42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error at all', 'boom'],
  ])('%s stays a 500', (_, error) => {
    expect(databaseErrorToHttp(error)).toBeNull();
  });
});

describe('database failures through the API', () => {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase();
    app = await buildApp({ db, rateLimits: GENEROUS_RATE_LIMITS });
    // A text with a NUL byte reaching PostgreSQL, as `tomo` did before control characters were
    // refused at the door: the database's 22021 must still be the client's 400, never a 500.
    app.get('/probe/nul', async () => {
      const { rows } = await sql<{ t: string }>`select ${'a\u0000b'}::text as t`.execute(db.kysely);
      return rows[0];
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('a NUL byte PostgreSQL refuses (22021) answers 400 in the error shape', async () => {
    const response = await app.inject({ url: '/probe/nul' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, key: 'validation_error' });
  });

  it('health answers 503 database_unavailable with Retry-After when the database is gone', async () => {
    const gone = await openTestDatabase();
    const lonely = await buildApp({
      db: gone,
      rateLimits: GENEROUS_RATE_LIMITS,
      searchMemoryIndex: false,
    });
    await lonely.ready();
    await gone.close();
    const response = await lonely.inject({ url: '/api/health' });
    await lonely.close();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ key: 'database_unavailable' });
  });
});
