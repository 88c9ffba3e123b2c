import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  PublishError,
  type CallContext,
  type PhoneSystem,
  type PromptFile,
  type PromptUpload,
} from '../phone-system.js';

/**
 * RingCentral (issue 48): IVR prompts on the account, through RingCentral's documented REST API with
 * the JWT authorisation flow (developers.ringcentral.com/guide/authentication/jwt-flow).
 *
 * RingCentral cannot replace the audio of an IVR prompt: `PUT …/ivr-prompts/{promptId}` takes JSON
 * with `filename` only (UpdateIVRPromptRequest), the audio goes in with `POST …/ivr-prompts` alone.
 * So a changed prompt is uploaded as a new IVR prompt under the same name, every IVR menu that
 * played the earlier one is pointed at it (`PUT …/ivr-menus/{id}`, the menu's prompt.audio.id), and
 * the earlier one is renamed "<name> (replaced <time> UTC)" and left in place: nothing is deleted,
 * callers hear the new audio, and one prompt carries the name. Its id is the new remoteId.
 */

const RINGCENTRAL_SERVER = 'https://platform.ringcentral.com';
const API = '/restapi/v1.0';
const JWT_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** The app permission (OAuth scope) that creating and renaming prompts and editing IVR menus needs. */
const EDIT_PERMISSION = 'EditAccounts';
/** RingCentral's advice when a 429 says neither Retry-After nor its window (developers.ringcentral.com/guide/basics/rate-limits). */
const DEFAULT_RATE_LIMIT_WAIT_MS = 30_000;
/** An access token is used until this long before RingCentral said it ends. */
const TOKEN_MARGIN_MS = 60_000;
/** A guard against a prompt list whose pages never end. */
const MAX_PAGES = 100;

/** Plain http only to this machine (the tests' server): elsewhere the JWT goes over TLS alone. */
function isAllowedServer(address: string) {
  const url = new URL(address);
  return url.protocol === 'https:' || ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

const target = z.object({
  /** RingCentral's platform address; only tests point it elsewhere. */
  server: z.url().refine(isAllowedServer, 'The server address must start with https://').default(RINGCENTRAL_SERVER),
  /** The account: `~` is the account of the JWT credential's user. */
  accountId: z
    .string()
    .regex(/^(~|\d+)$/, 'An account id is ~ or digits')
    .default('~'),
});
export type RingCentralTarget = z.infer<typeof target>;

const secret = z.object({
  clientId: z.string().trim().min(1),
  clientSecret: z.string().trim().min(1),
  /** The JWT credential made in the RingCentral Developer Console for the user the app acts as. */
  jwt: z.string().trim().min(1),
});
export type RingCentralSecret = z.infer<typeof secret>;

// ---- What RingCentral answers (only the fields read here) ----

const id = z.union([z.string(), z.number()]).transform(String);
const tokenAnswer = z.object({
  access_token: z.string(),
  expires_in: z.number().optional(),
  scope: z.string().optional(),
});
const promptInfo = z.object({ id, filename: z.string().optional() });
type PromptInfo = z.infer<typeof promptInfo>;
const promptPage = z.object({
  records: z.array(promptInfo).default([]),
  navigation: z.object({ nextPage: z.object({ uri: z.string() }).optional() }).optional(),
});
const menuList = z.object({ records: z.array(z.object({ id, name: z.string().optional() })).default([]) });
const menuPrompt = z.looseObject({
  mode: z.string().optional(),
  audio: z.looseObject({ id: id.optional() }).optional(),
});
const menuInfo = z.looseObject({ name: z.string().optional(), prompt: menuPrompt.optional() });
const errorAnswer = z.looseObject({
  error: z.string().optional(),
  error_description: z.string().optional(),
  errorCode: z.string().optional(),
  message: z.string().optional(),
  errors: z.array(z.looseObject({ errorCode: z.string().optional(), message: z.string().optional() })).optional(),
});
type ErrorAnswer = z.infer<typeof errorAnswer>;

/** The fields of an IVR menu that its update takes back (IvrMenuInfoUpdate), so nothing else changes. */
const MENU_UPDATE_FIELDS = ['name', 'extensionNumber', 'site', 'prompt', 'actions', 'promptRepeatCount'] as const;

// ---- Signing in ----

interface AccessToken {
  value: string;
  /** The app's permissions as the token lists them, when it does. */
  scope: string | undefined;
  endsAt: number;
}

/**
 * Access tokens by connection (a hash of its address and credentials): RingCentral counts sign-ins
 * in its Auth group (5 a minute by default) and asks apps to reuse a token until it ends, so the
 * prompts of one publish share one.
 */
const tokens = new Map<string, AccessToken>();

interface Session {
  server: string;
  account: string;
  secret: RingCentralSecret;
  key: string;
  token: AccessToken;
  context: CallContext;
}

function connectionKey(server: string, credentials: RingCentralSecret) {
  const text = [new URL(server).origin, credentials.clientId, credentials.clientSecret, credentials.jwt].join('\n');
  return createHash('sha256').update(text).digest('hex');
}

async function signIn(where: RingCentralTarget, credentials: RingCentralSecret, context: CallContext, fresh = false) {
  const key = connectionKey(where.server, credentials);
  const now = Date.now();
  for (const [other, token] of tokens) if (token.endsAt <= now) tokens.delete(other);
  const kept = fresh ? undefined : tokens.get(key);
  const session: Session = {
    server: where.server,
    account: `${API}/account/${encodeURIComponent(where.accountId)}`,
    secret: credentials,
    key,
    token: kept ?? (await requestToken(where.server, credentials, context)),
    context,
  };
  tokens.set(key, session.token);
  return session;
}

async function requestToken(server: string, credentials: RingCentralSecret, context: CallContext) {
  const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
  const response = await reach(
    new URL('/restapi/oauth/token', server),
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: JWT_GRANT, assertion: credentials.jwt }).toString(),
    },
    context,
  );
  if (!response.ok) throw await answerError(response, 'sign in with the JWT credential', credentials, context, true);
  const answer = tokenAnswer.safeParse(await readJson(response, context));
  if (!answer.success) throw new PublishError('RingCentral signed the app in but sent no access token.', 'failed');
  return {
    value: answer.data.access_token,
    scope: answer.data.scope,
    endsAt: Date.now() + (answer.data.expires_in ?? 3600) * 1000 - TOKEN_MARGIN_MS,
  };
}

