import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { requireChromium } from './browser.ts';

const root = path.resolve(import.meta.dirname, '../..');
const web = path.join(root, 'packages/web');
const STARTUP_TIMEOUT_MS = 180_000;

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...fs.readdirSync(target).map((entry) => newestMtime(path.join(target, entry))),
  );
}

function buildWebIfNeeded() {
  const builtIndex = path.join(web, 'dist/index.html');
  const built = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', '../contract/src'].map((p) =>
    newestMtime(path.join(web, p)),
  );
  if (built > Math.max(...sources)) return;
  // A production build whatever NODE_ENV says: under Vitest (NODE_ENV=test) Vite would bundle
  // React's development build (4× larger and slower), which `npm start` then serves too.
  const result = spawnSync('npm', ['run', 'build', '-w', 'packages/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('e2e: the web build failed');
}

/**
 * The demo collection, generated once per run (and per server code and day) into a folder that
 * each server's fresh data folder is copied from: generating it took ~20 s a server, and the
 * e2e files start several servers (global, captcha, institution profiles, single sign-on). The
 * template is also started once, so that its first start harvests the demo's network catalogue
 * over HTTP from its own /oai: a server copied from it starts with the records and the harvest
 * done, instead of every server harvesting while its tests run.
 */
async function demoTemplate(): Promise<string> {
  const day = new Date().toISOString().slice(0, 10);
  const version = Math.round(newestMtime(path.join(root, 'packages/server/src')));
  const template = path.join(os.tmpdir(), `estante-e2e-demo-${day}-${version}`);
  if (fs.existsSync(template)) return template;
  // Templates of earlier days are not needed any more (today's may serve another checkout).
  for (const entry of fs.readdirSync(os.tmpdir())) {
    if (entry.startsWith('estante-e2e-demo-') && !entry.startsWith(`estante-e2e-demo-${day}`)) {
      fs.rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
    }
  }
  const partial = `${template}.${process.pid}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'packages/server/src/cli/estante.ts'), 'seed-demo'],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: partial, DATABASE_URL: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('e2e: generating the demo collection failed');
  await harvestNetwork(partial);
  try {
    fs.renameSync(partial, template);
  } catch (error) {
    // Another process made it first: theirs is as good.
    if (!fs.existsSync(template)) throw error;
    fs.rmSync(partial, { recursive: true, force: true });
  }
  return template;
}

/** Starts a server on `dataDir` until its first-start network harvest has finished. */
async function harvestNetwork(dataDir: string): Promise<void> {
  const port = await freePort();
  const logFile = `${dataDir}.log`;
  const log = fs.openSync(logFile, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SKIP_WEB_BUILD: '1',
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, server, logFile);
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    for (;;) {
      const response = await fetch(`${url}/api/rede-pergamum/oai/instituicoes`);
      const list = (await response.json()) as {
        coleta: { ok: boolean | null; em_andamento: boolean };
      }[];
      if (list.length > 0 && list.every((i) => i.coleta.ok === true && !i.coleta.em_andamento)) {
        break;
      }
      if (Date.now() > deadline) throw new Error('e2e: the demo network harvest did not finish');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await stop(server);
    fs.closeSync(log);
    fs.rmSync(logFile, { force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, logFile: string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-3000) : '';
  throw new Error(`e2e: the server did not become healthy at ${url}/api/health\n${log}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/**
 * What every e2e server needs, made once before the shards start (scripts/test.sh runs
 * `prepare.ts`): the production web build and the demo template. Two shards making them at the
 * same time would each build and seed (and race on the web app's dist folder).
 */
export async function prepareRun(): Promise<void> {
  buildWebIfNeeded();
  await demoTemplate();
}

export interface RunningServer {
  baseURL: string;
  /** The server's DATA_DIR: email goes to its `outbox` as `.eml` files. */
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Builds the web app if its sources changed, then starts the real server (`scripts/start.mjs`)
 * on a free port with a fresh embedded database, and waits for `/api/health`. `extraEnv` adds
 * settings (another institution profile, the captcha) for a test file's own server.
 */
export async function startServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  requireChromium();
  buildWebIfNeeded();

  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  // A fresh embedded database: a copy of the demo collection generated for this run.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: path.join(dataDir, 'data'),
    SKIP_WEB_BUILD: '1',
    // The basket tests send email (to the outbox of the throw-away data folder).
    BASKET_EMAIL: 'on',
    // Every test comes from one address, faster than people do: the limits stay on (their
    // code runs on every call) but high; the API tests check the limits themselves.
    RATE_LIMIT_SEARCH: '100000',
    RATE_LIMIT_SUGGEST: '100000',
    RATE_LIMIT_LISTS: '100000',
    RATE_LIMIT_EXPORT: '100000',
    RATE_LIMIT_STATISTICS: '100000',
    RATE_LIMIT_DEFAULT: '100000',
    RATE_LIMIT_RECOVERY: '100000',
    // Above LOGIN_MAX_FAILURES (5): the account test blocks 20260004 again after recovering it.
    LOGIN_THROTTLE_ACCOUNT: '10',
    LOGIN_THROTTLE_ADDRESS: '1000',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  fs.cpSync(await demoTemplate(), env.DATA_DIR!, { recursive: true });
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  let stopping = false;
  // A server that dies while tests run fails every test after it with "connection refused";
  // its own last words are in its log, which cleanUp deletes: say them where CI shows them.
  server.once('exit', (code, signal) => {
    if (stopping) return;
    const tail = fs.readFileSync(logFile, 'utf8').slice(-6000);
    process.stderr.write(
      `\ne2e: the server at ${baseURL} stopped while tests ran (exit code ${code}, signal ${signal}). The end of its log:\n${tail}\n`,
    );
  });
  const cleanUp = async () => {
    stopping = true;
    await stop(server);
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, server, logFile);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return { baseURL, dataDir: env.DATA_DIR!, stop: cleanUp };
}
