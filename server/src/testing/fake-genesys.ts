import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback server that answers as Genesys Cloud's login server and Platform API do for Architect
 * user prompts (Genesys Cloud itself is not reachable from here), on one port for both: a module
 * points its login and API base addresses at `url`.
 *
 * What it speaks, as Genesys documents it (developer.genesys.cloud):
 * - `POST /oauth/token`: the Client Credentials grant, a form body `grant_type=client_credentials`
 *   with the client id and secret as HTTP Basic auth; `{access_token, token_type, expires_in}`, or
 *   401 `{error: 'invalid_client', description, error_description}`.
 * - `/api/v2/architect/prompts…` with a bearer token (401 without a valid one): list (`name`,
 *   `pageSize`, `pageNumber`), create, read and update prompts; create and read resources (one per
 *   language) with an `uploadUri`; the presigned upload (`…/resources/{language}/uploads`).
 * - The `uploadUri`: a multipart POST with the bearer token and the audio in the form field `file`;
 *   the presigned address: a PUT with the headers it asked for and no token.
 * - Errors as the API's error body, `{status, code, message}`; 403 `missing.permissions` naming the
 *   permission (`architect:userPrompt:view`, `:add`, `:edit`) when the client lacks it.
 *
 * What it makes up, as Genesys does not document it: the upload addresses' paths, the words and
 * codes of its 400s, a 409 for a name already in use, and transcoding, which it does at once (a
 * RIFF/WAVE file becomes `transcoded`, anything else `transcodeFailed`).
 *
 * It keeps every prompt, resource and upload in memory for tests to assert, notes each request,
 * and can be told to refuse the client, revoke its tokens, withhold permissions, answer 429 with
 * Retry-After a number of times, give resources no `uploadUri` (as Genesys now may), or fail the
 * uploads of one named prompt.
 */
type GenesysPermission = 'architect:userPrompt:view' | 'architect:userPrompt:add' | 'architect:userPrompt:edit';
const ALL_PERMISSIONS: GenesysPermission[] = [
  'architect:userPrompt:view',
  'architect:userPrompt:add',
  'architect:userPrompt:edit',
];

interface FakeUpload {
  bytes: Buffer;
  fileName: string;
  contentType: string;
  via: 'uploadUri' | 'presigned';
}

interface FakeResource {
  language: string;
  uploadStatus: 'created' | 'uploaded' | 'transcoded' | 'transcodeFailed';
  /** Every audio sent to it, the last one the one it plays. */
  uploads: FakeUpload[];
}

interface FakePrompt {
  id: string;
  name: string;
  description: string;
  /** By language tag (`en-us`). */
  resources: Map<string, FakeResource>;
}

export interface FakeGenesysServer {
  /** The base of the login server, the API and the upload addresses. */
  url: string;
  /** A Genesys connection's target that reaches this server. */
  target: { region: 'mypurecloud.com'; loginUrl: string; apiUrl: string };
  prompts: Map<string, FakePrompt>;
  requests: { method: string; path: string; authorization: string | undefined }[];
  /** How many access tokens it has issued. */
  readonly tokensIssued: number;
  promptNamed(name: string): FakePrompt | undefined;
  /** A prompt made by hand in Architect, with resources in those languages and no audio. */
  addPrompt(name: string, description?: string, languages?: string[]): FakePrompt;
  refuseCredentials(refuse?: boolean): void;
  /** Ends every token issued so far, as an admin who revokes the client's sessions. */
  revokeTokens(): void;
  setPermissions(permissions: GenesysPermission[]): void;
  /** The next `times` API and upload requests answer 429 with Retry-After in seconds. */
  throttle(times: number, retryAfterSeconds: number): void;
  /** Resources made from now on carry no `uploadUri`: audio goes through the presigned upload. */
  withoutUploadUri(on?: boolean): void;
  /** The next `times` uploads to the named prompt answer `status` (400 by default) with a Genesys error. */
  failPrompt(name: string, options?: { times?: number; status?: number }): void;
  close(): Promise<void>;
}

interface ErrorReply {
  status: number;
  code: string;
  message: string;
}

const PROMPT_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

function sendError(res: http.ServerResponse, error: ErrorReply, headers: Record<string, string> = {}) {
  send(
    res,
    error.status,
    { ...error, messageWithParams: error.message, messageParams: {}, contextId: randomUUID() },
    headers,
  );
}