// ---- Calling the API ----

/** A fetch whose failure to connect (or a connection dropped) is 'busy'; a cancel stays a cancel. */
async function reach(url: URL, init: RequestInit, context: CallContext) {
  try {
    return await fetch(url, { ...init, signal: context.signal });
  } catch (error) {
    if (context.signal.aborted) throw error;
    throw new PublishError(`RingCentral could not be reached at ${url.host} (${causeOf(error)}).`, 'busy');
  }
}

async function readJson(response: Response, context: CallContext): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (context.signal.aborted) throw error;
    throw new PublishError(`RingCentral's answer was cut off (${causeOf(error)}).`, 'busy');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function causeOf(error: unknown) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return cause instanceof Error ? cause.message : 'no answer';
}

interface ApiCall {
  method: 'GET' | 'POST' | 'PUT';
  /** From the server's root, query included. */
  path: string;
  body?: FormData | Record<string, unknown>;
  /** What the call does, in the words of an error: "list the account's IVR prompts". */
  doing: string;
  /** A 404 is an answer (a prompt that is gone), not an error. */
  missingIsAnswer?: boolean;
}

/** One API call with the session's bearer token; a token RingCentral no longer knows is replaced once. */
async function callApi(session: Session, call: ApiCall): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    const isJson = call.body !== undefined && !(call.body instanceof FormData);
    const response = await reach(
      new URL(call.path, session.server),
      {
        method: call.method,
        headers: {
          authorization: `Bearer ${session.token.value}`,
          accept: 'application/json',
          ...(isJson ? { 'content-type': 'application/json' } : {}),
        },
        body: isJson ? JSON.stringify(call.body) : (call.body as FormData | undefined),
      },
      session.context,
    );
    if (response.ok) return readJson(response, session.context);
    if (response.status === 404 && call.missingIsAnswer) {
      await response.body?.cancel();
      return undefined;
    }
    if (response.status === 401 && attempt === 0) {
      await response.body?.cancel();
      tokens.delete(session.key);
      session.token = await requestToken(session.server, session.secret, session.context);
      tokens.set(session.key, session.token);
      continue;
    }
    throw await answerError(response, call.doing, session.secret, session.context);
  }
}

// ---- RingCentral's refusals, in plain words ----

