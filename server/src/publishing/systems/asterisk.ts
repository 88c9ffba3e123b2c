import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import ssh2, {
  type ClientErrorExtensions,
  type ConnectConfig,
  type FileEntryWithStats,
  type SFTPWrapper,
  type Stats,
} from 'ssh2';
import { z } from 'zod';
import { PACK_SYSTEMS } from '../../menu-packs/pack-systems.js';
import { PublishError, type PhoneSystem, type PromptUpload } from '../phone-system.js';

/**
 * Asterisk / FreePBX (issue 48). A prompt there is a sound: the four files of pack 'freepbx' side
 * by side in the PBX's sounds folder, sent over SFTP. Asterisk names a sound by its path without an
 * ending (`custom/main_menu`) and plays, of its copies, the one cheapest for the call's codec, so
 * the four go together. Each is written under a temporary name and renamed over its final name with
 * OpenSSH's posix-rename (an atomic rename(2)), so a call never plays half a file. The server's host
 * key is pinned by Test connection and checked on every connection before a credential is sent.
 */

const { Client, utils } = ssh2;
const { STATUS_CODE } = utils.sftp;

export const DEFAULT_SOUNDS_FOLDER = '/var/lib/asterisk/sounds/custom/';

/** Login included: a PBX that has not let us in by then is away or busy. */
const CONNECT_TIMEOUT_MS = 20_000;
/** One SFTP request (a 32 KiB write, a rename): a server silent this long is not coming back. */
const OPERATION_TIMEOUT_MS = 60_000;
/** SSH keep-alives find a connection that died without a word well before an operation's limit. */
const KEEPALIVE_MS = 10_000;
const WRITE_CHUNK_BYTES = 32 * 1024;
/** Group-writable, so FreePBX (running as the asterisk group) can replace a sound from its own pages. */
const SOUND_FILE_MODE = 0o664;
/** The endings of the four copies of one sound, as the pack makes them. */
const SOUND_ENDINGS = PACK_SYSTEMS.freepbx.files.map((file) => file.extension);
/** A sound's name must be a plain file name Asterisk's dialplan can say (Playback(custom/<name>)). */
const SOUND_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
/** The endings Asterisk plays a sound from, to count the sounds a folder already holds. */
const SOUND_FILE = /^([^.].*)\.(wav|wav16|wav49|ulaw|ul|alaw|al|g722|g729|gsm|sln\d*|siren7|siren14|mp3|ogg)$/i;
/** An OpenSSH fingerprint as `ssh-keygen -l` prints it: SHA-256, base64 without padding. */
const FINGERPRINT = /^SHA256:[A-Za-z0-9+/]{43}$/;

const asteriskTarget = z.object({
  host: z.string().trim().min(1).max(253),
  port: z.coerce.number().int().min(1).max(65_535).default(22),
  /** The SSH user that logs in; it needs write access to the sounds folder. */
  username: z.string().trim().min(1).max(64),
  folder: z
    .string()
    .trim()
    .regex(/^\/(?!.*(^|\/)\.\.?(\/|$))/, 'Give the full path of a folder on the PBX, starting with /.')
    .default(DEFAULT_SOUNDS_FOLDER),
  /** The host key's fingerprint, pinned by Test connection; empty until then. */
  hostKey: z.union([z.literal(''), z.string().regex(FINGERPRINT)]).default(''),
});
export type AsteriskTarget = z.infer<typeof asteriskTarget>;

/** A password, or a private key (OpenSSH or PEM) with its passphrase if it has one: one of the two. */
const asteriskSecret = z.union([
  z.strictObject({ password: z.string().min(1) }),
  z.strictObject({ privateKey: z.string().min(1), passphrase: z.string().optional() }),
]);
export type AsteriskSecret = z.infer<typeof asteriskSecret>;

