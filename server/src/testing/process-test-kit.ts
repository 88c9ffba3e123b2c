import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { startServerProcess, type ServerProcess } from './server-process.js';

/**
 * What the process tests share: server processes and temporary data folders that are gone after
 * each test (killed, removed), however the test ended.
 */
export function serverProcessesPerTest(prefix: string) {
  const running: ServerProcess[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
    await Promise.all(cleanups.splice(0).map((c) => c()));
  });
  return {
    tempDataDir: async (): Promise<string> => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
      cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
      return dir;
    },
    start: async (
      env: Record<string, string>,
      options?: Parameters<typeof startServerProcess>[1],
    ): Promise<ServerProcess> => {
      const server = await startServerProcess(env, options);
      running.push(server);
      return server;
    },
    /** Runs `cleanup` after the test, with the processes and folders. */
    defer: (cleanup: () => Promise<unknown>): void => {
      cleanups.push(cleanup);
    },
  };
}

/** A JSON POST over real HTTP, with the session cookie when there is one. */
export const postJson = (url: string, body: unknown, cookie?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
