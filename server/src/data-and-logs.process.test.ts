import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loginLinkFrom, readOutbox } from './testing/mail.js';
import { postJson, serverProcessesPerTest } from './testing/process-test-kit.js';
import { startSmtpServer } from './testing/smtp-server.js';

/** Issue 12: finding 7 (DATA_DIR readable by everyone) and, from finding 10, login links in the log. */
const { tempDataDir, start, defer } = serverProcessesPerTest('avs-modes-');

const post = postJson;

/** Every file and folder under `dir` with its permission bits. */
async function modes(dir: string): Promise<{ file: string; mode: number; folder: boolean }[]> {
  const found: { file: string; mode: number; folder: boolean }[] = [];
  for (const entry of await fs.readdir(dir, { recursive: true })) {
    const stat = await fs.lstat(path.join(dir, entry));
    if (!stat.isSymbolicLink()) found.push({ file: entry, mode: stat.mode & 0o777, folder: stat.isDirectory() });
  }
  return found;
}

describe('DATA_DIR', () => {
  it('holds only owner-readable files (0600) and folders (0700): outbox, database, audio and caches', async () => {
    const dataDir = await tempDataDir();
    // What an older version left behind is tightened at start.
    await fs.mkdir(path.join(dataDir, 'outbox'), { mode: 0o755 });
    await fs.writeFile(path.join(dataDir, 'outbox', '0000-old.eml'), 'old link', { mode: 0o644 });

    const server = await start({ DATA_DIR: dataDir });
    expect((await post(`${server.url}/api/auth/request-login`, { email: 'modes@example.com' })).status).toBe(200);
    const token = loginLinkFrom((await readOutbox(dataDir)).at(-1)!).searchParams.get('token');
    const verified = await post(`${server.url}/api/auth/verify`, { token });
    const cookie = verified.headers.getSetCookie()[0]!.split(';')[0]!;
    const voice = await post(
      `${server.url}/api/synthesize-voice`,
      { script: 'Hello.', voiceType: 'en-US-ken' },
      cookie,
    );
    expect(voice.status).toBe(200);
    expect(await server.stop()).toBe(0);

    const all = await modes(dataDir);
    for (const folder of ['outbox', 'db', 'audio']) expect(all.some((e) => e.file === folder && e.folder)).toBe(true);
    expect(all.some((e) => e.file.startsWith('audio/') && !e.folder)).toBe(true);
    const loose = all.filter((e) => (e.folder ? e.mode !== 0o700 : (e.mode & 0o077) !== 0));
    expect(loose).toEqual([]);
    expect(((await fs.stat(dataDir)).mode & 0o777).toString(8)).toBe('700');
    // A server process starting and speaking for the first time: legitimately longer than a unit test.
  });
});

describe('with SMTP configured', () => {
  it('never writes the login link to the log', async () => {
    const smtp = await startSmtpServer();
    defer(() => smtp.close());
    const server = await start({ DATA_DIR: await tempDataDir(), SMTP_URL: smtp.url, LOG_LEVEL: 'trace' });
    expect((await post(`${server.url}/api/auth/request-login`, { email: 'smtp@example.com' })).status).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const token = loginLinkFrom(smtp.received[0]!.raw).searchParams.get('token')!;
    expect(await server.stop()).toBe(0);
    expect(server.output()).not.toContain(token);
    expect(server.output()).not.toContain('loginLink');
    expect(server.output()).not.toContain('/auth/verify?token=');
  });
});
