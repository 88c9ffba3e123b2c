import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths.js';
import { databaseTargets } from './testing/databases.js';
import { loginLinkFrom, readOutbox } from './testing/mail.js';
import { postJson, serverProcessesPerTest } from './testing/process-test-kit.js';
import type { ServerProcess } from './testing/server-process.js';
import { startSmtpServer } from './testing/smtp-server.js';

// The server as a real process over real HTTP: start-up, configuration errors, SIGTERM, restarts.
const { tempDataDir, start, defer } = serverProcessesPerTest('avs-proc-');

const post = postJson;

async function signInThroughOutbox(server: ServerProcess, dataDir: string, email: string): Promise<string> {
  expect((await post(`${server.url}/api/auth/request-login`, { email })).status).toBe(200);
  const token = loginLinkFrom((await readOutbox(dataDir)).at(-1)!).searchParams.get('token');
  const res = await post(`${server.url}/api/auth/verify`, { token });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

describe('the server process', () => {
  it('refuses to start on a wrong setting and names the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/main.ts')], {
      env: { ...process.env, PORT: 'five-thousand', DATABASE_URL: 'mysql://db/x' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT: must be a port number from 0 to 65535');
    expect(stderr).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
  });

  it('answers health, logs requests as JSON without tokens, and keeps data across a restart', async () => {
    const dataDir = await tempDataDir();
    // The one node of the suite that makes its PGlite database as a new install does (initdb, migrations).
    const first = await start({ DATA_DIR: dataDir }, { freshInstall: true });
    const health = await (await fetch(`${first.url}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: { kind: 'pglite', status: 'ok' }, mail: 'outbox' });
    const cookie = await signInThroughOutbox(first, dataDir, 'keeper@example.com');
    await fetch(`${first.url}/auth/verify?token=secret-looking-value`, { headers: { accept: 'text/html' } });
    expect(await first.stop()).toBe(0);

    const lines = first
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.some((l) => l.msg === 'request completed' && typeof l.responseTime === 'number')).toBe(true);
    expect(first.output()).not.toContain('secret-looking-value');
    expect(first.output()).toContain('"loginLink"'); // the outbox mailer logs the link for whoever runs the server

    const second = await start({ DATA_DIR: dataDir });
    const me = await fetch(`${second.url}/api/auth/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe('keeper@example.com');
  });

  it('finishes a request in flight on SIGTERM, then exits cleanly', async () => {
    const smtp = await startSmtpServer({ delayMs: 1500 });
    defer(() => smtp.close());
    const server = await start({ DATA_DIR: await tempDataDir(), SMTP_URL: smtp.url });
    const inFlight = post(`${server.url}/api/auth/request-login`, { email: 'slow@example.com' });
    await new Promise((r) => setTimeout(r, 500));
    server.process.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  const postgres = databaseTargets().find((t) => t.name === 'postgres');
  it.skipIf(!postgres)('runs as several processes on one PostgreSQL database, sharing sessions', async () => {
    const database = await postgres!.open();
    defer(() => database.close());
    const url = database.url;
    const dataDir = await tempDataDir();
    const [a, b] = await Promise.all([
      start({ DATA_DIR: dataDir, DATABASE_URL: url! }),
      start({ DATA_DIR: dataDir, DATABASE_URL: url! }),
    ]);
    expect((await (await fetch(`${a.url}/api/health`)).json()).database.kind).toBe('postgres');
    const cookie = await signInThroughOutbox(a, dataDir, 'shared@example.com');
    expect((await fetch(`${b.url}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
    await post(`${b.url}/api/auth/logout`, {}, cookie);
    expect((await fetch(`${a.url}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
  });
});
