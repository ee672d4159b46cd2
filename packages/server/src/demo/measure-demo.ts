/**
 * Measures the demo generator on a fresh in-memory embedded database:
 *   npx tsx packages/server/src/demo/measure-demo.ts [titles] [seed]
 * Prints the summary, the total time, and the rate of saveRecords on the generated records
 * (insert into a fresh database, then update in place).
 */
import { openDatabase } from '../db/database.ts';
import { saveRecords } from '../catalogue/title-store.ts';
import type { MarcRecord } from '../marc/record.ts';
import { generateDemoCollection } from './generate.ts';

const titles = Number(process.argv[2] ?? 5000);
const seed = Number(process.argv[3] ?? 1);

const db = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
try {
  const summary = await generateDemoCollection(db.kysely, { titles, seed });
  console.log(JSON.stringify(summary, null, 2));
  console.log(`demo: ${titles} titles in ${(summary.elapsedMs / 1000).toFixed(2)} s`);

  // saveRecords alone (describe + upsert + links) on the generated records: inserting into a
  // fresh database, then updating them all in place.
  const authorities = await db.kysely
    .selectFrom('authority')
    .select('marc')
    .orderBy('id')
    .execute();
  const titleRows = await db.kysely
    .selectFrom('title')
    .select('marc')
    .where('network_institution_id', 'is', null)
    .orderBy('id')
    .execute();
  const records = [...authorities, ...titleRows].map((r) => r.marc as MarcRecord);
  const fresh = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  try {
    for (const [label, target] of [
      ['insert', fresh],
      ['update', fresh],
    ] as const) {
      const started = performance.now();
      await saveRecords(target.kysely, records);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `saveRecords (${label}): ${records.length} records in ${seconds.toFixed(2)} s = ` +
          `${Math.round(records.length / seconds)} records/s`,
      );
    }
  } finally {
    await fresh.close();
  }
} finally {
  await db.close();
}
