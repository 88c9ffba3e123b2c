import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { signInAdmin } from '../testing/api-kit.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { MAX_OPEN_UPLOADS_PER_ADDRESS } from './upload-guard.js';

/**
 * Issue 29, finding 2: the upload routes answered 401 at once but read a trickled body to the end,
 * holding the socket 7 minutes; 875 such sockets exhausted a process. Real sockets here.
 */
let t: TestApp;
let port: number;
let user: string;
let admin: string;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { ADMIN_USERNAME: 'upload-admin', ADMIN_PASSWORD: 'a long upload guard password' },
    undefined,
    {
      logLines,
    },
  );
  user = await signInCookie(t, 'uploader@example.com');
  admin = await signInAdmin(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

const KB = Buffer.alloc(1024, 'a');

interface Trickle {
  /** What the server answered, once the connection has closed. */
  closed: Promise<{ response: string; chunksSent: number }>;
  socket: net.Socket;
}

/**
 * Opens an upload of `declared` bytes and sends 1 KB at once, then 1 KB every `everyMs` for as
 * long as the connection stays open.
 */
function trickleUpload(path: string, cookie: string | undefined, declared: number, everyMs = 2_000): Trickle {
  const socket = net.connect(port, '127.0.0.1');
  let response = '';
  let chunksSent = 0;
  let timer: NodeJS.Timeout | undefined;
  const send = () => {
    if (socket.destroyed || socket.writableEnded) return;
    socket.write(KB);
    chunksSent += 1;
  };
  socket.on('connect', () => {
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=xyz\r\n` +
        `Content-Length: ${declared}\r\nSec-Fetch-Site: same-origin\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}\r\n`,
    );
    send();
    timer = setInterval(send, everyMs);
  });
  socket.on('data', (d: Buffer) => (response += d.toString()));
  const closed = new Promise<{ response: string; chunksSent: number }>((resolve, reject) => {
    const done = () => {
      clearInterval(timer);
      resolve({ response, chunksSent });
    };
    socket.on('close', done);
    // The server closes with the body unread; the kernel may say so with a reset after the answer.
    socket.on('error', (error: NodeJS.ErrnoException) =>
      ['ECONNRESET', 'EPIPE'].includes(error.code ?? '') ? done() : reject(error),
    );
  });
  return { closed, socket };
}

describe('uploads refuse before reading (issue 29)', () => {
  it.each(['/api/upload-music', '/api/elevenlabs/upload-voice'])(
    '%s without a session: 401 and the connection cut before the third kilobyte',
    async (path) => {
      const { response, chunksSent } = await trickleUpload(path, undefined, 5 * 1024 * 1024).closed;
      expect(response).toMatch(/^HTTP\/1\.1 401/);
      expect(response.toLowerCase()).toContain('connection: close');
      // 1 KB every 2 s: the server closed within one interval of its answer, not minutes later.
      expect(chunksSent).toBeLessThanOrEqual(2);
    },
  );

  it('refuses a declared length over the limit with 413 in the route’s words, before reading', async () => {
    const { response, chunksSent } = await trickleUpload('/api/upload-music', admin, 26 * 1024 * 1024 + 65 * 1024)
      .closed;
    expect(response).toMatch(/^HTTP\/1\.1 413/);
    expect(response).toContain(messages.music.fileTooLarge);
    expect(chunksSent).toBeLessThanOrEqual(2);
  });

  it(`holds at most ${MAX_OPEN_UPLOADS_PER_ADDRESS} open uploads per address, logs the exhaustion, and frees them`, async () => {
    let requests = 0;
    const countRequest = () => (requests += 1);
    t.app.server.on('request', countRequest);
    const held = Array.from({ length: MAX_OPEN_UPLOADS_PER_ADDRESS }, () =>
      trickleUpload('/api/elevenlabs/upload-voice', user, 1024 * 1024, 60_000),
    );
    // Signed in, these are being read: wait until the server has begun every one of them.
    while (requests < held.length) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    t.app.server.off('request', countRequest);
    const refused = await trickleUpload('/api/elevenlabs/upload-voice', user, 1024 * 1024).closed;
    expect(refused.response).toMatch(/^HTTP\/1\.1 429/);
    expect(refused.response).toContain(messages.generic.tooManyUploads);
    expect(logLines.filter((l) => l.includes('upload connections exhausted'))).toHaveLength(1);

    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map(({ closed }) => closed));
    while ((await new Promise<number>((r) => t.app.server.getConnections((_e, n) => r(n)))) > 0) {
      await new Promise((r) => setTimeout(r, 20));
    }
    // Freed: the next upload is read again (and refused for what it holds, not for the count).
    const after = await trickleUpload('/api/elevenlabs/upload-voice', user, 2048, 10).closed;
    expect(after.response).toMatch(/^HTTP\/1\.1 400/);
  });
});
