import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.js';

const run = promisify(execFile);

export interface OwnPostgres {
  /** postgres://… for the superuser `avs` (trust authentication on loopback only). */
  url: string;
  /** Stops the server as an operator's restart does: connections are ended (`pg_ctl stop -m fast`). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

/** The newest Debian PostgreSQL's bin folder, or undefined when none is installed. */
async function binDir(): Promise<string | undefined> {
  const versions = await fs.readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) return undefined;
  const dir = path.join('/usr/lib/postgresql', newest, 'bin');
  return (await fs.access(path.join(dir, 'initdb')).then(
    () => true,
    () => false,
  ))
    ? dir
    : undefined;
}

/**
 * A throwaway PostgreSQL cluster of the test's own, on a free port in a temporary folder, from
 * Debian's binaries: a test may stop and start it without disturbing the shared database others
 * use (issue 28). PostgreSQL refuses to run as root, so as root it runs as the `postgres` account.
 * Undefined when no PostgreSQL binaries are installed.
 */
export async function startOwnPostgres(): Promise<OwnPostgres | undefined> {
  const bin = await binDir();
  if (!bin) return undefined;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-own-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await fs.chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', data, '-U', 'avs', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = async () =>
    void (await pg('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']));
  const stop = async (mode: string) => void (await pg('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']));
  await start();
  return {
    url: `postgres://avs@127.0.0.1:${port}/postgres`,
    stop: () => stop('fast'),
    start,
    close: async () => {
      await stop('immediate').catch(() => {});
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
