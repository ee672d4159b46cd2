import { Kysely, PostgresDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once.ts';

// Compiling needs only the dialect's query compiler: no connection is made.
const db = new Kysely<Record<string, never>>({
  dialect: new PostgresDialect({ pool: {} as never }),
});

describe('compiledOnce', () => {
  it('builds once and puts each run’s arguments where they go, constants kept', () => {
    let builds = 0;
    const statement = compiledOnce((person: number, day: string) => {
      builds += 1;
      return sql`SELECT ${person}::int, ${'fixed'}, ${day}::date, ${person}::int`.compile(db);
    });
    const first = statement(7, '2026-11-28');
    const second = statement(9, '2026-11-29');
    expect(builds).toBe(1);
    expect(second.sql).toBe(first.sql);
    expect(first.sql).toBe('SELECT $1::int, $2, $3::date, $4::int');
    expect(first.parameters).toEqual([7, 'fixed', '2026-11-28', 7]);
    expect(second.parameters).toEqual([9, 'fixed', '2026-11-29', 9]);
  });

  it('refuses a statement that does not bind an argument', () => {
    const statement = compiledOnce((person: number, login: number) =>
      sql`SELECT ${person}::int, ${sql.lit(login)}`.compile(db),
    );
    expect(() => statement(1, 2)).toThrow(/argument 1 is not a parameter/);
  });
});
