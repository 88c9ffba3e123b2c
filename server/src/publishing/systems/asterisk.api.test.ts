import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sshKeyPair, startFakeSftpServer, type FakeSftpOptions, type FakeSftpServer } from '../../testing/fake-sftp.js';
import { PublishError, type PromptFile, type PromptUpload } from '../phone-system.js';
import { asterisk, DEFAULT_SOUNDS_FOLDER, type AsteriskSecret, type AsteriskTarget } from './asterisk.js';

/**
 * The Asterisk module against an SSH server on loopback that serves SFTP over a temporary folder
 * (testing/fake-sftp.ts): the host key pinned and then held to, the four files of a sound sent
 * under temporary names and renamed into place, and each refusal said in the owner's words.
 */
const run = promisify(execFile);
const FOLDER = DEFAULT_SOUNDS_FOLDER;
const PASSWORD = 'correct horse battery staple';
const ENDINGS = ['wav', 'ulaw', 'g722', 'wav16'];

let dir: string;
/** main_menu as a 440 Hz tone, then as 660 Hz (a changed prompt); after_hours as 550 Hz. */
let first: PromptUpload;
let changed: PromptUpload;
let afterHours: PromptUpload;
let fake: FakeSftpServer;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'asterisk-prompts-'));
  first = await soundPrompt('main_menu', 440, 'v1');
  changed = await soundPrompt('main_menu', 660, 'v2');
  afterHours = await soundPrompt('after_hours', 550, 'v1');
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

afterEach(async () => {
  await fake.close();
});

/** The pack's four files of one sound, made by ffmpeg from a 1-second tone. */
async function soundPrompt(name: string, frequency: number, version: string): Promise<PromptUpload> {
  const out = path.join(dir, version);
  await fs.mkdir(out, { recursive: true });
  const file = (ending: string) => path.join(out, `${name}.${ending}`);
  await run('/usr/bin/ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=1`],
    ...['-ac', '1', '-ar', '8000', '-c:a', 'pcm_s16le', '-f', 'wav', file('wav')],
    ...['-ac', '1', '-ar', '8000', '-f', 'mulaw', file('ulaw')],
    ...['-ac', '1', '-ar', '16000', '-c:a', 'g722', '-f', 'g722', file('g722')],
    ...['-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-f', 'wav', file('wav16')],
  ]);
  const types: Record<string, string> = {
    wav: 'audio/wav',
    ulaw: 'audio/basic',
    g722: 'audio/G722',
    wav16: 'audio/wav',
  };
  const files: PromptFile[] = ENDINGS.map((ending) => ({
    language: 'en',
    fileName: `${name}.${ending}`,
    path: file(ending),
    contentType: types[ending]!,
  }));
  return { name, description: `The ${name} prompt`, files };
}

async function start(options: FakeSftpOptions = {}): Promise<FakeSftpServer> {
  fake = await startFakeSftpServer({ password: PASSWORD, ...options });
  return fake;
}

function targetOf(server: FakeSftpServer, fields: Partial<AsteriskTarget> = {}): AsteriskTarget {
  return asterisk.target.parse({ host: server.host, port: server.port, username: 'asterisk', ...fields });
}

const password: AsteriskSecret = { password: PASSWORD };
const call = () => ({ signal: new AbortController().signal });

/** The target with the host key pinned, as Test connection leaves it. */
async function pinned(server: FakeSftpServer, secret: AsteriskSecret = password): Promise<AsteriskTarget> {
  const result = await asterisk.test(targetOf(server), secret, call());
  return asterisk.target.parse(result.target);
}

async function failureOf(promise: Promise<unknown>): Promise<PublishError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PublishError);
  return error as PublishError;
}

async function expectSound(server: FakeSftpServer, prompt: PromptUpload): Promise<void> {
  for (const file of prompt.files) {
    expect(await server.read(path.posix.join(FOLDER, file.fileName))).toEqual(await fs.readFile(file.path));
  }
}

