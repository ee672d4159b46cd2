import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace; the browser tests live in e2e/ with their own config.
export default defineConfig({
  test: {
    // Above the two cores: test files spend much of their time waiting on database workers,
    // sockets and timers (measured on the 2-core machine: 364 s with 2 workers, 270 s with 4; 3 keeps the slowest
    // files inside their timeouts when the machine is busy).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'packages/web',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
