/**
 * `npm run bench:known-item`: known-item search over the real records of ../shared/data/marc
 * (issue 11). Every bibliographic record is searched by its own title in relevance order on the
 * memory index, as a reader pastes a title; prints how often it comes first (or among the
 * titles sharing its title, when several do), how often in the first 5, and the latency.
 * The test `search/known-item.test.ts` asserts the top-5 part; this reports the rates.
 */
import { importMarcFile } from '../packages/server/src/cli/import-marc.ts';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { marcFiles } from '../packages/server/src/marc/test-data.ts';
import { searchChangeCounter } from '../packages/server/src/search/cached-backend.ts';
import { memorySearchBackend } from '../packages/server/src/search/memory-backend.ts';
import { postgresFtsBackend } from '../packages/server/src/search/postgres-fts.ts';

const db = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
for (const file of marcFiles()) await importMarcFile(db.kysely, file);
const postgres = postgresFtsBackend(db.kysely);
const memory = memorySearchBackend(db.kysely, postgres, {
  generation: searchChangeCounter(db.kysely),
});
await memory.ready();

// The same records as the test: searchable titles (not stop words only) of our collection.
const stored = await db.kysely
  .selectFrom('title as t')
  .select(['t.id', 't.title', 't.title_key'])
  .where('t.network_institution_id', 'is', null)
  .where((eb) =>
    eb(
      eb.fn('numnode', [
        eb.fn('plainto_tsquery', [eb.val('estante_pt'), eb.fn('estante_search_text', ['t.title'])]),
      ]),
      '>',
      0,
    ),
  )
  .orderBy('t.id')
  .execute();
const sameTitle = new Map<string | null, number>();
for (const row of stored) sameTitle.set(row.title_key, (sameTitle.get(row.title_key) ?? 0) + 1);
const rows = stored
  .filter((row) => /[\p{L}\p{N}]/u.test(row.title))
  .map((row) => ({ id: row.id, title: row.title, same: sameTitle.get(row.title_key) ?? 1 }));

let first = 0;
let topFive = 0;
let fromIndex = 0;
const times: number[] = [];
for (const item of rows) {
  const started = performance.now();
  const { ids } = await memory.search(
    {
      match: { rows: [{ term: item.title, field: 'todos', operator: 'E' }] },
      scope: { network: false },
      filters: {},
    },
    { sort: 'relevance', descending: true, offset: 0, limit: Math.max(5, item.same) },
  );
  times.push(performance.now() - started);
  if (memory.answeredLast) fromIndex++;
  const at = ids.indexOf(Number(item.id));
  if (at >= 0 && at < Math.max(1, item.same)) first++;
  if (at >= 0) topFive++;
}
times.sort((a, b) => a - b);
const pct = (n: number) => `${((100 * n) / rows.length).toFixed(1)} %`;
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
console.log(`| Records | First place | In the first 5 | From the index | p50 | p95 |`);
console.log(
  `| ${rows.length.toLocaleString('en')} | ${pct(first)} | ${pct(topFive)} | ${pct(fromIndex)} | ` +
    `${at(50).toFixed(1)} ms | ${at(95).toFixed(1)} ms |`,
);
await memory.close();
await db.close();