describe('Test connection', () => {
  it('pins the host key, says its fingerprint, and writes and removes a file of its own in the folder', async () => {
    await start();
    const target = targetOf(fake);
    expect(target).toMatchObject({ port: fake.port, folder: FOLDER, hostKey: '' });

    const result = await asterisk.test(target, password, call());

    expect(result.target).toEqual({ ...target, hostKey: fake.hostKey });
    expect(result.summary).toContain(`Logged in to 127.0.0.1 as asterisk: ${FOLDER} holds 0 sounds`);
    expect(result.summary).toContain(`Pinned the server's host key, ${fake.hostKey} (ED25519)`);
    expect(result.summary).toContain('ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub');
    expect(fake.logins).toEqual([{ username: 'asterisk', method: 'password', accepted: true }]);
    const written = fake.requests.filter((request) => request.write);
    expect(written).toHaveLength(1);
    expect(written[0]!.path).toMatch(new RegExp(`^${FOLDER}\\.avs-check-[0-9a-f]+$`));
    expect(fake.requests).toContainEqual({ request: 'REMOVE', path: written[0]!.path });
    expect(await fake.list(FOLDER)).toEqual([]);
  });

  it('says the key still matches once pinned, and counts the sounds the folder holds', async () => {
    await start();
    const target = await pinned(fake);
    await asterisk.send(target, password, first, undefined, call());

    const again = await asterisk.test(target, password, call());

    expect(again.target).toBeUndefined();
    expect(again.summary).toContain(`${FOLDER} holds 1 sound,`);
    expect(again.summary).toContain(`The host key matches the one pinned (${fake.hostKey}).`);
  });

  it('logs in with a private key and its passphrase', async () => {
    const key = sshKeyPair('pass phrase');
    await start({ password: undefined, publicKey: key.public });
    const secret = asterisk.secret.parse({ privateKey: key.private, passphrase: 'pass phrase' });

    const result = await asterisk.test(targetOf(fake), secret, call());

    expect(result.target).toMatchObject({ hostKey: fake.hostKey });
    expect(fake.logins).toEqual([{ username: 'asterisk', method: 'publickey', accepted: true }]);

    const wrongPhrase = await failureOf(asterisk.test(targetOf(fake), { ...secret, passphrase: 'nope' }, call()));
    expect(wrongPhrase.failure).toBe('refused');
    expect(wrongPhrase.message).toBe(
      'The private key is protected by a passphrase, and the one given is missing or wrong.',
    );
    expect(fake.logins).toHaveLength(1);
  });

  it("refuses a wrong password or key in the server's words, and a revoked login alike", async () => {
    await start();
    const wrong = await failureOf(asterisk.test(targetOf(fake), { password: 'guess' }, call()));
    expect(wrong.failure).toBe('refused');
    expect(wrong.message).toBe("The server 127.0.0.1 refused user asterisk's password.");
    expect(wrong.message).not.toContain('guess');
    expect(fake.logins).toEqual([{ username: 'asterisk', method: 'password', accepted: false }]);

    const stranger = sshKeyPair();
    const key = await failureOf(asterisk.test(targetOf(fake), { privateKey: stranger.private }, call()));
    expect(key.failure).toBe('refused');
    expect(key.message).toContain("The server 127.0.0.1 refused user asterisk's key");

    fake.refuseLogins();
    const revoked = await failureOf(asterisk.test(targetOf(fake), password, call()));
    expect(revoked.failure).toBe('refused');
    expect(revoked.message).toBe("The server 127.0.0.1 refused user asterisk's password.");
  });

  it('refuses a folder the user may not write, in plain words', async () => {
    await start();
    fake.readOnly(FOLDER);

    const failure = await failureOf(asterisk.test(targetOf(fake), password, call()));

    expect(failure.failure).toBe('refused');
    expect(failure.message).toBe(
      `User asterisk is not allowed to write a test file into ${FOLDER} on 127.0.0.1 (permission denied).`,
    );
    expect(await fake.list(FOLDER)).toEqual([]);
  });

  it('says when the folder is not there', async () => {
    await start();
    const failure = await failureOf(
      asterisk.test(targetOf(fake, { folder: '/var/lib/asterisk/sounds/kustom/' }), password, call()),
    );
    expect(failure.failure).toBe('failed');
    expect(failure.message).toBe('There is no folder /var/lib/asterisk/sounds/kustom/ on 127.0.0.1.');
  });
});

