import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '#common/messages.js';
import { signInAdmin } from '../testing/api-kit.js';
import { SAME_ORIGIN } from '../testing/http.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 12: property-based fuzzing of every route. Bodies are built from each route's own zod
 * schema (its field names, with hostile and plausible values), parameters from hostile strings,
 * and raw bytes under any content type. Whatever arrives, the answer is never a 5xx and never
 * shows a stack trace. Bounded in runs and in time.
 */
const RUNS = { schema: 300, raw: 150, surrogates: 10_000 };
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
  const user = await signInCookie(t, 'fuzz@example.com');
  cookie = `${user}; ${await signInAdmin(t)}`;
  // The offline engine's start-up check answers 503 on purpose until it has spoken once.
  while ((await t.app.inject({ url: '/api/health' })).statusCode !== 200) await new Promise((r) => setTimeout(r, 200));
});
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
  const shape = schemaShape(schema);
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
  });

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
  });

  /**
   * Issue 29: unpaired UTF-16 surrogates gave 500s (PostgreSQL's 22P02 in jsonb, a TypeError in the
   * admin login's counters) or were stored as U+FFFD. Every field of every body, alone or among
   * valid ones, nested in arrays and keys, and raw bytes that decode to one in paths and queries.
   */
  it('refuses unpaired surrogates in every field with 400 and never a 5xx, over 10,000 requests', async () => {
    const lone = [
      '\ud800',
      '\udfff',
      'Hello \ud83d',
      '\ude00 there',
      '\udbff\udbff',
      '\udc00\ud800',
      'Acme\ud800 Dental',
    ];
    const withBodies = apiRoutes().filter((r) => r.method !== 'GET' && schemaShape(r.body));
    // Each field of each route, one variant after another; the rest of the body valid.
    const oneField = withBodies.flatMap((route) =>
      Object.keys(schemaShape(route.body)!).flatMap((key) =>
        lone.map((bad) => ({ route, body: { ...validBody(route.body), [key]: bad } })),
      ),
    );
    const surrogateText = fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...lone), fc.string({ maxLength: 10 }))
      .map((parts) => parts.join(''));
    const hostile = fc.oneof(
      surrogateText,
      fc.array(surrogateText, { minLength: 1, maxLength: 3 }),
      fc.dictionary(surrogateText, surrogateText, { minKeys: 1, maxKeys: 2 }),
    );
    // Randomly many fields at once, so more than one refinement and the code behind them are tried.
    const mixed = fc.constantFrom(...withBodies).chain((route) =>
      fc.record({
        route: fc.constant(route),
        body: fc
          .record(
            Object.fromEntries(
              Object.keys(schemaShape(route.body)!).map((key) => [
                key,
                fc.oneof({ weight: 2, arbitrary: fc.constant(VALID[key] ?? 'x') }, { weight: 1, arbitrary: hostile }),
              ]),
            ),
            { requiredKeys: [] },
          )
          .chain((fields) =>
            fc
              .constantFrom(...Object.keys(schemaShape(route.body)!))
              .chain((key) => hostile.map((bad) => ({ ...fields, [key]: bad }))),
          ),
      }),
    );
    let sent = 0;
    const send = async (route: { method: string; url: string }, body: unknown) => {
      sent += 1;
      const url = route.url.replace(/:\w+|\*/g, 'x');
      const res = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      assertSafe(res, `${route.method} ${url} ${JSON.stringify(body)}`);
      return res;
    };
    for (const { route, body } of oneField) {
      const res = await send(route, body);
      // Nothing with a lone surrogate is taken: not stored, not spoken.
      expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(body)}`).toBe(400);
    }
    const refused = await send({ method: 'POST', url: '/api/admin/login' }, { username: 'ad\ud800min', password: 'x' });
    expect(refused.json().message).toBe(messages.generic.controlCharacters);

    // Paths and queries: percent-encoded halves of a surrogate (CESU bytes) and cut sequences.
    const getRoutes = apiRoutes().filter((r) => r.method === 'GET');
    const badBytes = ['%ED%A0%80', '%ED%BF%BF', '%F0%9F', 'a%ED%B0%80b'];
    for (const route of getRoutes) {
      for (const bad of badBytes) {
        sent += 1;
        const url = `${route.url.replace(/:\w+|\*/g, bad)}?waitMs=${bad}&messageType=${bad}&at=${bad}`;
        assertSafe(await t.app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, cookie } }), `GET ${url}`);
      }
    }

    await fc.assert(
      fc.asyncProperty(mixed, async ({ route, body }) => {
        const res = await send(route, body);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(body)}`).not.toBe(200);
      }),
      { numRuns: Math.max(RUNS.surrogates - sent, 0) },
    );
    expect(sent).toBeGreaterThanOrEqual(RUNS.surrogates);
  }, 900_000);
});

function schemaShape(schema: z.ZodType | undefined): Record<string, unknown> | undefined {
  return (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
}

/** A body of valid values for the fields the fuzzer knows, 'x' for the others. */
function validBody(schema: z.ZodType | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.keys(schemaShape(schema) ?? {}).map((key) => [key, VALID[key] ?? 'x']));
}