export const asterisk: PhoneSystem<AsteriskTarget, AsteriskSecret> = {
  kind: 'asterisk',
  name: 'Asterisk / FreePBX',
  target: asteriskTarget,
  secret: asteriskSecret,

  async test(target, secret, context) {
    const link = await openLink(target, secret, context.signal);
    try {
      const folder = folderOf(target);
      const sounds = await checkFolder(link, folder);
      const found = `${folder} holds ${sounds === 1 ? '1 sound' : `${sounds} sounds`}`;
      const access = `Logged in to ${target.host} as ${target.username}: ${found}, and a test file was written there and removed.`;
      const { fingerprint, type } = link.hostKey;
      if (target.hostKey) {
        return { summary: `${access} The host key matches the one pinned (${fingerprint}).` };
      }
      const pinned = type
        ? `Pinned the server's host key, ${fingerprint} (${type}); it should match what ` +
          `\`ssh-keygen -lf /etc/ssh/ssh_host_${type.toLowerCase()}_key.pub\` prints on the PBX.`
        : `Pinned the server's host key, ${fingerprint}.`;
      return { summary: `${access} ${pinned}`, target: { ...target, hostKey: fingerprint } };
    } finally {
      link.client.end();
    }
  },

  async send(target, secret, prompt, _remoteId, context) {
    // The sound's path is its name in the folder, so the remote id says nothing the name does not.
    const sound = await soundOf(target, prompt);
    if (!target.hostKey) {
      throw new PublishError(
        `Test the connection to ${target.host} first: it pins the server's host key, and nothing is sent to a server whose key is not pinned.`,
        'refused',
      );
    }
    const link = await openLink(target, secret, context.signal);
    try {
      await sendSound(link, sound);
      return sound.remoteId;
    } finally {
      link.client.end();
    }
  },
};

interface HostKey {
  fingerprint: string;
  /** As OpenSSH names it in `ssh-keygen -l` (ED25519, ECDSA, RSA); none for a type it does not know. */
  type: string | undefined;
}

/** What a request needs to run under the guard, and to say what went wrong. */
interface Guard {
  client: InstanceType<typeof Client>;
  target: AsteriskTarget;
  signal: AbortSignal;
  /** False once the connection closed: a request sent then would wait for an answer that never comes. */
  connected: () => boolean;
}

interface Link extends Guard {
  sftp: SFTPWrapper;
  hostKey: HostKey;
  /** Whether the server offers posix-rename@openssh.com; learnt at the first rename. */
  posixRename: boolean;
}

type Done<T> = (error: Error | null | undefined, value?: T) => void;
type Explain = (error: Error, doing: string, guard: Guard) => PublishError;

/** Connects, checks the host key (or learns it when none is pinned), logs in and opens SFTP. */
async function openLink(target: AsteriskTarget, secret: AsteriskSecret, signal: AbortSignal): Promise<Link> {
  if (signal.aborted) throw reasonOf(signal);
  const login = loginOf(target, secret);
  const client = new Client();
  let connected = true;
  let offered: HostKey | undefined;
  // An error after the login (a reset socket) reaches the request waiting on it; without a listener
  // here ssh2's 'error' event would end the process.
  client.on('error', () => undefined);
  client.on('close', () => {
    connected = false;
  });
  const changedKey = () =>
    offered && target.hostKey && offered.fingerprint !== target.hostKey
      ? new PublishError(
          `The host key of ${target.host} has changed since it was pinned (pinned ${target.hostKey}, now ${offered.fingerprint}). ` +
            `If the PBX was reinstalled, remove the pinned key and test the connection again; if not, someone may be ` +
            `standing between this server and the PBX, so the connection was stopped before logging in.`,
          'refused',
        )
      : undefined;

  await new Promise<void>((resolve, reject) => {
    const stop = () => {
      signal.removeEventListener('abort', onAbort);
      client.off('ready', onReady).off('error', onError).off('close', onClose);
    };
    const fail = (error: Error) => {
      stop();
      client.destroy();
      reject(error);
    };
    const onReady = () => {
      stop();
      resolve();
    };
    const onAbort = () => fail(reasonOf(signal));
    const onError = (error: Error & ClientErrorExtensions) =>
      fail(changedKey() ?? explainConnect(error, target, secret));
    const onClose = () =>
      fail(changedKey() ?? new PublishError(`${target.host} closed the connection before the login was done.`, 'busy'));
    client.on('ready', onReady).on('error', onError).on('close', onClose);
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      client.connect({
        ...login,
        hostVerifier: (key: Buffer) => {
          offered = hostKeyOf(key);
          return !target.hostKey || offered.fingerprint === target.hostKey;
        },
      });
    } catch (error) {
      fail(error instanceof Error ? explainConnect(error, target, secret) : new Error(String(error)));
    }
  });

  const guard: Guard = { client, target, signal, connected: () => connected };
  const sftp = await request<SFTPWrapper>(guard, 'start an SFTP session', (done) => client.sftp(done), explainNoSftp);
  sftp.on('close', () => {
    connected = false;
  });
  return { ...guard, sftp, hostKey: offered!, posixRename: true };
}