function retryAfterMs(response: Response) {
  const value = response.headers.get('retry-after');
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** The window of the user-level limit that was hit (X-Rate-Limit-Window, seconds), when no Retry-After says more. */
function rateLimitWindowMs(response: Response) {
  const seconds = Number(response.headers.get('x-rate-limit-window') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/** RingCentral's own words: the OAuth error and its description, or the API's errorCode and message. */
function reasonOf(answer: ErrorAnswer) {
  const first = answer.errors?.[0];
  const message = answer.error_description ?? answer.message ?? first?.message;
  const codes = [answer.error, answer.errorCode ?? first?.errorCode].filter((code): code is string => !!code);
  return { message, codes: [...new Set(codes)] };
}

/** What the owner can do about a refusal, by RingCentral's error code. */
function hintFor(codes: string[]) {
  if (codes.includes('invalid_client')) return "Check the app's client ID and client secret.";
  if (codes.includes('invalid_grant'))
    return 'The JWT credential is wrong, expired or revoked: make a new one in the RingCentral Developer Console.';
  if (codes.includes('unauthorized_client')) return "Turn on the JWT auth flow in the app's settings.";
  if (codes.includes('InsufficientPermissions') || codes.includes('CMN-401'))
    return "Add that permission to the app's settings in the RingCentral Developer Console.";
  if (codes.includes('CMN-408'))
    return "Give the JWT credential's user a role with that permission in the Admin Portal.";
  return undefined;
}

/** Takes any credential RingCentral's message repeats out of it. */
function redact(text: string, credentials: RingCentralSecret) {
  return [credentials.jwt, credentials.clientSecret, credentials.clientId].reduce(
    (out, value) => (value.length >= 4 ? out.split(value).join('…') : out),
    text,
  );
}

async function answerError(
  response: Response,
  doing: string,
  credentials: RingCentralSecret,
  context: CallContext,
  isSignIn = false,
) {
  const parsed = errorAnswer.safeParse(await readJson(response, context));
  const { message, codes } = reasonOf(parsed.success ? parsed.data : {});
  const status = response.status;
  const said = [message ?? `HTTP ${status}`, codes.length > 0 ? `(${codes.join(', ')})` : ''].join(' ').trim();
  const reason = redact(said, credentials);
  if (status === 429) {
    const wait = retryAfterMs(response) ?? rateLimitWindowMs(response) ?? DEFAULT_RATE_LIMIT_WAIT_MS;
    return new PublishError(`RingCentral is limiting the app's requests: ${reason}. Tried to ${doing}.`, 'busy', wait);
  }
  if (status >= 500 || status === 408) {
    return new PublishError(
      `RingCentral is unavailable: ${reason}. Tried to ${doing}.`,
      'busy',
      retryAfterMs(response),
    );
  }
  if (status === 401 || status === 403 || (isSignIn && status === 400)) {
    const hint = hintFor(codes);
    return new PublishError(`RingCentral refused to ${doing}: ${reason}.${hint ? ` ${hint}` : ''}`, 'refused');
  }
  return new PublishError(`RingCentral did not ${doing}: ${reason}.`, 'failed');
}

// ---- IVR prompts and menus ----

/** Every IVR prompt of the account, page by page as RingCentral's navigation links them. */
async function listPrompts(session: Session) {
  const prompts: PromptInfo[] = [];
  let path: string | undefined = `${session.account}/ivr-prompts`;
  for (let page = 0; path !== undefined && page < MAX_PAGES; page++) {
    const answer = promptPage.safeParse(
      await callApi(session, { method: 'GET', path, doing: "list the account's IVR prompts" }),
    );
    if (!answer.success) throw new PublishError("RingCentral's list of IVR prompts could not be read.", 'failed');
    prompts.push(...answer.data.records);
    path = nextPagePath(answer.data.navigation?.nextPage?.uri);
  }
  return prompts;
}

/** The next page's path and query, asked of the connection's own server: the token goes nowhere else. */
function nextPagePath(uri: string | undefined) {
  if (!uri) return undefined;
  const next = new URL(uri, 'https://platform.ringcentral.com');
  return next.pathname.startsWith(`${API}/`) ? `${next.pathname}${next.search}` : undefined;
}

function sameName(filename: string | undefined, prompt: PromptUpload, file: PromptFile) {
  const name = filename?.trim().toLowerCase();
  return name !== undefined && (name === prompt.name.toLowerCase() || name === file.fileName.toLowerCase());
}

async function createPrompt(session: Session, prompt: PromptUpload, file: PromptFile) {
  const audio = await readFile(file.path);
  // RingCentral's multipart convention, as its own SDKs send it: the JSON fields first, then the file.
  const form = new FormData();
  form.append(
    'request.json',
    new Blob([JSON.stringify({ name: prompt.name })], { type: 'application/json' }),
    'request.json',
  );
  form.append('attachment', new Blob([new Uint8Array(audio)], { type: file.contentType }), file.fileName);
  const answer = promptInfo.safeParse(
    await callApi(session, {
      method: 'POST',
      path: `${session.account}/ivr-prompts`,
      body: form,
      doing: `create the IVR prompt “${prompt.name}”`,
    }),
  );
  if (!answer.success) throw new PublishError(`RingCentral created “${prompt.name}” but sent back no id.`, 'failed');
  return answer.data;
}

interface MenuToPoint {
  id: string;
  name: string;
  menu: z.infer<typeof menuInfo>;
}

/** The IVR menus that play one of `promptIds`. */
async function menusPlaying(session: Session, promptIds: Set<string>) {
  const list = menuList.safeParse(
    await callApi(session, {
      method: 'GET',
      path: `${session.account}/ivr-menus`,
      doing: "list the account's IVR menus",
    }),
  );
  if (!list.success) throw new PublishError("RingCentral's list of IVR menus could not be read.", 'failed');
  const found: MenuToPoint[] = [];
  for (const record of list.data.records) {
    const name = record.name ?? record.id;
    const answer = menuInfo.safeParse(
      await callApi(session, {
        method: 'GET',
        path: `${session.account}/ivr-menus/${encodeURIComponent(record.id)}`,
        doing: `read the IVR menu “${name}”`,
      }),
    );
    if (!answer.success) throw new PublishError(`RingCentral's IVR menu “${name}” could not be read.`, 'failed');
    const audioId = answer.data.prompt?.audio?.id;
    if (answer.data.prompt?.mode === 'Audio' && audioId !== undefined && promptIds.has(audioId)) {
      found.push({ id: record.id, name, menu: answer.data });
    }
  }
  return found;
}

/** Sends a menu back as it was read, its prompt's audio now the new prompt. */
async function pointMenu(session: Session, { id: menuId, name, menu }: MenuToPoint, promptId: string) {
  const body: Record<string, unknown> = {};
  for (const field of MENU_UPDATE_FIELDS) if (menu[field] !== undefined) body[field] = menu[field];
  body.prompt = { ...menu.prompt, mode: 'Audio', audio: { id: promptId } };
  await callApi(session, {
    method: 'PUT',
    path: `${session.account}/ivr-menus/${encodeURIComponent(menuId)}`,
    body,
    doing: `point the IVR menu “${name}” at the new audio`,
  });
}

async function renamePrompt(session: Session, promptId: string, name: string, filename: string) {
  await callApi(session, {
    method: 'PUT',
    path: `${session.account}/ivr-prompts/${encodeURIComponent(promptId)}`,
    body: { filename },
    doing: `rename the replaced IVR prompt “${name}”`,
  });
}

/** The name an earlier version keeps; several replaced at once are numbered, so no two share one. */
function replacedName(name: string, at: Date, index: number) {
  const when = at.toISOString().slice(0, 19).replace('T', ' ');
  return `${name} (replaced ${when} UTC${index > 0 ? ` #${index + 1}` : ''})`;
}

function onlyFile(prompt: PromptUpload) {
  const [file, ...more] = prompt.files;
  if (!file || more.length > 0) {
    throw new PublishError(
      `RingCentral takes one audio file per IVR prompt; “${prompt.name}” came with ${prompt.files.length}.`,
      'failed',
    );
  }
  return file;
}

export const ringcentral: PhoneSystem<RingCentralTarget, RingCentralSecret> = {
  kind: 'ringcentral',
  name: 'RingCentral',
  target,
  secret,

  async test(where, credentials, context) {
    // A fresh sign-in: the check is of the credentials as they are now, not of a token kept from before.
    const session = await signIn(where, credentials, context, true);
    const scope = session.token.scope?.split(/\s+/);
    if (scope && !scope.includes(EDIT_PERMISSION)) {
      throw new PublishError(
        `The RingCentral app lacks the permission ${EDIT_PERMISSION} (Edit Accounts), which creating IVR prompts needs; it has ${scope.join(', ') || 'none'}. ${hintFor(['CMN-401'])}`,
        'refused',
      );
    }
    const prompts = await listPrompts(session);
    const account =
      where.accountId === '~'
        ? "the RingCentral account of the JWT credential's user"
        : `RingCentral account ${where.accountId}`;
    const count = prompts.length === 1 ? '1 IVR prompt' : `${prompts.length} IVR prompts`;
    return { summary: `Signed in to ${account} and listed its ${count}.` };
  },

  async send(where, credentials, prompt, remoteId, context) {
    const file = onlyFile(prompt);
    const session = await signIn(where, credentials, context);
    // The one this connection sent, found by its id, and any made by hand (or left by an attempt cut
    // short) under the prompt's name: all earlier versions, each replaced by the new upload.
    const earlier = (await listPrompts(session)).filter(
      (existing) => existing.id === remoteId || sameName(existing.filename, prompt, file),
    );
    const menus = earlier.length > 0 ? await menusPlaying(session, new Set(earlier.map((old) => old.id))) : [];
    const created = await createPrompt(session, prompt, file);
    for (const menu of menus) await pointMenu(session, menu, created.id);
    const at = new Date();
    for (const [index, old] of earlier.entries()) {
      await renamePrompt(session, old.id, prompt.name, replacedName(prompt.name, at, index));
    }
    return created.id;
  },
};