const notFound: ErrorReply = { status: 404, code: 'not.found', message: 'The requested resource was not found.' };

function isWav(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WAVE';
}

/** A Genesys-style name filter: `*` matches anything, and letters match in either case. */
function nameMatches(filter: string, name: string): boolean {
  const pattern = filter
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`, 'i').test(name);
}

export async function startFakeGenesys({
  clientId,
  clientSecret,
}: {
  clientId: string;
  clientSecret: string;
}): Promise<FakeGenesysServer> {
  const prompts = new Map<string, FakePrompt>();
  const requests: FakeGenesysServer['requests'] = [];
  const validTokens = new Set<string>();
  const presignedKeys = new Map<string, { promptId: string; language: string; contentType: string }>();
  const failures = new Map<string, { times: number; status: number }>();
  let issued = 0;
  let refusing = false;
  let permissions = new Set<GenesysPermission>(ALL_PERMISSIONS);
  let throttled = { times: 0, retryAfterSeconds: 0 };
  let uploadUris = true;
  let url = '';

  const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;

  const resourceJson = (p: FakePrompt, r: FakeResource) => {
    const base = `/api/v2/architect/prompts/${p.id}/resources/${r.language}`;
    const last = r.uploads.at(-1);
    return {
      id: `${p.id}-${r.language}`,
      name: p.name,
      promptId: p.id,
      language: r.language,
      uploadStatus: r.uploadStatus,
      ...(last ? { mediaUri: `${url}/media/${p.id}/${r.language}.wav`, tags: { filename: [last.fileName] } } : {}),
      ...(uploadUris ? { uploadUri: `${url}/uploads/v2/architect/prompts/${p.id}/resources/${r.language}` } : {}),
      selfUri: base,
    };
  };
  const promptJson = (p: FakePrompt) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    resources: [...p.resources.values()].map((r) => resourceJson(p, r)),
    selfUri: `/api/v2/architect/prompts/${p.id}`,
  });
  const addResource = (p: FakePrompt, language: string) => {
    const resource: FakeResource = { language, uploadStatus: 'created', uploads: [] };
    p.resources.set(language, resource);
    return resource;
  };
  const promptNamed = (name: string) => [...prompts.values()].find((p) => p.name.toLowerCase() === name.toLowerCase());
  const addPrompt = (name: string, description = '', languages: string[] = []) => {
    const p: FakePrompt = { id: randomUUID(), name, description, resources: new Map() };
    prompts.set(p.id, p);
    for (const language of languages) addResource(p, language);
    return p;
  };

  /** Takes an upload into a resource, unless the test asked this prompt's uploads to fail. */
  const receive = (res: http.ServerResponse, p: FakePrompt, r: FakeResource, upload: FakeUpload) => {
    const failure = failures.get(p.name.toLowerCase());
    if (failure && failure.times > 0) {
      failure.times -= 1;
      sendError(res, { status: failure.status, code: 'bad.request', message: `The audio for ${p.name} was refused.` });
      return;
    }
    r.uploads.push(upload);
    r.uploadStatus = isWav(upload.bytes) ? 'transcoded' : 'transcodeFailed';
    send(res, 200, resourceJson(p, r));
  };

  const token = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => {
    const form = new URLSearchParams(body.toString('utf8'));
    const isForm = req.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
    if (refusing || req.headers.authorization !== basic) {
      const description = 'client not found';
      send(res, 401, { error: 'invalid_client', description, error_description: description });
    } else if (!isForm || form.get('grant_type') !== 'client_credentials') {
      send(res, 400, { error: 'unsupported_grant_type', description: 'grant type not supported' });
    } else {
      const accessToken = randomBytes(24).toString('base64url');
      validTokens.add(accessToken);
      issued += 1;
      send(res, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 86400 });
    }
  };

  /** The bearer token's check, Genesys' 429 and its permission check, in that order: false when it answered. */
  const admit = (req: http.IncomingMessage, res: http.ServerResponse, needs?: GenesysPermission): boolean => {
    const bearer = /^bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer) {
      sendError(res, {
        status: 401,
        code: 'authentication.required',
        message: 'No authentication bearer token specified in authorization header.',
      });
      return false;
    }
    if (!validTokens.has(bearer)) {
      sendError(res, { status: 401, code: 'bad.credentials', message: 'Invalid login credentials.' });
      return false;
    }
    if (throttled.times > 0) {
      throttled.times -= 1;
      sendError(
        res,
        {
          status: 429,
          code: 'too.many.requests',
          message: 'Rate limit exceeded the maximum [300] requests within [60] seconds',
        },
        { 'retry-after': String(throttled.retryAfterSeconds) },
      );
      return false;
    }
    if (needs && !permissions.has(needs)) {
      sendError(res, {
        status: 403,
        code: 'missing.permissions',
        message: `Unable to perform the requested action. You are missing the following permission(s): [${needs}]`,
      });
      return false;
    }
    return true;
  };

  const json = (body: Buffer): Record<string, unknown> | undefined => {
    try {
      const parsed: unknown = JSON.parse(body.toString('utf8'));
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  };
  const badRequest = (message: string): ErrorReply => ({ status: 400, code: 'bad.request', message });

  const list = (res: http.ServerResponse, query: URLSearchParams) => {
    const name = query.get('name');
    const pageSize = Math.min(Math.max(Number(query.get('pageSize') ?? 25) || 25, 1), 100);
    const pageNumber = Math.max(Number(query.get('pageNumber') ?? 1) || 1, 1);
    const matching = [...prompts.values()]
      .filter((p) => !name || nameMatches(name, p.name))
      .sort((a, b) => a.name.localeCompare(b.name));
    const entities = matching.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map(promptJson);
    send(res, 200, {
      entities,
      pageSize,
      pageNumber,
      total: matching.length,
      pageCount: Math.ceil(matching.length / pageSize),
    });
  };

  const create = (res: http.ServerResponse, body: Record<string, unknown> | undefined) => {
    const name = body?.name;
    const description = typeof body?.description === 'string' ? body.description : '';
    if (typeof name !== 'string' || !PROMPT_NAME.test(name) || name.length > 200)
      return sendError(
        res,
        badRequest('A prompt name starts with a letter and holds only letters, digits and underscores.'),
      );
    if (promptNamed(name))
      return sendError(res, {
        status: 409,
        code: 'general.conflict',
        message: `A prompt named ${name} already exists.`,
      });
    send(res, 200, promptJson(addPrompt(name, description)));
  };

  const api = async (req: http.IncomingMessage, res: http.ServerResponse, path: string, query: URLSearchParams) => {
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    const isJson = req.headers['content-type']?.startsWith('application/json');
    if ((method === 'POST' || method === 'PUT') && body.length > 0 && !isJson)
      return sendError(res, { status: 415, code: 'unsupported.media.type', message: 'Unsupported Media Type.' });
    const route = /^\/api\/v2\/architect\/prompts(?:\/([^/]+)(?:\/resources(?:\/([^/]+)(\/uploads)?)?)?)?$/.exec(path);
    if (!route) return sendError(res, notFound);
    const [, promptId, language, uploads] = route;
    const isResources = path.includes('/resources');

    if (!promptId) {
      if (method === 'GET') return admit(req, res, 'architect:userPrompt:view') && list(res, query);
      if (method === 'POST') return admit(req, res, 'architect:userPrompt:add') && create(res, json(body));
      return sendError(res, notFound);
    }
    const needs: GenesysPermission = method === 'GET' ? 'architect:userPrompt:view' : 'architect:userPrompt:edit';
    if (!admit(req, res, needs)) return;
    const p = prompts.get(promptId);
    if (!p) return sendError(res, notFound);

    if (!isResources) {
      if (method === 'GET') return send(res, 200, promptJson(p));
      if (method !== 'PUT') return sendError(res, notFound);
      const update = json(body);
      const name = typeof update?.name === 'string' ? update.name : p.name;
      if (!PROMPT_NAME.test(name)) return sendError(res, badRequest('A prompt name starts with a letter.'));
      const other = promptNamed(name);
      if (other && other !== p)
        return sendError(res, {
          status: 409,
          code: 'general.conflict',
          message: `A prompt named ${name} already exists.`,
        });
      p.name = name;
      if (typeof update?.description === 'string') p.description = update.description;
      return send(res, 200, promptJson(p));
    }
    if (!language) {
      if (method === 'GET')
        return send(res, 200, { entities: [...p.resources.values()].map((r) => resourceJson(p, r)) });
      if (method !== 'POST') return sendError(res, notFound);
      const tag = json(body)?.language;
      if (typeof tag !== 'string' || !/^[a-z]{2}-[a-z]{2}$/.test(tag))
        return sendError(res, badRequest('language must be a known Architect language code'));
      if (p.resources.has(tag))
        return sendError(res, {
          status: 409,
          code: 'general.conflict',
          message: `The prompt already has a ${tag} resource.`,
        });
      return send(res, 200, resourceJson(p, addResource(p, tag)));
    }
    const r = p.resources.get(language);
    if (!r) return sendError(res, notFound);
    if (!uploads) return method === 'GET' ? send(res, 200, resourceJson(p, r)) : sendError(res, notFound);
    if (method !== 'POST') return sendError(res, notFound);
    const key = randomBytes(16).toString('hex');
    presignedKeys.set(key, { promptId: p.id, language, contentType: 'audio/wav' });
    send(res, 200, { url: `${url}/presigned/${key}`, headers: { 'Content-Type': 'audio/wav', 'x-upload-key': key } });
  };

  /** The `uploadUri`: a multipart POST with the bearer token, the audio in the field `file`. */
  const uploadUri = async (req: http.IncomingMessage, res: http.ServerResponse, promptId: string, language: string) => {
    const body = await readBody(req);
    if (req.method !== 'POST') return sendError(res, notFound);
    if (!admit(req, res, 'architect:userPrompt:edit')) return;
    const r = prompts.get(promptId)?.resources.get(language);
    if (!r) return sendError(res, notFound);
    const contentType = req.headers['content-type'] ?? '';
    if (!contentType.startsWith('multipart/form-data'))
      return sendError(res, {
        status: 415,
        code: 'unsupported.media.type',
        message: 'Send the audio as multipart/form-data.',
      });
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    })
      .formData()
      .catch(() => undefined);
    const file = form?.get('file');
    if (!(file instanceof File)) return sendError(res, badRequest('The form has no file field.'));
    receive(res, prompts.get(promptId)!, r, {
      bytes: Buffer.from(await file.arrayBuffer()),
      fileName: file.name,
      contentType: file.type,
      via: 'uploadUri',
    });
  };

  /** The presigned address: a PUT with the headers it gave, no token. */
  const presignedPut = async (req: http.IncomingMessage, res: http.ServerResponse, key: string) => {
    const body = await readBody(req);
    const place = presignedKeys.get(key);
    if (req.method !== 'PUT' || !place) return sendError(res, notFound);
    if (
      req.headers['x-upload-key'] !== key ||
      req.headers['content-type'] !== place.contentType ||
      req.headers.authorization
    )
      return sendError(res, { status: 403, code: 'forbidden', message: 'The upload does not match its signature.' });
    presignedKeys.delete(key);
    const p = prompts.get(place.promptId)!;
    receive(res, p, p.resources.get(place.language)!, {
      bytes: body,
      fileName: '',
      contentType: place.contentType,
      via: 'presigned',
    });
  };

  const server = http.createServer((req, res) => {
    const address = new URL(req.url ?? '/', 'http://fake');
    requests.push({ method: req.method ?? 'GET', path: req.url ?? '', authorization: req.headers.authorization });
    const upload = /^\/uploads\/v2\/architect\/prompts\/([^/]+)\/resources\/([^/]+)$/.exec(address.pathname);
    const presigned = /^\/presigned\/([0-9a-f]+)$/.exec(address.pathname);
    const handled =
      address.pathname === '/oauth/token' && req.method === 'POST'
        ? readBody(req).then((body) => token(req, res, body))
        : upload
          ? uploadUri(req, res, upload[1]!, upload[2]!)
          : presigned
            ? presignedPut(req, res, presigned[1]!)
            : api(req, res, address.pathname, address.searchParams);
    handled.catch((error: unknown) => {
      if (!res.headersSent) sendError(res, { status: 500, code: 'internal.server.error', message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    target: { region: 'mypurecloud.com', loginUrl: url, apiUrl: url },
    prompts,
    requests,
    get tokensIssued() {
      return issued;
    },
    promptNamed,
    addPrompt,
    refuseCredentials(refuse = true) {
      refusing = refuse;
    },
    revokeTokens() {
      validTokens.clear();
    },
    setPermissions(granted) {
      permissions = new Set(granted);
    },
    throttle(times, retryAfterSeconds) {
      throttled = { times, retryAfterSeconds };
    },
    withoutUploadUri(on = true) {
      uploadUris = !on;
    },
    failPrompt(name, { times = Number.POSITIVE_INFINITY, status = 400 } = {}) {
      failures.set(name.toLowerCase(), { times, status });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
