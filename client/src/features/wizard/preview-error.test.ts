import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, request } from '@/lib/api';
import { previewErrorMessage } from './preview-error';

// A real HTTP server on loopback answers each failure; the client's own request() reads it.
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const { status, body } = JSON.parse(decodeURIComponent(req.url!.slice(1))) as { status: number; body: string };
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What 'Voice Preview Failed' says when the server answers `status` with `body`. */
async function previewFailure(status: number, body: string): Promise<string> {
  const path = `/${encodeURIComponent(JSON.stringify({ status, body }))}`;
  const error = await request('POST', `${base}${path}`, { body: {} }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return previewErrorMessage(error as ApiError);
}

describe("'Voice Preview Failed' (spec §8)", () => {
  it("says the server's message", async () => {
    const body = JSON.stringify({ success: false, message: 'This voice is not available.', error: 'Bad Request' });
    expect(await previewFailure(400, body)).toBe('This voice is not available.');
  });

  it('falls back to the error field when the reply has no message', async () => {
    expect(await previewFailure(502, JSON.stringify({ error: 'Speech service unavailable' }))).toBe(
      'Speech service unavailable',
    );
    // Fastify's own replies may carry an empty message beside their error.
    expect(
      await previewFailure(413, JSON.stringify({ statusCode: 413, error: 'Payload Too Large', message: '' })),
    ).toBe('Payload Too Large');
  });

  it("says 'Server error: {status}' with neither", async () => {
    expect(await previewFailure(503, '')).toBe('Server error: 503');
    expect(await previewFailure(500, JSON.stringify({ success: false }))).toBe('Server error: 500');
    expect(await previewFailure(504, '<html>Gateway Timeout</html>')).toBe('Server error: 504');
  });
});
