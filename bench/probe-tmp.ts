import { buildApp } from '../packages/server/src/app.ts';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { Random } from '../packages/server/src/demo/random.ts';
const db = await openDatabase({ databaseUrl: 'postgres://postgres:postgres@127.0.0.1:5432/estante_bench_title', dataDir: 'memory://' });
const COMMON = ['historia', 'educacao', 'brasil', 'direito', 'saude', 'engenharia', 'ciencia'];
const RARE = ['curitibanos', 'escravidao', 'geotecnia', 'ditadura', 'linguistica', 'florianopolis'];
const FILTERS = ['T:book', 'X:O', 'I:por', 'T:thesis'];
const random = new Random(42);
const list: string[] = [];
for (let i = 0; i < 200; i++) {
  const words = random.int(1, 3);
  const terms = Array.from({ length: words }, () => (random.chance(0.6) ? random.pick(COMMON) : random.pick(RARE)));
  let query = `termo=${encodeURIComponent(terms.join(' '))}`;
  if (random.chance(0.25)) query += `&filtro=${encodeURIComponent(random.pick(FILTERS))}`;
  list.push(query);
}
const app = await buildApp({ db, searchCacheEntries: 0 });
await app.searchEngine.ready();
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const times: [number, number, string][] = [];
for (let round = 0; round < 2; round++) {
  for (const q of list) {
    const t0 = performance.now();
    await (await fetch(`${address}/api/consulta?${q}`)).arrayBuffer();
    const t1 = performance.now();
    await (await fetch(`${address}/api/consulta/filtros?${q}`)).arrayBuffer();
    if (round === 1) times.push([t1 - t0, performance.now() - t1, q]);
  }
}
const s = (xs: number[]) => { xs.sort((a, b) => a - b); return `p50 ${xs[100]!.toFixed(1)} p95 ${xs[190]!.toFixed(1)}`; };
console.log('consulta', s(times.map((t) => t[0])), 'filtros', s(times.map((t) => t[1])));
times.sort((a, b) => b[0] + b[1] - a[0] - a[1]);
for (const t of times.slice(0, 8)) console.log(t[0].toFixed(1), t[1].toFixed(1), decodeURIComponent(t[2]));
await app.close(); await db.close();
