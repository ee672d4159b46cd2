/**
 * `npm run bench:lighthouse`: Lighthouse 12 scores of the main pages of the demo (issue 11 §8).
 *
 * Builds the web app (production) into a temporary folder and starts the demo
 * (`scripts/start.mjs`) with it on a free port, a temporary DATA_DIR and the rate limits off,
 * then runs Lighthouse's CLI in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) on
 * home, results (a real query), a title page, the basket and the index list, with its default
 * mobile profile (simulated slow 4G and a 4× slower CPU) and with `--preset=desktop`,
 * LIGHTHOUSE_RUNS times each (default 3), and prints the median of each figure. Lighthouse scores are noisy, more so on a shared machine: the
 * median of 3 moves by a few points from one run to the next; it is not a CI gate.
 *
 * LIGHTHOUSE_URL=http://host:port measures a server that is already running instead;
 * WEB_DIST measures another build of the web app; LIGHTHOUSE_REPORTS=dir keeps each JSON report;
 * LIGHTHOUSE_PAGES=home,title and LIGHTHOUSE_PROFILES=mobile limit the pages and profiles.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const RESULTS_QUERY = 'historia';
const lighthouseBin = path.join(root, 'node_modules/.bin/lighthouse');
/** LIGHTHOUSE_PROFILES=mobile or desktop: only that one (default both). */
const PROFILES = [false, true].filter(
  (desktop) =>
    !process.env.LIGHTHOUSE_PROFILES ||
    process.env.LIGHTHOUSE_PROFILES.includes(desktop ? 'desktop' : 'mobile'),
);

interface Page {
  key: string;
  name: string;
  path: string;
}

/** The figures kept from one report. */
interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  unusedJsKib: number;
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

async function waitForHealth(base: string, server: ChildProcess | null): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) break;
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`lighthouse bench: the server did not become healthy at ${base}`);
}

/** The demo on a free port with its own temporary database, or LIGHTHOUSE_URL. */
async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  if (process.env.LIGHTHOUSE_URL) {
    const base = process.env.LIGHTHOUSE_URL.replace(/\/+$/, '');
    await waitForHealth(base, null);
    return { base, stop: async () => {} };
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-lighthouse-'));
  // A production build of the current sources of its own, unless WEB_DIST names one: the
  // shared packages/web/dist may be rebuilt by a test run meanwhile.
  let webDist = process.env.WEB_DIST;
  if (!webDist) {
    webDist = path.join(dataDir, 'web');
    const build = spawnSync(
      'npx',
      ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: path.join(root, 'packages/web'),
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    if (build.status !== 0) throw new Error('lighthouse bench: the web build failed');
  }
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'data'),
      WEB_DIST: webDist,
      SKIP_WEB_BUILD: '1',
      // Canonical links and the sitemap name the address Lighthouse loads.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, server);
  } catch (error) {
    // Not left running behind the failed bench (a first start builds the demo for minutes).
    server.kill('SIGTERM');
    throw error;
  }
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (server.exitCode !== null || server.signalCode !== null) return done();
        const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
        server.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        server.kill('SIGTERM');
      }),
  };
}

/** The pages measured; the title page is the first result of the results page's query. */
async function pages(base: string): Promise<Page[]> {
  const response = await fetch(`${base}/api/consulta?termo=${RESULTS_QUERY}&guia=pesquisa_geral`);
  const body = (await response.json()) as { consulta: { data: { cod_acervo: number }[] } };
  const title = body.consulta.data[0]?.cod_acervo;
  if (title === undefined) throw new Error(`lighthouse bench: "${RESULTS_QUERY}" found nothing`);
  const all: Page[] = [
    { key: 'home', name: 'Home', path: '/' },
    { key: 'results', name: 'Results', path: `/pesquisa_geral?termo=${RESULTS_QUERY}` },
    { key: 'title', name: 'Title page', path: `/acervo/${title}` },
    { key: 'basket', name: 'Basket', path: '/cesta' },
    { key: 'index', name: 'Index', path: '/indice' },
  ];
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((key) => key.trim());
  return only ? all.filter((page) => only.includes(page.key)) : all;
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { overallSavingsBytes?: number } }>;
}

const SPAWN = { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 } as const;

function lighthouse(url: string, desktop: boolean, reportName: string): Figures {
  const args = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox',
  ];
  if (desktop) args.push('--preset=desktop');
  // Chromium under load now and then loses the trace (NO_NAVSTART…): such a run is run again.
  let run = spawnSync(lighthouseBin, args, { env: { ...process.env, CHROME_PATH }, ...SPAWN });
  for (let retry = 0; run.status !== 0 && retry < 2; retry++) {
    console.warn(`lighthouse failed on ${url}, again: ${run.stderr.trim().split('\n').at(-1)}`);
    run = spawnSync(lighthouseBin, args, { env: { ...process.env, CHROME_PATH }, ...SPAWN });
  }
  if (run.status !== 0) {
    throw new Error(`lighthouse failed on ${url}: ${run.stderr.slice(-2000)}`);
  }
  if (REPORTS) {
    fs.mkdirSync(REPORTS, { recursive: true });
    fs.writeFileSync(path.join(REPORTS, `${reportName}.json`), run.stdout);
  }
  const report = JSON.parse(run.stdout) as Report;
  const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const value = (key: string) => report.audits[key]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    unusedJsKib: (report.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0) / 1024,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianFigures(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as Figures;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const { base, stop } = await startServer();
try {
  const measured = await pages(base);
  console.log(
    `Lighthouse 12 on ${base}, median of ${RUNS} run(s) per page and profile (Chromium: ${CHROME_PATH})\n`,
  );
  const rows: string[][] = [];
  for (const page of measured) {
    for (const desktop of PROFILES) {
      const profile = desktop ? 'desktop' : 'mobile';
      const runs: Figures[] = [];
      for (let run = 1; run <= RUNS; run++) {
        runs.push(lighthouse(`${base}${page.path}`, desktop, `${page.key}-${profile}-${run}`));
      }
      const m = medianFigures(runs);
      const row = [
        page.name,
        profile,
        String(m.performance),
        m.cls.toFixed(3),
        `${Math.round(m.tbt)} ms`,
        seconds(m.fcp),
        seconds(m.lcp),
        seconds(m.speedIndex),
        `${Math.round(m.unusedJsKib)} KiB`,
        String(m.accessibility),
        String(m.bestPractices),
        String(m.seo),
      ];
      rows.push(row);
      console.log(
        `${page.name} (${profile}): performance ${runs.map((r) => r.performance).join(', ')}`,
      );
    }
  }
  const header = [
    'Page',
    'Profile',
    'Performance',
    'CLS',
    'TBT',
    'FCP',
    'LCP',
    'Speed index',
    'Unused JS',
    'Accessibility',
    'Best practices',
    'SEO',
  ];
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${line(header)}`);
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));
} finally {
  await stop();
}
