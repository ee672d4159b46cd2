#!/usr/bin/env node
// `npm start`: builds the web app when its sources are newer than the build, then runs the
// server (API + SPA on PORT, embedded database in DATA_DIR unless DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'packages/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function webNeedsBuild() {
  if (!fs.existsSync(builtIndex)) return true;
  const built = fs.statSync(builtIndex).mtimeMs;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', '../contract/src'].map((p) =>
    newestMtime(path.join(web, p)),
  );
  return Math.max(...sources) > built;
}

if (
  process.env.SKIP_WEB_BUILD !== '1' &&
  fs.existsSync(path.join(web, 'index.html')) &&
  webNeedsBuild()
) {
  console.log('estante: building the web app…');
  // A production build whatever NODE_ENV says: under Vitest (NODE_ENV=test) Vite would bundle
  // React's development build (4× larger and slower), which `npm start` then serves too.
  const build = spawnSync('npm', ['run', 'build', '-w', 'packages/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    console.error('estante: the web build failed');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')],
  { cwd: root, stdio: 'inherit', env: process.env },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