function loginOf(target: AsteriskTarget, secret: AsteriskSecret): ConnectConfig {
  const base: ConnectConfig = {
    host: target.host,
    port: target.port,
    username: target.username,
    readyTimeout: CONNECT_TIMEOUT_MS,
    keepaliveInterval: KEEPALIVE_MS,
    keepaliveCountMax: 3,
  };
  if ('password' in secret) return { ...base, password: secret.password, authHandler: ['password'] };
  const passphrase = secret.passphrase || undefined;
  const key = utils.parseKey(secret.privateKey, passphrase);
  if (key instanceof Error) {
    throw new PublishError(
      /passphrase/i.test(key.message)
        ? 'The private key is protected by a passphrase, and the one given is missing or wrong.'
        : 'The private key could not be read: give it whole, in OpenSSH or PEM format, BEGIN and END lines included.',
      'refused',
    );
  }
  if (!key.isPrivateKey()) {
    throw new PublishError(
      'That is a public key: the connection needs the private one (its public half goes on the PBX).',
      'refused',
    );
  }
  return { ...base, privateKey: secret.privateKey, passphrase, authHandler: ['publickey'] };
}

function hostKeyOf(key: Buffer): HostKey {
  const fingerprint = `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
  const parsed = utils.parseKey(key);
  const algorithm: string = parsed instanceof Error ? '' : parsed.type;
  const type = algorithm.startsWith('ecdsa-') ? 'ECDSA' : KEY_TYPES[algorithm];
  return { fingerprint, type };
}

const KEY_TYPES: Partial<Record<string, string>> = { 'ssh-ed25519': 'ED25519', 'ssh-rsa': 'RSA', 'ssh-dss': 'DSA' };

/**
 * Runs one SFTP request, guarded: the publisher's signal stops it at once, and a server that stays
 * silent past the limit is given up. Either way the connection is closed, since ssh2 cannot take
 * one request back.
 */
function request<T>(
  guard: Guard,
  doing: string,
  start: (done: Done<T>) => void,
  explain: Explain = explainStatus,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (guard.signal.aborted) return reject(reasonOf(guard.signal));
    if (!guard.connected()) return reject(connectionLost(guard.target, doing));
    const settle = () => {
      clearTimeout(timer);
      guard.signal.removeEventListener('abort', onAbort);
    };
    const fail = (error: Error) => {
      settle();
      reject(error);
    };
    const onAbort = () => {
      guard.client.destroy();
      fail(reasonOf(guard.signal));
    };
    const timer = setTimeout(() => {
      guard.client.destroy();
      const seconds = OPERATION_TIMEOUT_MS / 1000;
      fail(new PublishError(`${guard.target.host} did not answer within ${seconds} s when asked to ${doing}.`, 'busy'));
    }, OPERATION_TIMEOUT_MS);
    guard.signal.addEventListener('abort', onAbort, { once: true });
    try {
      start((error, value) => {
        if (error) return fail(explain(error, doing, guard));
        settle();
        resolve(value as T);
      });
    } catch (error) {
      fail(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** What the publisher stopped the call with (an AbortError unless it gave its own reason), as fetch rejects. */
function reasonOf(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('The operation was aborted.', 'AbortError');
}

/** Checks the folder is one, lists it and writes and removes a file of our own there; returns how many sounds it holds. */
async function checkFolder(link: Link, folder: string): Promise<number> {
  const where = `${folder} on ${link.target.host}`;
  const missing: Explain = (error, doing, guard) =>
    statusOf(error) === STATUS_CODE.NO_SUCH_FILE
      ? new PublishError(`There is no folder ${where}.`, 'failed')
      : explainStatus(error, doing, guard);
  const stats = await request<Stats>(link, `look at ${folder}`, (done) => link.sftp.stat(folder, done), missing);
  if (!stats.isDirectory()) throw new PublishError(`${where} is a file, not a folder.`, 'failed');
  const entries = await request<FileEntryWithStats[]>(link, `list ${folder}`, (done) =>
    link.sftp.readdir(folder, done),
  );
  const sounds = new Set(entries.flatMap((entry) => SOUND_FILE.exec(entry.filename)?.[1] ?? []));
  // Removed at once: like a send's temporary copies, a file of its own, never a sound.
  const check = path.posix.join(folder, `.avs-check-${randomBytes(6).toString('hex')}`);
  const note = Buffer.from('AI Voice Studio checks it can write here; this file is removed at once.\n');
  try {
    await upload(link, check, note, `write a test file into ${folder}`);
  } catch (error) {
    await removeOwnFiles(link, [check]);
    throw error;
  }
  await request<void>(link, `remove its test file ${check}`, (done) => link.sftp.unlink(check, done));
  return sounds.size;
}

interface SoundFile {
  /** Its name in the folder (`main_menu.g722`). */
  name: string;
  final: string;
  temporary: string;
  bytes: Buffer;
}

interface Sound {
  remoteId: string;
  files: SoundFile[];
}

/** The prompt as the four files of one sound in the target's folder, checked before anything is sent. */
async function soundOf(target: AsteriskTarget, prompt: PromptUpload): Promise<Sound> {
  const { name } = prompt;
  if (!SOUND_NAME.test(name)) {
    throw new PublishError(
      `"${name}" cannot be a sound's name on the PBX: use letters, digits, _ and - only (at most 100).`,
      'failed',
    );
  }
  const byEnding = new Map(prompt.files.map((file) => [file.fileName.slice(name.length + 1), file]));
  const strays = prompt.files.filter(
    (file) => !file.fileName.startsWith(`${name}.`) || !SOUND_ENDINGS.includes(file.fileName.slice(name.length + 1)),
  );
  const missing = SOUND_ENDINGS.filter((ending) => !byEnding.has(ending));
  if (strays.length > 0 || missing.length > 0 || prompt.files.length !== SOUND_ENDINGS.length) {
    // A copy left out would leave its old version beside the new ones, and some callers would hear it.
    const expected = SOUND_ENDINGS.map((ending) => `${name}.${ending}`).join(', ');
    throw new PublishError(`${name} must come as its four files, ${expected}; nothing was sent.`, 'failed');
  }
  const folder = folderOf(target);
  const files = await Promise.all(
    SOUND_ENDINGS.map(async (ending) => {
      const fileName = `${name}.${ending}`;
      return {
        name: fileName,
        final: path.posix.join(folder, fileName),
        // A dot-name with no sound ending: neither Asterisk nor FreePBX's recordings list takes it for a sound.
        temporary: path.posix.join(folder, `.avs-${fileName}.${randomBytes(4).toString('hex')}.part`),
        bytes: await fs.readFile(byEnding.get(ending)!.path),
      };
    }),
  );
  return { remoteId: path.posix.join(folder, name), files };
}

