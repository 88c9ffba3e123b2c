import { GENESYS_REGIONS } from '#common/genesys-regions.js';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import {
  PublishError,
  type CallContext,
  type PhoneSystem,
  type PromptFile,
  type PromptLanguage,
  type PromptUpload,
} from '../phone-system.js';

/**
 * Genesys Cloud (issue 48), through its documented Platform API with fetch: an OAuth client's
 * Client Credentials grant at `login.<region>`, then Architect user prompts at `api.<region>`. A
 * menu's prompt is one user prompt holding a resource per language (`en-us`, `es-us`), each
 * resource's audio uploaded to its `uploadUri` as a multipart POST carrying the bearer token
 * (developer.genesys.cloud, "Upload architect prompts"). Genesys now marks `uploadUri` deprecated in
 * favour of a presigned PUT (`POST …/resources/{language}/uploads`): a resource without one, or
 * with one off the region's domain, is uploaded that way, so the token never leaves Genesys' hosts.
 */

/** A test's stand-in for Genesys: only loopback, so a stored connection can never send its secret elsewhere. */
function isLoopback(address: string): boolean {
  const url = URL.parse(address);
  return url?.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
const loopbackBase = z
  .url()
  .refine(isLoopback, 'Only a loopback address (http://127.0.0.1:…) can stand in for Genesys Cloud.')
  .transform((address) => address.replace(/\/+$/, ''));

const target = z.object({
  /** The organisation's region, as Genesys names it: the domain of its apps (apps.mypurecloud.ie → mypurecloud.ie). */
  region: z.enum(GENESYS_REGIONS),
  /** Tests only: the login server's base address in place of https://login.<region>. */
  loginUrl: loopbackBase.optional(),
  /** Tests only: the API's base address in place of https://api.<region>. */
  apiUrl: loopbackBase.optional(),
});
const secret = z.object({
  /** The OAuth client's id (Admin > Integrations > OAuth, grant type Client Credentials). */
  clientId: z.string().trim().min(1).max(200),
  clientSecret: z.string().min(1).max(500),
});
export type GenesysTarget = z.infer<typeof target>;
export type GenesysSecret = z.infer<typeof secret>;

/** Architect's rule for a prompt's name (Resource Center, bulk prompt import): a letter, then letters, digits, underscores. */
const PROMPT_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const PROMPT_NAME_MAX = 200;
/** Architect takes a prompt's audio file up to 25 MB (Resource Center, "Prompts overview"). */
const FILE_MAX_BYTES = 25 * 1024 * 1024;
const LANGUAGE_TAGS: Record<PromptLanguage, string> = { en: 'en-us', es: 'es-us' };
/** A prompt id no prompt has: Test connection asks to change it, to learn whether the client may. */
const NO_PROMPT = '00000000-0000-0000-0000-000000000000';
/** How long, after an upload, to watch Architect turn it into playable audio before taking its word that it will. */
const TRANSCODE_WAITS_MS = [200, 400, 800, 1600, 3200, 3200];
/** A token is used until this long before Genesys says it ends, so a call never starts on one about to lapse. */
const TOKEN_MARGIN_MS = 60_000;

/** What a call does, for the owner's words when Genesys refuses it for want of a right. */
type Action = 'read' | 'add' | 'change';

const tokenReply = z.object({ access_token: z.string().min(1), expires_in: z.number().positive().optional() });
const asset = z.object({
  language: z.string(),
  uploadUri: z.string().nullish(),
  uploadStatus: z.string().nullish(),
});
const prompt = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z.string().nullish(),
  resources: z.array(asset).nullish(),
});
const listing = z.object({ entities: z.array(prompt).nullish(), total: z.number().nullish() });
const presigned = z.object({ url: z.string(), headers: z.record(z.string(), z.string()).nullish() });
type Asset = z.infer<typeof asset>;
type Prompt = z.infer<typeof prompt>;

/** Genesys' error body: the API's `{status, code, message}`, or the login server's `{error, description}`. */
const errorBody = z
  .object({
    code: z.string(),
    message: z.string(),
    error: z.string(),
    description: z.string(),
    error_description: z.string(),
  })
  .partial();
type ErrorBody = z.infer<typeof errorBody>;

/** Tokens kept per login server and client while they are valid, keyed by a digest so the secret is not a key. */
const tokens = new Map<string, { token: string; until: number }>();

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** The permissions a 403 names (`[architect:userPrompt:view]` in its message), in Genesys' spelling. */
function permissionsIn(body: ErrorBody): string[] {
  return [...new Set(body.message?.match(/\b[a-zA-Z]+:[a-zA-Z]+:[a-zA-Z*]+\b/g) ?? [])];
}

