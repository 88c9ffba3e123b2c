import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../../server/src/testing/server-process.js';
import { E2E_ADMIN } from './support/constants.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/**
 * One real server process for the browser specs, on the embedded defaults (PGlite, outbox mail)
 * with a temporary DATA_DIR, started as a new install: it makes its database and its voice
 * previews itself (voices.e2e.ts plays them). The client must already be built (`npm test` builds
 * it first).
 */
export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-e2e-'));
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Every browser context stands for a different visitor (support/browser.ts gives each its own
      // X-Forwarded-For), so the per-address limits on login links meet one visitor's use, as in
      // production behind a proxy, rather than the whole suite's sign-ins from one loopback address.
      TRUST_PROXY: '127.0.0.1',
    },
    { freshInstall: true },
  );
  project.provide('baseUrl', server.url);
  project.provide('dataDir', dataDir);
  return async () => {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