/**
 * Writes the four files under their temporary names first, then renames them over the old ones one
 * after the other: a failed write leaves the sound as it was, and the four change within moments.
 */
async function sendSound(link: Link, sound: Sound): Promise<void> {
  const folder = folderOf(link.target);
  const pending: string[] = [];
  const placed: string[] = [];
  try {
    for (const file of sound.files) {
      pending.push(file.temporary);
      await upload(link, file.temporary, file.bytes, `write ${file.name} into ${folder}`);
    }
    for (const file of sound.files) {
      await renameOver(link, file, folder);
      pending.shift();
      placed.push(file.name);
    }
  } catch (error) {
    await removeOwnFiles(link, pending);
    if (placed.length === 0 || !(error instanceof PublishError)) throw error;
    throw new PublishError(
      `${error.message} ${placed.join(', ')} already went in, so callers may hear old and new copies until it is sent again.`,
      error.failure,
      error.retryAfterMs,
    );
  }
}

async function upload(link: Link, remotePath: string, bytes: Buffer, doing: string): Promise<void> {
  const explain: Explain = (error, what, guard) => {
    const status = statusOf(error);
    if (status === STATUS_CODE.NO_SUCH_FILE) {
      return new PublishError(
        `There is no folder ${path.posix.dirname(remotePath)}/ on ${guard.target.host}.`,
        'failed',
      );
    }
    const explained = explainStatus(error, what, guard);
    return status === STATUS_CODE.FAILURE
      ? new PublishError(`${explained.message} Its disk may be full.`, explained.failure)
      : explained;
  };
  const handle = await request<Buffer>(
    link,
    doing,
    (done) => link.sftp.open(remotePath, 'w', { mode: SOUND_FILE_MODE }, done),
    explain,
  );
  for (let offset = 0; offset < bytes.length; offset += WRITE_CHUNK_BYTES) {
    const length = Math.min(WRITE_CHUNK_BYTES, bytes.length - offset);
    await request<void>(link, doing, (done) => link.sftp.write(handle, bytes, offset, length, offset, done), explain);
  }
  await request<void>(link, doing, (done) => link.sftp.close(handle, done), explain);
}

/**
 * posix-rename replaces the old file in one step. Where the server does not offer it, SFTP's own
 * RENAME is used: it fills a name that is free, but by the protocol (filexfer-02 §6.5) it will not
 * replace a file, and removing the old one first would leave the sound missing for a moment.
 */
