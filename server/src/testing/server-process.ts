import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../paths.js';

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
 * Runs the real server (server/src/main.ts) as its own process, as `npm start` does after
 * building the client, and waits until GET /api/health answers 200.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/main.ts')], {
    cwd: REPO_ROOT,
    // PUBLIC_URL matches the address tests use, so mailed links and cookies share one host.
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    const ended = await Promise.race([exited.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), 200))]);
    if (ended) throw new Error(`server exited before it was ready:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy within 60 s:\n${output}`);
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
