import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import type { FastifyRequest } from 'fastify';
import { bodyTimeoutMs } from './body-timeout.js';
import { bodyArrived } from './close-after-answer.js';

/** Issue 12, finding 6: a body sent one byte every 2 s was never cut off. Real sockets here. */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ BODY_TIMEOUT_SECONDS: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Sends the headers, then the body a byte at a time; resolves with what the server answered. */
function trickle(path: string, body: string, everyMs: number): Promise<{ response: string; bytesSent: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\nSec-Fetch-Site: same-origin\r\n\r\n`,
      );
      timer = setInterval(() => {
        if (sent < body.length && !socket.destroyed) socket.write(body[sent++]!);
      }, everyMs);
    });
    socket.on('data', (d: Buffer) => {
      response += d.toString();
      clearInterval(timer); // the answer is in: nothing more to send
    });
    const done = () => {
      clearInterval(timer);
      resolve({ response, bytesSent: sent });
    };
    socket.on('close', done);
    // The server closes with the rest of the body unread, which the kernel may signal with a reset
    // after the answer (Node 24 does): that is the connection closing, not a failure.
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? done() : reject(error)));
  });
}

describe('request body time limits', () => {
  it('cuts off a body that trickles in, with 408, and closes the connection', async () => {
    const body = JSON.stringify({ email: 'slow-sender@example.com' });
    const { response, bytesSent } = await trickle('/api/auth/request-login', body, 200);
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(response).toContain(messages.generic.requestTimeout);
    expect(bytesSent).toBeLessThan(body.length);
  });

  it('gives uploads longer, by their own size limit, and never less than the JSON limit', () => {
    expect(bodyTimeoutMs('/api/save-script', 30_000)).toBe(30_000);
    expect(bodyTimeoutMs('/api/elevenlabs/upload-voice', 30_000)).toBe(160_000);
    expect(bodyTimeoutMs('/api/upload-music', 30_000)).toBe(400_000);
    expect(bodyTimeoutMs('/api/upload-music', 600_000)).toBe(600_000);
  });

  it('waits for no body a request does not announce: an injected GET whose stream is never read is not cut off', () => {
    const unread = { complete: false, readableEnded: false };
    const request = (headers: Record<string, string>) => ({ headers, raw: unread }) as unknown as FastifyRequest;
    expect(bodyArrived(request({}))).toBe(true);
    expect(bodyArrived(request({ 'content-length': '0' }))).toBe(true);
    expect(bodyArrived(request({ 'content-length': '42' }))).toBe(false);
    expect(bodyArrived(request({ 'transfer-encoding': 'chunked' }))).toBe(false);
  });
});
