import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ensureAdminAccount } from '../admin/admin-accounts.js';
import { cookieFrom, SAME_ORIGIN } from '../testing/http.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 12: property-based fuzzing of every route. Bodies are built from each route's own zod
 * schema (its field names, with hostile and plausible values), parameters from hostile strings,
 * and raw bytes under any content type. Whatever arrives, the answer is never a 5xx and never
 * shows a stack trace. Bounded in runs and in time.
 */
const RUNS = { schema: 300, raw: 150 };
const TIME_LIMIT_MS = 60_000;

const routes: RouteOptions[] = [];
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp(
    { ADMIN_USERNAME: 'fuzz-admin', ADMIN_PASSWORD: 'fuzzing admin password', QUOTA_RUNNING_PER_USER: '4' },
    undefined,
    { routes },
  );
  await ensureAdminAccount(t.deps.database.db, t.deps.config, t.app.log);
  const user = await signInCookie(t, 'fuzz@example.com');
  const admin = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: SAME_ORIGIN,
    payload: { username: 'fuzz-admin', password: 'fuzzing admin password' },
  });
  cookie = `${user}; ${cookieFrom(admin, 'avs_admin')}`;
  // The offline engine's start-up check answers 503 on purpose until it has spoken once.
  while ((await t.app.inject({ url: '/api/health' })).statusCode !== 200) await new Promise((r) => setTimeout(r, 200));
}, 120_000);
afterAll(() => t.close());

/** The API routes, one per method and URL (HEAD mirrors GET). */
function apiRoutes(): { method: string; url: string; body?: z.ZodType }[] {
  return (
    routes
      .filter((r) => r.url.startsWith('/api/'))
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ r, method })))
      // Signing out would end the sessions the other requests ride on.
      .filter(({ r, method }) => method !== 'HEAD' && !r.url.endsWith('/logout'))
      .map(({ r, method }) => ({ method, url: r.url, body: (r.schema as { body?: z.ZodType } | undefined)?.body }))
  );
}

/** Values for one field: hostile text (control characters, lone surrogates, huge), numbers, nesting, or a plausible value. */
const plausible = ['en-US-ken', 'on-hold', 'retail', 'murf', 'elevenlabs', 'medium', 'Hello.', 'none', 'true', ''];
const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\u001f', '\u007f', '\ud800', '$', '\n', 'a', ' '), maxLength: 60 }),
  fc.constantFrom(...plausible),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constant('x'.repeat(6000)),
);

/** A valid value per field name, so most bodies pass all fields but one and reach the code behind the schema. */
const VALID: Record<string, unknown> = {
  companyName: 'Acme Dental',
  industry: 'healthcare',
  voiceType: 'en-US-ken',
  script: 'Hello there.',
  text: 'Hello there.',
  scriptContent: 'Hello there.',
  messageType: 'on-hold',
  musicVolume: 15,
  musicTrackId: 'none',
  voiceAudioId: '00000000-0000-4000-8000-000000000000',
  audioId: '00000000-0000-4000-8000-000000000000',
  title: 'Hold music',
  email: 'fuzz-mail@example.com',
  token: 'not-a-token',
  username: 'someone',
  password: 'not the password',
};

function bodyFor(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!shape) return fc.option(fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 4 }), { nil: undefined });
  const field = (key: string) =>
    fc.oneof({ weight: 3, arbitrary: fc.constant(VALID[key] ?? 'x') }, { weight: 1, arbitrary: value });
  const fields = Object.fromEntries(Object.keys(shape).map((key) => [key, field(key)]));
  return fc.oneof(fc.record(fields, { requiredKeys: [] }), value);
}

/** A path segment: anything, percent-encoded as a client would, or raw escapes such as %00 and %ff. */
const segment = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom('%00', '%ff', '%c0%ae', '..%2f..', '%0d%0a', 'wav-pcm-8k', 'on-hold', 'corporate-upbeat'),
);

const STACK_TRACE = /\bat .+:\d+:\d+|node_modules|server\/src\//;

function assertSafe(res: { statusCode: number; body: string }, what: string): void {
  if (res.statusCode >= 500 || STACK_TRACE.test(res.body)) {
    throw new Error(`${what} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
}

describe('fuzzing every route', () => {
  it('answers every schema-shaped body and hostile parameter without a 5xx or a stack trace', async () => {
    const all = apiRoutes();
    expect(all.length).toBeGreaterThan(15);
    const request = fc.constantFrom(...all).chain((route) =>
      fc.record({
        route: fc.constant(route),
        params: fc.array(segment, { minLength: 4, maxLength: 4 }),
        body: bodyFor(route.body),
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ route, params, body }) => {
        let i = 0;
        const url = route.url.replace(/:\w+|\*/g, () => params[i++]!);
        const withBody = route.method !== 'GET' && body !== undefined;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...SAME_ORIGIN, cookie, ...(withBody ? { 'content-type': 'application/json' } : {}) },
          ...(withBody ? { payload: JSON.stringify(body) } : {}),
        });
        assertSafe(res, `${route.method} ${url}`);
      }),
      { numRuns: RUNS.schema, interruptAfterTimeLimit: TIME_LIMIT_MS },
    );
  }, 150_000);

  it('answers raw bytes under any content type without a 5xx or a stack trace', async () => {
    const posts = apiRoutes().filter((r) => r.method !== 'GET');
    const contentType = fc.oneof(
      fc.constantFrom('application/json', 'multipart/form-data; boundary=xyz', 'multipart/form-data', 'text/plain'),
      fc.constantFrom('application/octet-stream', 'application/x-www-form-urlencoded'),
      fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...posts),
        fc.uint8Array({ maxLength: 2048 }),
        contentType,
        async (route, bytes, type) => {
          const url = route.url.replace(/:\w+|\*/g, 'x');
          const res = await t.app.inject({
            method: route.method as 'POST',
            url,
            headers: { ...SAME_ORIGIN, cookie, 'content-type': type },
            payload: Buffer.from(bytes),
          });
          assertSafe(res, `${route.method} ${url} (${type})`);
        },
      ),
      { numRuns: RUNS.raw, interruptAfterTimeLimit: TIME_LIMIT_MS },
    );
  }, 150_000);
});
