import { spawn, type ChildProcess } from 'node:child_process';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../paths.js';
import { SUITE_ENGINES } from './suite-engines.js';
import { loginLinkFrom, readOutbox } from './mail.js';
import { pgliteFolderFromImage } from './memory-database.js';
import { previewsFromKept } from './kept-previews.js';

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  /** Everything the process printed so far (JSON log lines). */
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * How long a starting server may take to answer health: a guard against a server that hangs, never
 * a speed check (record 148). A loaded 2-core machine took over 60 s to bring one up; this stays
 * under the suite's 5-minute hook limit so that this message, with the server's output, is the one seen.
 */
const READY_MS = 240_000;

/**
 * What `npm start` sets before Node starts (the `NAME=value` words leading package.json's start
 * script: glibc's malloc arenas, record 167), so a test's or a bench's node holds memory as a
 * production node does.
 */
const START_ENV = startScriptEnv(
  (JSON.parse(fsSync.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } })
    .scripts.start,
);

function startScriptEnv(script: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const word of script.trim().split(/\s+/)) {
    const assignment = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word);
    if (!assignment) break;
    env[assignment[1]!] = assignment[2]!;
  }
  return env;
}

/**
 * Runs the real server (server/src/main.ts) as its own process, as `npm start` does after
 * building the client, and waits until GET /api/health answers 200 (with `until: 'listening'`,
 * any answer: a node whose store is away answers 503). Without its warm-up unless `env` says
 * WARM_UP=true. A node on PGlite whose DATA_DIR has no database yet finds one put there from the
 * tests' migrated image (record 148), unless `freshInstall` asks it to make its own as a new
 * install does. A node on the suite's engines with a new DATA_DIR finds the voice previews made
 * (kept-previews.ts), where it would make them all at start beside the test.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { until = 'healthy', freshInstall = false }: { until?: 'healthy' | 'listening'; freshInstall?: boolean } = {},
): Promise<ServerProcess> {
  const onPglite = !(env.DATABASE_URL ?? process.env.DATABASE_URL);
  const dbDir = env.DATA_DIR && onPglite ? path.join(env.DATA_DIR, 'db') : undefined;
  if (dbDir && !freshInstall && !(await fs.stat(dbDir).catch(() => undefined))) await pgliteFolderFromImage(dbDir);
  const suiteEngines = SUITE_ENGINES.join(',');
  const engines = env.OFFLINE_ENGINES ?? suiteEngines;
  if (env.DATA_DIR && !freshInstall && engines === suiteEngines) await previewsFromKept(env.DATA_DIR);
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/main.ts')], {
    cwd: REPO_ROOT,
    // PUBLIC_URL matches the address tests use, so mailed links and cookies share one host.
    env: {
      ...process.env,
      ...START_ENV,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Tests start many short-lived servers: none warms up (record 122) unless its test asks.
      WARM_UP: 'false',
      OFFLINE_ENGINES: engines,
      ...env,
      PORT: port,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + READY_MS;
  for (;;) {
    const ended = await Promise.race([
      exited.then(() => true),
      new Promise<false>((r) => setTimeout(() => r(false), 200)),
    ]);
    if (ended) throw new Error(`server exited before it was ready:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok || until === 'listening',
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy within ${READY_MS / 1000} s:\n${output}`);
    }
  }
  return {
    url,
    process: child,
    output: () => output,
    exited,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Signs `email` in on a server process through the outbox's login link; returns the Cookie header. */
export async function signInOverHttp(server: ServerProcess, dataDir: string, email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const requested = await post('/api/auth/request-login', { email });
  if (requested.status !== 200) throw new Error(`login link request answered ${requested.status}`);
  const token = loginLinkFrom((await readOutbox(dataDir)).at(-1)!).searchParams.get('token');
  const verified = await post('/api/auth/verify', { token });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  return verified.headers.getSetCookie()[0]!.split(';')[0]!;
}

/**
 * The pids of the running ffmpeg processes and MP3 part encoders (record 126) that `pid` started,
 * through its spawners (record 123) (Linux /proc).
 */
export const audioProcessesOf = (pid: number): Promise<number[]> => descendantsNamed(pid, 'ffmpeg', 'mp3-encoder');

/** The pids of the running processes named one of `commands` that descend from `pid` (Linux /proc). */
export async function descendantsNamed(pid: number, ...commands: string[]): Promise<number[]> {
  const processes: { pid: number; command: string; parent: number }[] = [];
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // "pid (comm) state ppid ...": comm may hold spaces, so split after the last ')'.
    const match = /^\d+ \((.*)\) (\S) (\d+)/s.exec(stat);
    if (match && match[2] !== 'Z') processes.push({ pid: Number(entry), command: match[1]!, parent: Number(match[3]) });
  }
  const parentOf = new Map(processes.map((p) => [p.pid, p.parent]));
  const descends = (child: number): boolean => {
    for (let at = parentOf.get(child); at !== undefined && at > 1; at = parentOf.get(at)) if (at === pid) return true;
    return false;
  };
  return processes.filter((p) => commands.includes(p.command) && descends(p.pid)).map((p) => p.pid);
}

/** Whether a process with this pid still runs (a zombie counts as gone). */
export async function isAlive(pid: number): Promise<boolean> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat !== '' && !/^\d+ \(.*\) Z /s.test(stat);
}
