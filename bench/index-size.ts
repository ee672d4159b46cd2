/**
 * `npm run bench:index-size`: what the search memory index holds, part by part, for the
 * catalogue in BENCH_DATABASE_URL (a PostgreSQL server; e.g. the search bench's database) or a
 * fresh embedded demo of BENCH_EMBEDDED_TITLES titles. Typed arrays are counted exactly; the rest
 * (the word map and the facet codes) is the heap growth left once collections settle.
 */
import { openDatabase } from '../packages/server/src/db/database.ts';
import { buildCountedSets } from '../packages/server/src/search/memory-counted-sets.ts';
import { buildMemoryIndex, type MemoryIndex } from '../packages/server/src/search/memory-index.ts';
import { buildCatalogue } from './search-catalogue.ts';
import { settledMemory } from './settled-memory.ts';

const url = process.env.BENCH_DATABASE_URL;
const db = url
  ? await openDatabase({ databaseUrl: url, dataDir: 'memory://' })
  : await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
if (!url)
  await buildCatalogue(db.kysely, Number(process.env.BENCH_EMBEDDED_TITLES ?? 20_000), () => {});

const before = await settledMemory();
const index: MemoryIndex = await buildMemoryIndex(db.kysely, '0');
index.countedSets = buildCountedSets(index);
const after = await settledMemory();

const bitsBytes = (list: { words: Uint32Array }[]) =>
  list.reduce((sum, bits) => sum + bits.words.byteLength, 0);
const sortBytes = Object.values(index.sorts).reduce(
  (sum, s) => sum + s.order.byteLength + s.rank.byteLength,
  0,
);
const parts: [string, number][] = [
  ['postings: titles', index.postingDocs.byteLength],
  ['postings: ts_rank part codes', index.postingRank.byteLength],
  ['postings: positions', index.postingPositionCounts.byteLength + index.positions.byteLength],
  ['postings: word starts', index.postingStart.byteLength + index.positionStart.byteLength],
  [`word bitsets (${index.wordBits.size} words)`, bitsBytes([...index.wordBits.values()])],
  ['code bitsets', bitsBytes(Object.values(index.codeBits).flatMap((list) => list ?? []))],
  [
    'facet values',
    index.values.packed.byteLength + index.values.starts.byteLength + index.values.ends.byteLength,
  ],
  ['sort orders', sortBytes],
  [
    `counted sets' facet counts (${index.countedSets.length})`,
    index.countedSets.reduce(
      (sum, set) => sum + set.counts.reduce((bytes, counts) => bytes + counts.byteLength, 0),
      0,
    ),
  ],
  [
    'ids, hashes, dates, scopes',
    index.ids.byteLength +
      index.titleKeyHashes.byteLength +
      index.fullTitleHashes.byteLength +
      [index.titleKeyOrder, index.fullTitleOrder].reduce(
        (sum, order) => sum + order.keys.byteLength + order.docs.byteLength,
        0,
      ) +
      index.acquired.byteLength +
      bitsBytes([index.live, ...Object.values(index.scopeBits)]),
  ],
];
const arrays = parts.reduce((sum, [, bytes]) => sum + bytes, 0);
const total = after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers;
parts.push([`word map (${index.words.size.toLocaleString('en')} words) and codes`, total - arrays]);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
console.log(`| Part | Size | Bytes a title |`);
for (const [name, bytes] of parts) {
  console.log(`| ${name} | ${mb(bytes)} | ${(bytes / index.used).toFixed(0)} |`);
}
console.log(
  `| **all** (${index.used.toLocaleString('en')} titles) | ${mb(total)} | ${(total / index.used).toFixed(0)} |`,
);
console.log(`\nThe whole process (index, Node, database client): ${mb(after.rss)} resident.`);
await db.close();