describe('Sending a sound', () => {
  it('writes the four files under temporary names, then renames each over its name with posix-rename', async () => {
    await start();
    const target = await pinned(fake);
    fake.requests.length = 0;

    const remoteId = await asterisk.send(target, password, first, undefined, call());

    expect(remoteId).toBe('/var/lib/asterisk/sounds/custom/main_menu');
    await expectSound(fake, first);
    expect(await fake.list(FOLDER)).toEqual(ENDINGS.map((ending) => `main_menu.${ending}`).sort());
    // No file a call could open was ever written to: only temporary names, each renamed whole.
    const written = fake.requests.filter((request) => request.write).map((request) => request.path);
    expect(written).toHaveLength(4);
    for (const name of written) expect(name).toMatch(/\/\.avs-main_menu\.(wav|ulaw|g722|wav16)\.[0-9a-f]+\.part$/);
    const renames = fake.requests.filter((request) => request.to);
    expect(renames.map((request) => request.request)).toEqual(Array(4).fill('posix-rename@openssh.com'));
    expect(renames.map((request) => request.path)).toEqual(written);
    expect(renames.map((request) => request.to)).toEqual(first.files.map((file) => `${FOLDER}${file.fileName}`));
    // The four are all written before the first goes in, so they change together.
    const firstRename = fake.requests.findIndex((request) => request.to);
    expect(fake.requests.slice(firstRename).some((request) => request.write)).toBe(false);
  });

  it('replaces the four files in place on a second send: same names, new bytes, no temporary file left', async () => {
    await start();
    const target = await pinned(fake);
    const remoteId = await asterisk.send(target, password, first, undefined, call());
    const before = await fake.read(`${FOLDER}main_menu.wav`);

    const again = await asterisk.send(target, password, changed, remoteId, call());

    expect(again).toBe(remoteId);
    await expectSound(fake, changed);
    expect(await fake.read(`${FOLDER}main_menu.wav`)).not.toEqual(before);
    expect(await fake.list(FOLDER)).toEqual(ENDINGS.map((ending) => `main_menu.${ending}`).sort());
  });

  it('refuses to send before the host key is pinned, and sends nothing', async () => {
    await start();
    const failure = await failureOf(asterisk.send(targetOf(fake), password, first, undefined, call()));
    expect(failure.failure).toBe('refused');
    expect(failure.message).toBe(
      "Test the connection to 127.0.0.1 first: it pins the server's host key, and nothing is sent to a server whose key is not pinned.",
    );
    expect(fake.logins).toEqual([]);
  });

  it('refuses a server whose host key changed since it was pinned, before logging in', async () => {
    await start();
    const target = await pinned(fake);
    const pinnedKey = fake.hostKey;
    // The PBX reinstalled at the same address: a new host key.
    await fake.close();
    await start({ port: target.port });
    expect(fake.hostKey).not.toBe(pinnedKey);

    const failure = await failureOf(asterisk.send(target, password, first, undefined, call()));

    expect(failure.failure).toBe('refused');
    expect(failure.message).toBe(
      `The host key of 127.0.0.1 has changed since it was pinned (pinned ${pinnedKey}, now ${fake.hostKey}). ` +
        'If the PBX was reinstalled, remove the pinned key and test the connection again; if not, someone may be ' +
        'standing between this server and the PBX, so the connection was stopped before logging in.',
    );
    expect(fake.logins).toEqual([]);
    expect(await fake.list(FOLDER)).toEqual([]);
  });

  it('answers a connection dropped mid-file as busy, leaving the sound as it was', async () => {
    await start();
    const target = await pinned(fake);
    await asterisk.send(target, password, first, undefined, call());
    fake.dropNextConnection('at-write');

    const failure = await failureOf(asterisk.send(target, password, changed, undefined, call()));

    expect(failure.failure).toBe('busy');
    expect(failure.retryAfterMs).toBeUndefined();
    expect(failure.message).toBe(
      `The connection to 127.0.0.1 was lost while trying to write main_menu.wav into ${FOLDER}.`,
    );
    await expectSound(fake, first);
    // The dropped file's temporary copy stays: a hidden name no call or recordings list takes for a sound.
    const left = (await fake.list(FOLDER)).filter((name) => name.startsWith('.avs-'));
    expect(left).toEqual([expect.stringMatching(/^\.avs-main_menu\.wav\.[0-9a-f]+\.part$/)]);

    await asterisk.send(target, password, changed, undefined, call());
    await expectSound(fake, changed);
  });

  it('answers a server turning connections away (its MaxStartups) as busy', async () => {
    await start();
    const target = await pinned(fake);
    fake.dropNextConnection('at-start');

    const failure = await failureOf(asterisk.send(target, password, first, undefined, call()));

    expect(failure.failure).toBe('busy');
    expect(failure.message).toContain('127.0.0.1');
    expect(await asterisk.send(target, password, first, undefined, call())).toBe(`${FOLDER}main_menu`);
  });

  it('stops at once when the publisher aborts, mid-write', async () => {
    await start();
    const target = await pinned(fake);
    const controller = new AbortController();
    const held = fake.holdNextWrite();
    const sending = asterisk.send(target, password, first, undefined, { signal: controller.signal });
    await held;

    controller.abort(new Error('The publish was cancelled.'));

    await expect(sending).rejects.toThrow('The publish was cancelled.');
    expect((await fake.list(FOLDER)).filter((name) => !name.startsWith('.avs-'))).toEqual([]);
  });

  it('refuses a folder the user may not write, with the reason', async () => {
    await start();
    const target = await pinned(fake);
    fake.readOnly(FOLDER);

    const failure = await failureOf(asterisk.send(target, password, first, undefined, call()));

    expect(failure.failure).toBe('refused');
    expect(failure.message).toBe(
      `User asterisk is not allowed to write main_menu.wav into ${FOLDER} on 127.0.0.1 (permission denied).`,
    );
  });

  it('fails one sound the server cannot store, and sends the next', async () => {
    await start();
    const target = await pinned(fake);
    fake.failSound('main_menu');

    const failure = await failureOf(asterisk.send(target, password, first, undefined, call()));

    expect(failure.failure).toBe('failed');
    expect(failure.message).toBe(
      `127.0.0.1 could not write main_menu.wav into ${FOLDER} (its SFTP server answered "Failure"). Its disk may be full.`,
    );
    expect(await asterisk.send(target, password, afterHours, undefined, call())).toBe(`${FOLDER}after_hours`);
    expect(await fake.list(FOLDER)).toEqual(ENDINGS.map((ending) => `after_hours.${ending}`).sort());
  });

  it('on a server without posix-rename, fills free names but will not replace a file in two steps', async () => {
    await start({ posixRename: false });
    const target = await pinned(fake);
    await asterisk.send(target, password, first, undefined, call());
    await expectSound(fake, first);
    expect(fake.requests.filter((request) => request.to).map((request) => request.request)).toEqual(
      Array(4).fill('RENAME'),
    );

    const failure = await failureOf(asterisk.send(target, password, changed, undefined, call()));

    expect(failure.failure).toBe('failed');
    expect(failure.message).toBe(
      "The SFTP server on 127.0.0.1 cannot replace main_menu.wav in one step: it does not offer OpenSSH's " +
        'posix-rename, and its plain rename does not overwrite. The copy already there was left as it was.',
    );
    await expectSound(fake, first);
    expect(await fake.list(FOLDER)).toEqual(ENDINGS.map((ending) => `main_menu.${ending}`).sort());
    expect(fake.requests.some((request) => request.request === 'REMOVE' && !request.path.includes('.avs-'))).toBe(
      false,
    );
  });

  it('sends nothing when a copy of the sound is missing', async () => {
    await start();
    const target = await pinned(fake);
    const threeFiles = { ...first, files: first.files.filter((file) => !file.fileName.endsWith('.g722')) };

    const failure = await failureOf(asterisk.send(target, password, threeFiles, undefined, call()));

    expect(failure.failure).toBe('failed');
    expect(failure.message).toBe(
      'main_menu must come as its four files, main_menu.wav, main_menu.ulaw, main_menu.g722, main_menu.wav16; nothing was sent.',
    );
    expect(fake.logins).toHaveLength(1);
  });
});
