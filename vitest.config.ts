import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { EVENT_WAIT_MS, HANG_MS } from './server/src/testing/test-limits.js';

// Two projects: `unit` (unit and API integration tests beside the code, real PGlite, real SMTP
// on loopback, and PostgreSQL when TEST_DATABASE_URL is set) and `e2e` (Playwright driving
// Debian's Chromium against a real server process). They run one after the other in `npm test`.
// A test's time limit, and a wait for an event (`expect.poll` here, `waitFor` in the tests), guard
// against a hang, never against a busy machine (records 148 and 159: server/src/testing/test-limits.ts).
// Two files at a time on the 2-core machine (a file per core), where vitest's default is one: a
// file mostly waits on its servers, ffmpeg and engines, and a second keeps the cores busy (record
// 159). The browser specs share their one server as two users of a real node do.
const WORKERS = os.availableParallelism();

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./client/src', import.meta.url)) },
  },
  test: {
    expect: { poll: { timeout: EVENT_WAIT_MS } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'server/src/**/*.test.ts',
            'common/**/*.test.ts',
            'client/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: HANG_MS,
          hookTimeout: HANG_MS,
          maxWorkers: WORKERS,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: HANG_MS,
          hookTimeout: HANG_MS,
          maxWorkers: WORKERS,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
