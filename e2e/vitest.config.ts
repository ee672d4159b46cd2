import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const tests = path.join(import.meta.dirname, 'tests');

/**
 * E2E_SHARD=1/3, 2/3… (scripts/test.sh): this process's share of the test files, so that several
 * processes — each with its own server and data folder, so no test sees another's changes — run
 * side by side. The shares are balanced by file size, a fair proxy for a browser test file's
 * length, largest first into the lightest share; the same files go to the same share every run.
 */
function shardFiles(spec: string | undefined): string[] {
  const files = fs
    .readdirSync(tests)
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
  if (!spec) return files.map((file) => `tests/${file}`);
  const [index, count] = spec.split('/').map(Number);
  if (!index || !count || index > count) throw new Error(`E2E_SHARD=${spec}: expected like 1/2`);
  const bins = Array.from({ length: count }, () => ({ size: 0, files: [] as string[] }));
  const sized = files
    .map((file) => ({ file, size: fs.statSync(path.join(tests, file)).size }))
    .sort((a, b) => b.size - a.size || a.file.localeCompare(b.file));
  for (const { file, size } of sized) {
    const lightest = bins.reduce((min, bin) => (bin.size < min.size ? bin : min));
    lightest.size += size;
    lightest.files.push(`tests/${file}`);
  }
  return bins[index - 1]!.files;
}

// Browser tests against the real server, in Debian's Chromium. One file at a time in a process:
// each file drives its own browser; scripts/test.sh runs three processes (E2E_SHARD). The test
// timeout only guards against a hang: with the shards and the PostgreSQL stage sharing two
// cores, the longest tests (axe over nine title tabs) come near a minute.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: shardFiles(process.env.E2E_SHARD),
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    // expect.poll waits as long as a locator does (page.setDefaultTimeout): its default second
    // ran out in a loaded run while a filtered list was still being fetched and drawn.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
