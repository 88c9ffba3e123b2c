import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: `unit` (unit and API integration tests beside the code, real PGlite, real SMTP
// on loopback, and PostgreSQL when TEST_DATABASE_URL is set) and `e2e` (Playwright driving
// Debian's Chromium against a real server process). They run one after the other in `npm test`.
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./client/src', import.meta.url)) },
  },
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
