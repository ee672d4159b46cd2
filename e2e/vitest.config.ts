import { defineConfig } from 'vitest/config';

// Browser tests against the real server, in Debian's Chromium. One file at a time: the
// machine has two cores and each file drives its own browser.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
