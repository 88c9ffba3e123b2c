import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import { OFFLINE_ENGINES } from '../server/src/config/engine-names.js';
import { loginLinkFrom } from '../server/src/testing/mail.js';
import { startServerProcess, type ServerProcess } from '../server/src/testing/server-process.js';

/**
 * The wizard's HTTP calls as the benchmarks make them against a real server process: a user
 * signed in from an address of their own (the server runs with TRUST_PROXY), and job-backed calls
 * started with `Prefer: respond-async` and followed with long polls, as the browser does.
 */

/**
 * A server process as production starts one: the embedded defaults, every offline engine, its
 * warm-up, addresses from X-Forwarded-For; `answered` is when it answered its first health check.
 * `freshInstall` makes its database anew rather than from the tests' migrated image.
 */
export async function startProductionServer(
  prefix: string,
  { freshInstall = false }: { freshInstall?: boolean } = {},
): Promise<{ server: ServerProcess; dataDir: string; answered: number }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      WARM_UP: 'true',
      OFFLINE_ENGINES: OFFLINE_ENGINES.join(','),
    },
    { freshInstall },
  );
  return { server, dataDir, answered: performance.now() };
}

/** Signs user `i` in through the outbox's login link, from address 10.77.x.y; returns the Cookie header. */
export async function signInUser(server: ServerProcess, dataDir: string, i: number): Promise<string> {
  const email = `caller-${i}@example.com`;
  const forwarded = { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${i >> 8}.${i & 255}` };
  const asked = await fetch(`${server.url}/api/auth/request-login`, {
    method: 'POST',
    headers: forwarded,
    body: JSON.stringify({ email }),
  });
  if (asked.status !== 200) throw new Error(`login link for ${email}: ${asked.status}`);
  const outbox = path.join(dataDir, 'outbox');
  const newest = (await fs.readdir(outbox)).filter((f) => f.endsWith('.eml')).sort();
  let mail = '';
  for (const file of newest.reverse()) {
    mail = await fs.readFile(path.join(outbox, file), 'utf8');
    if (mail.toLowerCase().includes(`to: ${email}`)) break;
  }
  const token = loginLinkFrom(mail).searchParams.get('token');
  const verified = await fetch(`${server.url}/api/auth/verify`, {
    method: 'POST',
    headers: forwarded,
    body: JSON.stringify({ token }),
  });
  if (verified.status !== 200) throw new Error(`verify for ${email}: ${verified.status}`);
  return verified.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** A JSON POST with the user's cookie; the reply's status and body. */
export async function postJson(
  server: ServerProcess,
  cookie: string,
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

/** Starts a job-backed call and follows it to its result. */
export async function job<T>(server: ServerProcess, cookie: string, route: string, body: unknown): Promise<T> {
  const started = await postJson(server, cookie, route, body, { prefer: 'respond-async' });
  if (started.status !== 202) throw new Error(`${route} answered ${started.status}: ${JSON.stringify(started.json)}`);
  return followJob<T>(server, cookie, started.json as JobStatusReply);
}

/**
 * Long-polls a job until it has ended, or answered while it runs (a streamed preview, record 130);
 * its result, or an error with its failure.
 */
export async function followJob<T>(server: ServerProcess, cookie: string, first: JobStatusReply): Promise<T> {
  let status = first;
  while (status.state === 'queued' || (status.state === 'running' && status.result === undefined)) {
    const polled = await fetch(`${server.url}/api/jobs/${status.id}?waitMs=5000`, { headers: { cookie } });
    status = (await polled.json()) as JobStatusReply;
  }
  if (status.state !== 'done' && status.state !== 'running')
    throw new Error(`${status.kind} job ${status.state}: ${JSON.stringify(status.error)}`);
  return status.result as T;
}