async function renameOver(link: Link, file: SoundFile, folder: string): Promise<void> {
  const doing = `put ${file.name} in place in ${folder}`;
  try {
    await request<void>(link, doing, (done) => {
      if (link.posixRename) {
        try {
          return link.sftp.ext_openssh_rename(file.temporary, file.final, done);
        } catch {
          // Thrown at once, nothing sent: the server's hello did not list posix-rename@openssh.com.
          link.posixRename = false;
        }
      }
      link.sftp.rename(file.temporary, file.final, done);
    });
  } catch (error) {
    if (link.posixRename || !(error instanceof PublishError) || error.failure !== 'failed') throw error;
    const exists = await request<Stats>(link, `look at ${file.name}`, (done) => link.sftp.stat(file.final, done)).then(
      () => true,
      () => false,
    );
    if (!exists) throw error;
    throw new PublishError(
      `The SFTP server on ${link.target.host} cannot replace ${file.name} in one step: it does not offer OpenSSH's ` +
        `posix-rename, and its plain rename does not overwrite. The copy already there was left as it was.`,
      'failed',
    );
  }
}

/** Removes this call's own temporary files after a failure, where the connection still lets it; never a sound. */
async function removeOwnFiles(link: Link, remotePaths: string[]): Promise<void> {
  for (const remotePath of remotePaths) {
    if (!link.connected() || link.signal.aborted) return;
    await request<void>(link, `remove ${remotePath}`, (done) => link.sftp.unlink(remotePath, done)).catch(
      () => undefined,
    );
  }
}

function folderOf(target: AsteriskTarget): string {
  return `${path.posix.normalize(target.folder).replace(/\/+$/, '')}/`;
}

/** SFTP's status code on an error the server answered; none when the connection failed instead. */
function statusOf(error: Error): number | undefined {
  const { code } = error as { code?: unknown };
  return typeof code === 'number' ? code : undefined;
}

function connectionLost(target: AsteriskTarget, doing: string): PublishError {
  return new PublishError(`The connection to ${target.host} was lost while trying to ${doing}.`, 'busy');
}

function explainStatus(error: Error, doing: string, guard: Guard): PublishError {
  const { host, username } = guard.target;
  switch (statusOf(error)) {
    case undefined:
    case STATUS_CODE.NO_CONNECTION:
    case STATUS_CODE.CONNECTION_LOST:
      return connectionLost(guard.target, doing);
    case STATUS_CODE.PERMISSION_DENIED:
      return new PublishError(`User ${username} is not allowed to ${doing} on ${host} (permission denied).`, 'refused');
    case STATUS_CODE.NO_SUCH_FILE:
      return new PublishError(`${host} could not ${doing}: there is no such file or folder.`, 'failed');
    case STATUS_CODE.OP_UNSUPPORTED:
      return new PublishError(`The SFTP server on ${host} does not support what it takes to ${doing}.`, 'failed');
    default:
      return new PublishError(`${host} could not ${doing} (its SFTP server answered "${error.message}").`, 'failed');
  }
}

function explainNoSftp(error: Error, doing: string, guard: Guard): PublishError {
  if (!guard.connected()) return connectionLost(guard.target, doing);
  return new PublishError(
    `${guard.target.host} let user ${guard.target.username} log in but would not ${doing} (${error.message}): SFTP may be turned off for that user.`,
    'failed',
  );
}

function explainConnect(error: Error & ClientErrorExtensions, target: AsteriskTarget, secret: AsteriskSecret) {
  const { host, port, username } = target;
  const { code } = error as NodeJS.ErrnoException;
  if (error.level === 'client-authentication') {
    return 'password' in secret
      ? new PublishError(`The server ${host} refused user ${username}'s password.`, 'refused')
      : new PublishError(
          `The server ${host} refused user ${username}'s key: its public half must be in that user's ~/.ssh/authorized_keys on the PBX.`,
          'refused',
        );
  }
  if (error.level === 'client-timeout') {
    return new PublishError(`${host} did not let us in within ${CONNECT_TIMEOUT_MS / 1000} s.`, 'busy');
  }
  if (code === 'ENOTFOUND') return new PublishError(`The host name ${host} could not be found.`, 'failed');
  if (code === 'ECONNREFUSED') {
    return new PublishError(
      `${host} refused the connection on port ${port}: is its SSH server running on that port?`,
      'busy',
    );
  }
  if (error.level === 'client-socket' || code) {
    return new PublishError(`The connection to ${host} failed (${code ?? error.message}).`, 'busy');
  }
  if (error.level === 'client-ssh') {
    return new PublishError(`${host} ended the connection (${error.description ?? error.message}).`, 'busy');
  }
  return new PublishError(`Could not connect to ${host} over SSH: ${error.message}.`, 'failed');
}
