import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect } from 'vitest';
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

/**
 * The routes of a cluster's nodes over real HTTP as one signed-in user, whose session cookie
 * `cookie()` gives (read at each call: the user signs in once the nodes are up). `call` GETs without
 * a body and POSTs JSON with one; `json` reads a reply that must have `status`, whose body says why
 * when it has not.
 */
export function callsAs(cookie: () => string) {
  const call = (node: ServerProcess, route: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${node.url}${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { cookie: cookie(), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const json = async <T>(response: Promise<Response>, status = 200): Promise<T> => {
    const res = await response;
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };
  return { call, json };
}

/** Ends a cluster test: its nodes killed, then the services they shared closed, then their data folders removed. */
export async function stopCluster(
  nodes: ServerProcess[],
  services: ({ close(): Promise<unknown> } | undefined)[],
  dataDirs: string[],
): Promise<void> {
  await Promise.all(nodes.map((node) => node.stop('SIGKILL')));
  await Promise.all(services.map(async (service) => service?.close()));
  await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
}
