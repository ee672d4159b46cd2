/**
 * The API server of `npm run bench:circulation`, in a process of its own (bench/circulation.ts
 * forks it): its CPU time is measured apart from the bench client's, and the client's work
 * (sending requests, reading answers) never holds up the server's event loop — as with real
 * clients, which never run inside the server.
 *
 * Started with the database URL as its argument; configured as the bench always was (memory
 * index built, cache on, generous rate limits, the least argon2id cost the bench patrons' hash
 * has). Messages from the parent: `cpu` (answers process.cpuUsage()), `profile-start` and
 * `profile-stop <file>` (a V8 CPU profile of what happens in between, with BENCH_CPU_PROFILE),
 * `close`. Sends `{ base, indexSeconds }` once listening.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../packages/server/src/app.ts';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { ARGON2_MINIMUM } from '../packages/server/src/modules/auth/settings.ts';
import { GENEROUS_RATE_LIMITS } from '../packages/server/src/test-support/app.ts';

const send = (message: unknown) => process.send!(message);
const db = await openDatabase({ databaseUrl: process.argv[2]!, dataDir: 'memory://' });
const app = await buildApp({
  db,
  rateLimits: GENEROUS_RATE_LIMITS,
  // Only the desk phase searches (BENCH_PHASES, bench/circulation.ts): without it the memory
  // index's build (over a minute at 1M titles) would be CPU spent for nothing.
  searchMemoryIndex: (process.env.BENCH_PHASES ?? 'desk').includes('desk'),
  auth: {
    argon2: ARGON2_MINIMUM,
    accessTokenSeconds: 3600,
    throttle: { perAccount: 1_000_000, perAddress: 1_000_000, windowSeconds: 300 },
  },
});
const indexStarted = performance.now();
await app.searchEngine.ready();
const indexSeconds = (performance.now() - indexStarted) / 1000;
const base = await app.listen({ port: 0, host: '127.0.0.1' });

let profiler: Session | null = null;
process.on('message', (message: { type: string; file?: string }) => {
  void (async () => {
    if (message.type === 'cpu') {
      send({ type: 'cpu', usage: process.cpuUsage() });
    } else if (message.type === 'profile-start') {
      profiler = new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
      send({ type: 'profile-started' });
    } else if (message.type === 'profile-stop') {
      const { profile } = await profiler!.post('Profiler.stop');
      writeFileSync(message.file!, JSON.stringify(profile));
      profiler!.disconnect();
      profiler = null;
      send({ type: 'profile-stopped' });
    } else if (message.type === 'close') {
      await app.close();
      await db.close();
      process.exit(0);
    }
  })();
});
send({ type: 'listening', base, indexSeconds });