function reasonOf(body: ErrorBody, status: number): string {
  const code = body.code ?? body.error ?? String(status);
  const words = body.message ?? body.error_description ?? body.description;
  return words ? `${code}: ${words}` : code;
}

async function errorOf(response: Response): Promise<ErrorBody> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = errorBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** What an answer that is not a success means to the owner; `doing` says what was asked ("take the audio of …"). */
async function failureOf(response: Response, action: Action, doing: string): Promise<PublishError> {
  const body = await errorOf(response);
  const { status } = response;
  if (status === 429 || status >= 500) {
    const busy = status === 429 ? 'is limiting how fast it is called' : 'is not answering normally';
    return new PublishError(
      `Genesys Cloud ${busy} just now (${reasonOf(body, status)}).`,
      'busy',
      retryAfterMs(response.headers.get('retry-after')),
    );
  }
  if (status === 401)
    return new PublishError(
      `Genesys Cloud refused the OAuth client's access token (${reasonOf(body, status)}).`,
      'refused',
    );
  if (status === 403) {
    const missing = permissionsIn(body);
    const reason =
      missing.length === 0
        ? reasonOf(body, status)
        : body.code === 'missing.any.permissions'
          ? `needs one of the permissions ${missing.join(', ')}`
          : `missing permission${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`;
    return new PublishError(`The OAuth client cannot ${action} Architect prompts (${reason}).`, 'refused');
  }
  return new PublishError(`Genesys Cloud would not ${doing} (${reasonOf(body, status)}).`, 'failed');
}

/** One use of a connection: its token, its calls, each honouring the publisher's signal. */
class Session {
  private readonly login: string;
  readonly api: string;

  constructor(
    readonly target: GenesysTarget,
    private readonly secret: GenesysSecret,
    readonly signal: AbortSignal,
  ) {
    this.login = target.loginUrl ?? `https://login.${target.region}`;
    this.api = target.apiUrl ?? `https://api.${target.region}`;
  }

  /** A fetch whose dropped connection is 'busy' and whose cancellation is the publisher's own. */
  async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: this.signal });
    } catch (error) {
      if (this.signal.aborted) throw this.signal.reason;
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new PublishError(`Genesys Cloud could not be reached at ${new URL(url).host} (${cause}).`, 'busy');
    }
  }

  private get tokenKey(): string {
    return createHash('sha256')
      .update(`${this.login}\n${this.secret.clientId}\n${this.secret.clientSecret}`)
      .digest('base64url');
  }

  /** The kept token while it is valid, else a new one from the Client Credentials grant. */
  async token(renew = false): Promise<string> {
    const key = this.tokenKey;
    const kept = tokens.get(key);
    if (kept && !renew && kept.until > Date.now()) return kept.token;
    tokens.delete(key);
    const basic = Buffer.from(`${this.secret.clientId}:${this.secret.clientSecret}`).toString('base64');
    const response = await this.fetch(`${this.login}/oauth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    // The login server says no to a wrong or disabled client with 400 or 401 (403 where the org refuses it).
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      const body = await errorOf(response);
      const detail = body.error_description ?? body.description;
      const reason = body.error ? `${body.error}${detail ? `: ${detail}` : ''}` : reasonOf(body, response.status);
      throw new PublishError(`Genesys Cloud refused the client id and secret (${reason}).`, 'refused');
    }
    if (!response.ok) throw await failureOf(response, 'read', 'sign the OAuth client in');
    const reply = tokenReply.safeParse(await response.json().catch(() => undefined));
    if (!reply.success) throw new PublishError('Genesys Cloud answered the sign-in with no access token.', 'failed');
    const lifetimeMs = (reply.data.expires_in ?? 3600) * 1000;
    tokens.set(key, { token: reply.data.access_token, until: Date.now() + lifetimeMs - TOKEN_MARGIN_MS });
    return reply.data.access_token;
  }

  /**
   * A call with the bearer token; a 401 on a kept token (revoked, or the org ended it early) is
   * tried once more with a new one before it counts as refused.
   */
  async authorized(url: string, init: RequestInit): Promise<Response> {
    let response = await this.fetch(url, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${await this.token()}` },
    });
    if (response.status === 401) {
      response = await this.fetch(url, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${await this.token(true)}` },
      });
    }
    return response;
  }

  /** A JSON call to the API: its answer, or undefined for a 404 where `missing` allows one. */
  async call<T>(
    method: string,
    path: string,
    reply: z.ZodType<T>,
    { action, doing, json, missing = false }: { action: Action; doing: string; json?: unknown; missing?: boolean },
  ): Promise<T | undefined> {
    const response = await this.authorized(`${this.api}${path}`, {
      method,
      headers: json === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    if (missing && response.status === 404) return undefined;
    if (!response.ok) throw await failureOf(response, action, doing);
    const parsed = reply.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success)
      throw new PublishError(`Genesys Cloud answered in an unexpected shape when asked to ${doing}.`, 'failed');
    return parsed.data;
  }
}

function promptPath(id: string): string {
  return `/api/v2/architect/prompts/${encodeURIComponent(id)}`;
}

/** The prompt Genesys holds by that name (one made by hand included), whatever its letters' case. */
async function promptNamed(session: Session, name: string): Promise<Prompt | undefined> {
  const found = await session.call(
    'GET',
    `/api/v2/architect/prompts?name=${encodeURIComponent(name)}&pageSize=100`,
    listing,
    { action: 'read', doing: `look up the prompt ${name}` },
  );
  const entities = found?.entities ?? [];
  return entities.find((p) => p.name === name) ?? entities.find((p) => p.name.toLowerCase() === name.toLowerCase());
}

/** Creates the prompt; one made meanwhile under that name (Genesys answers 409) is taken instead. */
async function createPrompt(session: Session, upload: PromptUpload): Promise<Prompt> {
  const response = await session.authorized(`${session.api}/api/v2/architect/prompts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: upload.name, description: upload.description }),
  });
  if (response.status === 409) {
    const existing = await promptNamed(session, upload.name);
    if (existing) return existing;
  }
  if (!response.ok) throw await failureOf(response, 'add', `create the prompt ${upload.name}`);
  const created = prompt.safeParse(await response.json().catch(() => undefined));
  if (!created.success)
    throw new PublishError(`Genesys Cloud created ${upload.name} but did not say its id.`, 'failed');
  return created.data;
}

