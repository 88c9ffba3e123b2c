import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback server that answers as RingCentral's REST API does for IVR prompts and menus, for the
 * publisher's tests: RingCentral itself cannot be reached from this machine. It speaks what
 * RingCentral documents (developers.ringcentral.com, the API reference and its SDKs' definitions):
 *
 * - `POST /restapi/oauth/token`, the JWT flow: HTTP basic auth of the app's client id and secret
 *   (else 401 `invalid_client`), a form body with `grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer`
 *   and `assertion`, the JWT it was given (else 400 `invalid_grant`); an app without the JWT flow
 *   gets 400 `unauthorized_client`. Refusals carry `error`, `error_description` and `errors[]`.
 * - under `/restapi/v1.0/account/{~ or its id}/`: `GET ivr-prompts` (paged: `page`, `perPage`,
 *   `paging`, `navigation.nextPage.uri`), `POST ivr-prompts` (multipart: the `attachment` file and
 *   the name, in a JSON part as RingCentral's SDKs send it or a `name` field), `GET`/`PUT
 *   ivr-prompts/{id}` (the update takes JSON with `filename` only, as documented: no audio),
 *   `GET ivr-prompts/{id}/content`, `GET ivr-menus`, `GET`/`PUT ivr-menus/{id}`.
 *   Each checks the bearer token it issued (else 401) and the app permission the reference names
 *   (ReadAccounts, EditAccounts; else 403 `InsufficientPermissions`). Errors carry `errorCode`,
 *   `message` and `errors[]` with RingCentral's codes (CMN-101, CMN-102, CMN-301, OAU-213…).
 *
 * It keeps each prompt's name, content type and bytes, and each menu, for the tests to assert. It
 * does not model user roles (its user may do everything), convert audio, check audio length or size,
 * or delete anything (no DELETE route: nothing on the phone system is ever deleted).
 */

interface FakeIvrPrompt {
  id: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
  /** How its name came: the JSON part, a `name` field, the attachment's file name, or made by hand. */
  namedBy: 'json part' | 'name field' | 'attachment' | 'by hand';
}

interface FakeIvrMenu {
  id: string;
  name: string;
  extensionNumber: string;
  site: { id: string; name: string };
  prompt: { mode: 'Audio' | 'TextToSpeech'; audio?: { id: string; uri?: string }; text?: string };
  actions: Record<string, unknown>[];
}

export interface FakeRingCentralOptions {
  clientId: string;
  clientSecret: string;
  jwt: string;
  /** The account's id (the path also takes `~`). */
  accountId?: string;
  /** Prompts on a page of the list when the request does not say. */
  perPage?: number;
}

export interface FakeRingCentral {
  url: string;
  accountId: string;
  prompts: Map<string, FakeIvrPrompt>;
  menus: Map<string, FakeIvrMenu>;
  tokenRequests: { authorization: string | undefined; grantType: string | null; assertion: string | null }[];
  requests: { method: string; path: string; authorization: string | undefined; contentType: string | undefined }[];
  /** The prompts whose name is `filename`. */
  promptsNamed(filename: string): FakeIvrPrompt[];
  /** A prompt uploaded by hand in the Admin Portal. */
  addPrompt(filename: string, bytes: Buffer, contentType?: string): FakeIvrPrompt;
  /** An IVR menu that plays `promptId`. */
  addMenu(name: string, promptId: string): FakeIvrMenu;
  /** A prompt deleted by hand in the Admin Portal. */
  removePrompt(id: string): void;
  /**
   * The next `times` requests (sign-in included) answer 429, with Retry-After: `retryAfterSeconds`
   * when given, and always with the X-Rate-Limit headers of a 60-second window.
   */
  throttle(times: number, retryAfterSeconds?: number): void;
  /** Forgets the access tokens it issued, as RingCentral does when a session ends early. */
  forgetAccessTokens(): void;
  /** Creating a prompt named `filename` answers 400 with RingCentral's CMN-101. */
  failPrompt(filename: string, message?: string): void;
  /** The app loses one of its permissions (ReadAccounts, EditAccounts). */
  withholdPermission(permission: string): void;
  /** The app is no longer set up for the JWT flow. */
  disableJwtFlow(): void;
  close(): Promise<void>;
}

const JWT_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const APP_PERMISSIONS = ['ReadAccounts', 'EditAccounts'];
const MAX_BODY = 16 * 1024 * 1024;

type Reply = { status: number; body?: unknown; bytes?: Buffer; headers?: Record<string, string> };

/** An API error as RingCentral shapes it: the first error's code and message on top, and `errors[]`. */
function apiError(
  status: number,
  errorCode: string,
  message: string,
  extra: Record<string, unknown> = {},
  top = errorCode,
): Reply {
  return { status, body: { errorCode: top, message, errors: [{ errorCode, message, ...extra }], ...extra } };
}

function oauthError(status: number, error: string, errorCode: string, description: string): Reply {
  return { status, body: { error, errors: [{ errorCode, message: description }], error_description: description } };
}

const notFound = (parameterName: string) =>
  apiError(404, 'CMN-102', `Resource for parameter [${parameterName}] is not found`, { parameterName });

function readBody(req: http.IncomingMessage) {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parseJson(body: Buffer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export async function startFakeRingCentral(options: FakeRingCentralOptions): Promise<FakeRingCentral> {
  const accountId = options.accountId ?? '37439510';
  const prompts = new Map<string, FakeIvrPrompt>();
  const menus = new Map<string, FakeIvrMenu>();
  const accessTokens = new Set<string>();
  const failing = new Map<string, string>();
  const withheld = new Set<string>();
  const tokenRequests: FakeRingCentral['tokenRequests'] = [];
  const requests: FakeRingCentral['requests'] = [];
  let throttled: { times: number; retryAfterSeconds?: number } = { times: 0 };
  let jwtFlow = true;
  let nextId = 5_100_001;
  let url = '';

  const accountPath = () => `${url}/restapi/v1.0/account/${accountId}`;
  const promptInfo = (prompt: FakeIvrPrompt) => ({
    uri: `${accountPath()}/ivr-prompts/${prompt.id}`,
    id: prompt.id,
    contentType: prompt.contentType,
    contentUri: `${accountPath()}/ivr-prompts/${prompt.id}/content`,
    filename: prompt.filename,
  });
  const menuInfo = (menu: FakeIvrMenu) => ({ uri: `${accountPath()}/ivr-menus/${menu.id}`, ...menu });

  function addPrompt(filename: string, bytes: Buffer, contentType: string, namedBy: FakeIvrPrompt['namedBy']) {
    const prompt = { id: String(nextId++), filename, contentType, bytes, namedBy };
    prompts.set(prompt.id, prompt);
    return prompt;
  }

  function token(req: http.IncomingMessage, body: Buffer): Reply {
    const form = new URLSearchParams(body.toString('utf8'));
    tokenRequests.push({
      authorization: req.headers.authorization,
      grantType: form.get('grant_type'),
      assertion: form.get('assertion'),
    });
    const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== basic)
      return oauthError(401, 'invalid_client', 'OAU-146', 'Invalid client credentials');
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return oauthError(400, 'invalid_request', 'OAU-104', 'Unsupported content type');
    }
    if (form.get('grant_type') !== JWT_GRANT)
      return oauthError(400, 'invalid_request', 'OAU-250', 'Unsupported grant type');
    if (!jwtFlow) return oauthError(400, 'unauthorized_client', 'OAU-251', 'Unauthorized for this grant type');
    if (form.get('assertion') !== options.jwt) return oauthError(400, 'invalid_grant', 'OAU-213', 'Token not found');
    const accessToken = `rc-${randomBytes(12).toString('hex')}`;
    accessTokens.add(accessToken);
    return {
      status: 200,
      body: {
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: 3600,
        refresh_token: `rc-refresh-${randomBytes(12).toString('hex')}`,
        refresh_token_expires_in: 604800,
        scope: APP_PERMISSIONS.filter((permission) => !withheld.has(permission)).join(' '),
        owner_id: '62264425016',
        endpoint_id: randomBytes(8).toString('hex'),
      },
    };
  }

  /** The app permission a route needs, as the API reference names it; EditAccounts includes ReadAccounts. */
  function lacks(permission: 'ReadAccounts' | 'EditAccounts') {
    const has =
      permission === 'ReadAccounts' ? APP_PERMISSIONS.some((p) => !withheld.has(p)) : !withheld.has(permission);
    if (has) return undefined;
    const message = `In order to call this API endpoint, application needs to have [${permission}] permission`;
    return apiError(403, 'CMN-401', message, { permissionName: permission }, 'InsufficientPermissions');
  }

  function listPrompts(query: URLSearchParams): Reply {
    const perPage = Math.max(1, Number(query.get('perPage') ?? options.perPage ?? 100));
    const page = Math.max(1, Number(query.get('page') ?? 1));
    const all = [...prompts.values()];
    const totalPages = Math.max(1, Math.ceil(all.length / perPage));
    const records = all.slice((page - 1) * perPage, page * perPage).map(promptInfo);
    const pageUri = (n: number) => ({ uri: `${accountPath()}/ivr-prompts?page=${n}&perPage=${perPage}` });
    return {
      status: 200,
      body: {
        uri: pageUri(page).uri,
        records,
        paging: {
          page,
          perPage,
          pageStart: (page - 1) * perPage,
          pageEnd: (page - 1) * perPage + Math.max(0, records.length - 1),
          totalPages,
          totalElements: all.length,
        },
        navigation: {
          firstPage: pageUri(1),
          lastPage: pageUri(totalPages),
          ...(page < totalPages ? { nextPage: pageUri(page + 1) } : {}),
          ...(page > 1 ? { previousPage: pageUri(page - 1) } : {}),
        },
      },
    };
  }

  async function createPrompt(req: http.IncomingMessage, body: Buffer): Promise<Reply> {
    const contentType = req.headers['content-type'] ?? '';
    if (!contentType.startsWith('multipart/form-data')) return apiError(415, 'CMN-104', 'Cannot parse request');
    let form: FormData;
    try {
      form = await new Request('http://fake.invalid/', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(body),
      }).formData();
    } catch {
      return apiError(400, 'CMN-104', 'Cannot parse request');
    }
    let name: string | undefined;
    let namedBy: FakeIvrPrompt['namedBy'] = 'attachment';
    for (const [key, value] of form) {
      if (typeof value !== 'string' && value.type.startsWith('application/json')) {
        const fields = parseJson(Buffer.from(await value.arrayBuffer()));
        if (!fields) return apiError(400, 'CMN-103', "JSON can't be parsed.");
        if (typeof fields.name === 'string') [name, namedBy] = [fields.name, 'json part'];
      } else if (key === 'name' && typeof value === 'string') [name, namedBy] = [value, 'name field'];
    }
    const attachment = form.get('attachment');
    if (
      attachment === null ||
      typeof attachment === 'string' ||
      attachment.size === 0 ||
      !attachment.type.startsWith('audio/')
    ) {
      return apiError(400, 'CMN-101', 'Parameter [attachment] value is invalid', { parameterName: 'attachment' });
    }
    const filename = name ?? attachment.name;
    const failure = failing.get(filename);
    if (failure !== undefined) return apiError(400, 'CMN-101', failure, { parameterName: 'attachment' });
    const bytes = Buffer.from(await attachment.arrayBuffer());
    return { status: 200, body: promptInfo(addPrompt(filename, bytes, attachment.type, namedBy)) };
  }

  function renamePrompt(req: http.IncomingMessage, body: Buffer, prompt: FakeIvrPrompt): Reply {
    if (!req.headers['content-type']?.startsWith('application/json'))
      return apiError(415, 'CMN-104', 'Cannot parse request');
    const fields = parseJson(body);
    if (!fields) return apiError(400, 'CMN-103', "JSON can't be parsed.");
    if (typeof fields.filename !== 'string' || fields.filename.trim() === '') {
      return apiError(400, 'CMN-101', 'Parameter [filename] value is invalid', { parameterName: 'filename' });
    }
    prompt.filename = fields.filename;
    return { status: 200, body: promptInfo(prompt) };
  }

  function updateMenu(req: http.IncomingMessage, body: Buffer, menu: FakeIvrMenu): Reply {
    if (!req.headers['content-type']?.startsWith('application/json'))
      return apiError(415, 'CMN-104', 'Cannot parse request');
    const fields = parseJson(body);
    if (!fields) return apiError(400, 'CMN-103', "JSON can't be parsed.");
    const prompt = fields.prompt as FakeIvrMenu['prompt'] | undefined;
    if (prompt !== undefined) {
      if (prompt.mode === 'Audio' && !prompts.has(String(prompt.audio?.id))) return notFound('prompt.audio.id');
      menu.prompt = { ...prompt, ...(prompt.audio ? { audio: { id: String(prompt.audio.id) } } : {}) };
    }
    if (typeof fields.name === 'string') menu.name = fields.name;
    if (typeof fields.extensionNumber === 'string') menu.extensionNumber = fields.extensionNumber;
    if (Array.isArray(fields.actions)) menu.actions = fields.actions as Record<string, unknown>[];
    return { status: 200, body: menuInfo(menu) };
  }

  async function api(req: http.IncomingMessage, body: Buffer, route: string, query: URLSearchParams): Promise<Reply> {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !accessTokens.has(bearer)) {
      return apiError(401, 'OAU-213', 'Token not found', {}, 'TokenInvalid');
    }
    const match = /^\/restapi\/v1\.0\/account\/([^/]+)\/(ivr-prompts|ivr-menus)(?:\/([^/]+))?(\/content)?$/.exec(route);
    if (!match) return apiError(404, 'CMN-120', 'Invalid URI');
    const [, account, collection, itemId, content] = match;
    if (account !== '~' && account !== accountId) return notFound('accountId');
    const method = req.method ?? 'GET';
    // The reference names EditAccounts for writing prompts, and ReadAccounts for the rest, the menu's update included.
    const refusal = lacks(method !== 'GET' && collection === 'ivr-prompts' ? 'EditAccounts' : 'ReadAccounts');
    if (refusal) return refusal;
    if (collection === 'ivr-prompts') {
      if (itemId === undefined) {
        if (method === 'GET') return listPrompts(query);
        if (method === 'POST') return createPrompt(req, body);
        return apiError(404, 'CMN-120', 'Invalid URI');
      }
      const prompt = prompts.get(itemId);
      if (!prompt) return notFound('promptId');
      if (content && method === 'GET') {
        return { status: 200, bytes: prompt.bytes, headers: { 'content-type': prompt.contentType } };
      }
      if (!content && method === 'GET') return { status: 200, body: promptInfo(prompt) };
      if (!content && method === 'PUT') return renamePrompt(req, body, prompt);
      return apiError(404, 'CMN-120', 'Invalid URI');
    }
    if (content) return apiError(404, 'CMN-120', 'Invalid URI');
    if (itemId === undefined) {
      if (method !== 'GET') return apiError(404, 'CMN-120', 'Invalid URI');
      const records = [...menus.values()].map((menu) => ({
        id: menu.id,
        uri: `${accountPath()}/ivr-menus/${menu.id}`,
        name: menu.name,
        extensionNumber: menu.extensionNumber,
      }));
      return { status: 200, body: { uri: `${accountPath()}/ivr-menus`, records } };
    }
    const menu = menus.get(itemId);
    if (!menu) return notFound('ivrMenuId');
    if (method === 'GET') return { status: 200, body: menuInfo(menu) };
    if (method === 'PUT') return updateMenu(req, body, menu);
    return apiError(404, 'CMN-120', 'Invalid URI');
  }

  async function answer(req: http.IncomingMessage): Promise<Reply> {
    const body = await readBody(req);
    const address = new URL(req.url ?? '/', 'http://fake.invalid');
    if (throttled.times > 0) {
      throttled.times--;
      const wait = throttled.retryAfterSeconds;
      const headers = { 'x-rate-limit-remaining': '0', ...(wait === undefined ? {} : { 'retry-after': String(wait) }) };
      return { ...apiError(429, 'CMN-301', 'Request rate exceeded'), headers };
    }
    if (address.pathname === '/restapi/oauth/token' && req.method === 'POST') return token(req, body);
    requests.push({
      method: req.method ?? 'GET',
      path: `${address.pathname}${address.search}`,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
    });
    return api(req, body, address.pathname, address.searchParams);
  }

  const server = http.createServer((req, res) => {
    answer(req).then(
      (reply) => {
        const headers = { 'x-rate-limit-group': 'Medium', 'x-rate-limit-window': '60', ...reply.headers };
        if (reply.bytes) res.writeHead(reply.status, headers).end(reply.bytes);
        else
          res
            .writeHead(reply.status, { ...headers, 'content-type': 'application/json' })
            .end(JSON.stringify(reply.body ?? {}));
      },
      () =>
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify(apiError(500, 'CMN-203', 'Internal Server Error').body)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    accountId,
    prompts,
    menus,
    tokenRequests,
    requests,
    promptsNamed: (filename) => [...prompts.values()].filter((prompt) => prompt.filename === filename),
    addPrompt: (filename, bytes, contentType = 'audio/mpeg') => addPrompt(filename, bytes, contentType, 'by hand'),
    addMenu(name, promptId) {
      const menu: FakeIvrMenu = {
        id: String(nextId++),
        name,
        extensionNumber: String(1000 + menus.size + 1),
        site: { id: 'main-site', name: 'Main Site' },
        prompt: { mode: 'Audio', audio: { id: promptId } },
        actions: [{ input: '1', action: 'Connect', extension: { id: '62264425016' } }],
      };
      menus.set(menu.id, menu);
      return menu;
    },
    removePrompt: (id) => void prompts.delete(id),
    throttle: (times, retryAfterSeconds) => void (throttled = { times, retryAfterSeconds }),
    forgetAccessTokens: () => accessTokens.clear(),
    failPrompt: (filename, message = 'Parameter [attachment] value is invalid') => void failing.set(filename, message),
    withholdPermission: (permission) => void withheld.add(permission),
    disableJwtFlow: () => void (jwtFlow = false),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
