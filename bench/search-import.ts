/**
 * The import measured by `npm run bench:search` ("while 10,000 titles are imported"), in a
 * process of its own, as a cataloguer's import (`npm run import`) runs beside the API: making
 * and checking its records never holds up the searches' event loop, while PostgreSQL and the
 * two cores are shared as in production. Arguments: database URL, titles, titles a
 * transaction, round (search-catalogue.ts, importTitles).
 */
import { openDatabase } from '../packages/server/src/db/database.ts';
import { importTitles } from './search-catalogue.ts';

const [url, titles, batch, round] = process.argv.slice(2);
const db = await openDatabase({ databaseUrl: url!, dataDir: 'memory://' });
await importTitles(db.kysely, Number(titles), Number(batch), Number(round));
await db.close();