/** The pack's name and the prompt's words, on a prompt found by id or name, where they differ. */
async function keepNameAndWords(session: Session, found: Prompt, upload: PromptUpload): Promise<void> {
  if (found.name === upload.name && (found.description ?? '') === upload.description) return;
  await session.call('PUT', promptPath(found.id), z.unknown(), {
    action: 'change',
    doing: `update the name and description of ${upload.name}`,
    json: { name: upload.name, description: upload.description },
  });
}

/** The prompt's resource in that language, created when it has none. */
async function resourceOf(session: Session, found: Prompt, language: string): Promise<Asset> {
  const held = found.resources?.find((r) => r.language.toLowerCase() === language);
  if (held) return held;
  const path = `${promptPath(found.id)}/resources`;
  const response = await session.authorized(`${session.api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language }),
  });
  const doing = `add the ${language} resource to ${found.name}`;
  if (response.status === 409) {
    // Made since the prompt was read: its own address has it.
    const existing = await session.call('GET', `${path}/${language}`, asset, { action: 'read', doing });
    if (existing) return existing;
  }
  if (!response.ok) throw await failureOf(response, 'change', doing);
  const created = asset.safeParse(await response.json().catch(() => undefined));
  if (!created.success)
    throw new PublishError(`Genesys Cloud answered in an unexpected shape when asked to ${doing}.`, 'failed');
  return created.data;
}

/** The bearer token goes only to Genesys' own hosts in the region (or the tests' loopback stand-in). */
function tokenMayGoTo(session: Session, address: string): boolean {
  if (session.target.apiUrl) return isLoopback(address);
  const url = URL.parse(address);
  const region = session.target.region;
  return url?.protocol === 'https:' && (url.hostname === region || url.hostname.endsWith(`.${region}`));
}

async function uploadAudio(session: Session, found: Prompt, resource: Asset, file: PromptFile, bytes: Buffer) {
  const language = resource.language.toLowerCase();
  const doing = `take the ${language} audio of ${found.name}`;
  let response: Response;
  if (resource.uploadUri && tokenMayGoTo(session, resource.uploadUri)) {
    // The form is encoded afresh by each fetch, so `authorized` can send it again with a new token.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: file.contentType }), file.fileName);
    response = await session.authorized(resource.uploadUri, { method: 'POST', body: form });
  } else {
    const place = await session.call('POST', `${promptPath(found.id)}/resources/${language}/uploads`, presigned, {
      action: 'change',
      doing: `give an upload address for the ${language} audio of ${found.name}`,
    });
    // A presigned address carries its own authority: no token goes with it.
    response = await session.fetch(place!.url, {
      method: 'PUT',
      headers: place!.headers ?? {},
      body: new Uint8Array(bytes),
    });
  }
  if (!response.ok) throw await failureOf(response, 'change', doing);
}

/**
 * Architect turns an upload into playable audio after it answers; a file it cannot read ends as
 * `transcodeFailed`, said here rather than left for a caller to hear silence. One still at work
 * after the waits is taken as it is: Genesys has it.
 */
async function awaitTranscoding(session: Session, found: Prompt, language: string): Promise<void> {
  for (const waitMs of [0, ...TRANSCODE_WAITS_MS]) {
    if (waitMs > 0) await sleep(waitMs, undefined, { signal: session.signal });
    const resource = await session.call('GET', `${promptPath(found.id)}/resources/${language}`, asset, {
      action: 'read',
      doing: `say how the ${language} audio of ${found.name} is doing`,
    });
    const status = resource?.uploadStatus?.toLowerCase();
    if (status === 'transcodefailed')
      throw new PublishError(
        `Genesys Cloud could not turn the ${language} audio of ${found.name} into a playable prompt (transcodeFailed).`,
        'failed',
      );
    if (status !== 'created' && status !== 'uploaded') return;
  }
}

/** The prompt's files as Genesys resources, checked against Architect's published limits before anything is sent. */
async function resourceFiles(upload: PromptUpload, signal: AbortSignal) {
  if (!PROMPT_NAME.test(upload.name) || upload.name.length > PROMPT_NAME_MAX)
    throw new PublishError(
      `Genesys Cloud does not take the prompt name "${upload.name}": a name starts with a letter, holds only letters, digits and underscores, and is ${PROMPT_NAME_MAX} characters at most.`,
      'failed',
    );
  if (upload.files.length === 0) throw new PublishError(`The prompt ${upload.name} has no audio to send.`, 'failed');
  const languages = upload.files.map((f) => LANGUAGE_TAGS[f.language]);
  if (new Set(languages).size !== languages.length)
    throw new PublishError(`The prompt ${upload.name} has two files for one language.`, 'failed');
  return Promise.all(
    upload.files.map(async (file) => {
      const bytes = await fs.readFile(file.path, { signal });
      if (bytes.length > FILE_MAX_BYTES)
        throw new PublishError(
          `Genesys Cloud takes prompt files of 25 MB at most; ${file.fileName} is larger.`,
          'failed',
        );
      return { file, bytes, language: LANGUAGE_TAGS[file.language] };
    }),
  );
}

export const genesys: PhoneSystem<GenesysTarget, GenesysSecret> = {
  kind: 'genesys',
  name: 'Genesys Cloud',
  target,
  secret,

  async test(target, secret, { signal }: CallContext) {
    const session = new Session(target, secret, signal);
    const page = await session.call('GET', '/api/v2/architect/prompts?pageSize=1', listing, {
      action: 'read',
      doing: 'list its user prompts',
    });
    // No call checks a right without using it; asks that Genesys must refuse (a nameless prompt, a
    // resource of a prompt that does not exist) say 403 when the right is missing, and create nothing.
    const probes: [Action, string, unknown][] = [
      ['add', '/api/v2/architect/prompts', { name: '', description: '' }],
      ['change', `${promptPath(NO_PROMPT)}/resources`, { language: 'en-us' }],
    ];
    for (const [action, path, json] of probes) {
      const response = await session.authorized(`${session.api}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
      if (response.status === 401 || response.status === 403 || response.status === 429 || response.status >= 500)
        throw await failureOf(response, action, 'check its rights');
      await response.body?.cancel();
    }
    const total = page?.total ?? page?.entities?.length ?? 0;
    return {
      summary: `Reached Genesys Cloud (${target.region}): the OAuth client can read, add and change Architect user prompts, and the organisation has ${total} user prompt${total === 1 ? '' : 's'}.`,
    };
  },

  async send(target, secret, upload, remoteId, { signal }: CallContext) {
    const files = await resourceFiles(upload, signal);
    const session = new Session(target, secret, signal);
    // The prompt this connection sent before; else one of that name (made by hand, or by the pack's
    // import), so the flows that already play it keep playing it; else a new one.
    const known = remoteId
      ? await session.call('GET', promptPath(remoteId), prompt, {
          action: 'read',
          doing: `read the prompt ${upload.name}`,
          missing: true,
        })
      : undefined;
    const existing = known ?? (await promptNamed(session, upload.name));
    const found = existing ?? (await createPrompt(session, upload));
    if (existing) await keepNameAndWords(session, existing, upload);
    for (const { file, bytes, language } of files) {
      const resource = await resourceOf(session, found, language);
      await uploadAudio(session, found, resource, file, bytes);
      await awaitTranscoding(session, found, language);
    }
    return found.id;
  },
};
