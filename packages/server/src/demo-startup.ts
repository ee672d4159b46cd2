import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';

/**
 * Fills an empty embedded database with the demo collection on first start (DEMO_DATA=auto),
 * or any empty database when DEMO_DATA=on.
 */
export async function prepareDemoData(
  db: Db,
  config: Pick<Config, 'demoData'>,
  log: FastifyBaseLogger,
): Promise<void> {
  if (config.demoData === 'off') return;
  if (config.demoData === 'auto' && db.kind !== 'embedded') return;
  const { isDatabaseEmpty, generateDemoCollection } = await import('./demo/index.ts');
  if (!(await isDatabaseEmpty(db.background))) return;
  log.info('empty database: generating the demo collection (first start only)');
  const started = Date.now();
  const summary = await generateDemoCollection(db.background, {});
  log.info({ summary, ms: Date.now() - started }, 'demo collection ready');
}
