// The embedded PostgreSQL (PGlite) runs in this worker thread because PGlite computes on the
// thread that calls it: on the HTTP thread a long query would freeze every other request.
// Plain JavaScript on purpose: worker threads do not inherit the TypeScript loader (tsx, vitest).
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @param {unknown} error */
function serialiseError(error) {
  const e = /** @type {Record<string, unknown>} */ (error ?? {});
  return {
    message: String(e.message ?? error),
    code: e.code,
    detail: e.detail,
    constraint: e.constraint,
    table: e.table,
    column: e.column,
  };
}

let db;
try {
  db = await PGlite.create({
    dataDir: workerData.dataDir,
    ...(workerData.startFrom
      ? { loadDataDir: new Blob([readFileSync(workerData.startFrom)]) }
      : {}),
    extensions: { unaccent, pg_trgm },
    // Same wire values as the `pg` driver is configured to give (see postgres.ts): dates as
    // 'YYYY-MM-DD' strings, bigint as number.
    parsers: { [types.DATE]: (value) => value, [types.INT8]: (value) => Number(value) },
  });
  parentPort.postMessage({ type: 'ready' });
} catch (error) {
  parentPort.postMessage({ type: 'failed', error: serialiseError(error) });
}

parentPort.on('message', async (message) => {
  if (message.type === 'dump') {
    try {
      const dump = await db.dumpDataDir('none');
      parentPort.postMessage({ id: message.id, dump: new Uint8Array(await dump.arrayBuffer()) });
    } catch (error) {
      parentPort.postMessage({ id: message.id, error: serialiseError(error) });
    }
    return;
  }
  if (message.type === 'close') {
    try {
      await db.close();
    } finally {
      parentPort.postMessage({ type: 'closed' });
    }
    return;
  }
  const { id, sql, params } = message;
  try {
    if (params.length === 0) {
      // exec runs several statements (migrations); the answer is the last one's.
      const results = await db.exec(sql);
      const last = results[results.length - 1];
      parentPort.postMessage({
        id,
        rows: last?.rows ?? [],
        affectedRows: last?.affectedRows ?? 0,
      });
    } else {
      const result = await db.query(sql, params);
      parentPort.postMessage({ id, rows: result.rows, affectedRows: result.affectedRows ?? 0 });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: serialiseError(error) });
  }
});
