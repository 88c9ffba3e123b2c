import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, api, request } from './api';

function stubFetch(impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('sends credentials and a JSON body, and returns the parsed reply', async () => {
    const fetchMock = stubFetch(async () => Response.json({ success: true, message: 'ok' }));
    await expect(api.post('/api/auth/request-login', { email: 'a@b.c' })).resolves.toEqual({
      success: true,
      message: 'ok',
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(JSON.stringify({ email: 'a@b.c' }));
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('sends no body and no content type when there is nothing to send', async () => {
    const fetchMock = stubFetch(async () => Response.json({ success: true }));
    await api.post('/api/auth/logout');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });

  it("uses the JSON body's message for a failed call", async () => {
    stubFetch(async () => Response.json({ success: false, message: 'Nope', code: 'gone' }, { status: 400 }));
    const error = await request('GET', '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Nope', serverMessage: 'Nope', code: 'gone' });
  });

  it('falls back to "status: response text" (spec §7)', async () => {
    stubFetch(async () => new Response('Bad gateway', { status: 502 }));
    const error = await request('GET', '/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: '502: Bad gateway', serverMessage: undefined });
    // No code in the body (a proxy's page): the code the status means.
    expect(error).toMatchObject({ code: 'upstream_failed' });
  });

  it('turns a fetch failure into a NetworkError', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request('GET', '/x')).rejects.toBeInstanceOf(NetworkError);
  });
});
