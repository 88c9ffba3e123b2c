import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { synthesizedAudio } from '../../testing/audio-fixtures.js';
import { startFakeRingCentral, type FakeRingCentral } from '../../testing/fake-ringcentral.js';
import { PublishError, type PromptUpload } from '../phone-system.js';
import { ringcentral, type RingCentralSecret, type RingCentralTarget } from './ringcentral.js';

/**
 * The RingCentral module against a loopback server that speaks RingCentral's documented OAuth (JWT
 * flow) and IVR prompt and menu routes: what it was sent (names, bytes, the JWT, the app's basic auth,
 * the bearer token) is read back from the server's memory. The prompts are real MP3s, mono 64 kb/s as
 * the RingCentral pack makes them, synthesised by ffmpeg.
 */
const FFMPEG = '/usr/bin/ffmpeg';
const context = () => ({ signal: new AbortController().signal });

let folder: string;
let firstMp3: string;
let secondMp3: string;
let firstAudio: Buffer;
let secondAudio: Buffer;
let rc: FakeRingCentral;
let credentials: RingCentralSecret;
let where: RingCentralTarget;

async function mp3(name: string, frequency: number) {
  const audio = await synthesizedAudio(FFMPEG, `sine=frequency=${frequency}:duration=1`, {
    options: ['-ac', '1', '-ar', '22050'],
    bitrate: '64k',
  });
  const file = path.join(folder, name);
  await writeFile(file, audio);
  return { file, audio };
}

function upload(name: string, file: string): PromptUpload {
  return {
    name,
    description: 'Thanks for calling; press 1 for orders.',
    files: [{ language: 'en', fileName: `${name}.mp3`, path: file, contentType: 'audio/mpeg' }],
  };
}

async function refusal(promise: Promise<unknown>) {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PublishError);
  return error as PublishError;
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'ringcentral-'));
  ({ file: firstMp3, audio: firstAudio } = await mp3('first.mp3', 440));
  ({ file: secondMp3, audio: secondAudio } = await mp3('second.mp3', 660));
});

afterAll(() => rm(folder, { recursive: true, force: true }));

beforeEach(async () => {
  // Credentials of their own per test: the module keeps access tokens by connection.
  credentials = {
    clientId: `client-${randomBytes(6).toString('hex')}`,
    clientSecret: `secret-${randomBytes(12).toString('hex')}`,
    jwt: `eyJhbGciOiJSUzI1NiJ9.${randomBytes(24).toString('base64url')}.${randomBytes(32).toString('base64url')}`,
  };
  rc = await startFakeRingCentral({ ...credentials, perPage: 2 });
  where = ringcentral.target.parse({ server: rc.url });
});

afterEach(() => rc.close());

describe('Test connection', () => {
  it('signs in with the JWT and says how many IVR prompts the account has', async () => {
    rc.addPrompt('Welcome', firstAudio);
    rc.addPrompt('After hours', firstAudio);
    rc.addPrompt('Holiday', firstAudio);

    const result = await ringcentral.test(where, credentials, context());

    expect(result.summary).toBe(
      "Signed in to the RingCentral account of the JWT credential's user and listed its 3 IVR prompts.",
    );
    const basic = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
    expect(rc.tokenRequests).toEqual([
      { authorization: basic, grantType: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: credentials.jwt },
    ]);
    // Two pages of two, followed by the navigation link, each with the token it was issued.
    expect(rc.requests.map((request) => request.path)).toEqual([
      '/restapi/v1.0/account/~/ivr-prompts',
      '/restapi/v1.0/account/37439510/ivr-prompts?page=2&perPage=2',
    ]);
    expect(rc.requests.every((request) => /^Bearer rc-\w+$/.test(request.authorization ?? ''))).toBe(true);
  });

  it("refuses a wrong JWT in RingCentral's words, without the credential", async () => {
    const error = await refusal(ringcentral.test(where, { ...credentials, jwt: 'eyJ.revoked.jwt' }, context()));

    expect(error.failure).toBe('refused');
    expect(error.message).toBe(
      'RingCentral refused to sign in with the JWT credential: Token not found (invalid_grant, OAU-213). The JWT credential is wrong, expired or revoked: make a new one in the RingCentral Developer Console.',
    );
    expect(rc.requests).toEqual([]);
  });

  it('refuses a wrong client secret and an app without the JWT flow', async () => {
    const wrongSecret = await refusal(
      ringcentral.test(where, { ...credentials, clientSecret: 'not-the-secret' }, context()),
    );
    expect(wrongSecret.failure).toBe('refused');
    expect(wrongSecret.message).toContain('Invalid client credentials (invalid_client, OAU-146)');
    expect(wrongSecret.message).not.toContain('not-the-secret');

    rc.disableJwtFlow();
    const noJwtFlow = await refusal(ringcentral.test(where, credentials, context()));
    expect(noJwtFlow.failure).toBe('refused');
    expect(noJwtFlow.message).toContain('Unauthorized for this grant type (unauthorized_client, OAU-251)');
  });

  it('refuses an app without the EditAccounts permission', async () => {
    rc.withholdPermission('EditAccounts');

    const error = await refusal(ringcentral.test(where, credentials, context()));

    expect(error.failure).toBe('refused');
    expect(error.message).toContain('lacks the permission EditAccounts (Edit Accounts)');
    expect(error.message).toContain('it has ReadAccounts');
  });
});

describe('sending a prompt', () => {
  it('creates the IVR prompt with its name and the MP3 as it is', async () => {
    const id = await ringcentral.send(where, credentials, upload('main_menu', firstMp3), undefined, context());

    const [made, ...others] = rc.promptsNamed('main_menu');
    expect(others).toEqual([]);
    expect(made).toMatchObject({ id, contentType: 'audio/mpeg', namedBy: 'json part' });
    expect(made?.bytes.equals(firstAudio)).toBe(true);
    const create = rc.requests.find((request) => request.method === 'POST');
    expect(create).toMatchObject({ path: '/restapi/v1.0/account/~/ivr-prompts' });
    expect(create?.contentType).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('replaces the audio under the same name, points the IVR menu at it and keeps the earlier one', async () => {
    const firstId = await ringcentral.send(where, credentials, upload('main_menu', firstMp3), undefined, context());
    const menu = rc.addMenu('Main menu', firstId);

    const secondId = await ringcentral.send(where, credentials, upload('main_menu', secondMp3), firstId, context());

    // RingCentral takes no audio in an update: the new audio is a new prompt, under the name.
    expect(secondId).not.toBe(firstId);
    const current = rc.promptsNamed('main_menu');
    expect(current.map((prompt) => prompt.id)).toEqual([secondId]);
    expect(current[0]?.bytes.equals(secondAudio)).toBe(true);
    expect(rc.menus.get(menu.id)?.prompt).toEqual({ mode: 'Audio', audio: { id: secondId } });
    expect(rc.menus.get(menu.id)?.actions).toEqual(menu.actions);
    // Nothing deleted: the earlier audio is kept under a name that says it was replaced.
    const earlier = rc.prompts.get(firstId);
    expect(earlier?.filename).toMatch(/^main_menu \(replaced \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\)$/);
    expect(earlier?.bytes.equals(firstAudio)).toBe(true);
    expect(rc.requests.filter((request) => request.method === 'PUT').map((request) => request.path)).toEqual([
      `/restapi/v1.0/account/~/ivr-menus/${menu.id}`,
      `/restapi/v1.0/account/~/ivr-prompts/${firstId}`,
    ]);
    // One sign-in for both sends.
    expect(rc.tokenRequests).toHaveLength(1);
  });

  it('adopts a prompt made by hand under the same name rather than adding a second', async () => {
    const byHand = rc.addPrompt('main_menu.mp3', firstAudio);
    rc.addPrompt('Holiday', firstAudio);
    rc.addPrompt('Holiday 2', firstAudio);
    const menu = rc.addMenu('Main menu', byHand.id);

    const id = await ringcentral.send(where, credentials, upload('main_menu', secondMp3), undefined, context());

    expect(rc.promptsNamed('main_menu').map((prompt) => prompt.id)).toEqual([id]);
    expect(rc.promptsNamed('main_menu.mp3')).toEqual([]);
    expect(rc.menus.get(menu.id)?.prompt.audio?.id).toBe(id);
    expect(rc.prompts.get(byHand.id)?.filename).toMatch(/^main_menu \(replaced .+ UTC\)$/);
    expect(rc.prompts.get(byHand.id)?.bytes.equals(firstAudio)).toBe(true);
  });

  it('finds a prompt deleted by hand by its name, else creates it', async () => {
    const firstId = await ringcentral.send(where, credentials, upload('greeting', firstMp3), undefined, context());
    rc.removePrompt(firstId);

    const id = await ringcentral.send(where, credentials, upload('greeting', secondMp3), firstId, context());

    expect(rc.promptsNamed('greeting').map((prompt) => prompt.id)).toEqual([id]);
    expect(rc.prompts.get(id)?.bytes.equals(secondAudio)).toBe(true);
  });

  it('answers a 429 as busy with the wait RingCentral asked for, then sends', async () => {
    rc.throttle(1, 7);

    const error = await refusal(
      ringcentral.send(where, credentials, upload('main_menu', firstMp3), undefined, context()),
    );
    expect(error.failure).toBe('busy');
    expect(error.retryAfterMs).toBe(7000);
    expect(error.message).toContain('Request rate exceeded (CMN-301)');
    expect(rc.prompts.size).toBe(0);

    const id = await ringcentral.send(where, credentials, upload('main_menu', firstMp3), undefined, context());
    expect(rc.promptsNamed('main_menu').map((prompt) => prompt.id)).toEqual([id]);
  });

  it('takes the wait from the rate-limit window when a 429 has no Retry-After', async () => {
    rc.throttle(1);

    const error = await refusal(
      ringcentral.send(where, credentials, upload('main_menu', firstMp3), undefined, context()),
    );

    expect(error.failure).toBe('busy');
    expect(error.retryAfterMs).toBe(60_000);
  });

  it('signs in again once when RingCentral no longer knows the access token', async () => {
    const firstId = await ringcentral.send(where, credentials, upload('main_menu', firstMp3), undefined, context());
    rc.forgetAccessTokens();

    const secondId = await ringcentral.send(where, credentials, upload('main_menu', secondMp3), firstId, context());

    expect(rc.tokenRequests).toHaveLength(2);
    expect(rc.promptsNamed('main_menu').map((prompt) => prompt.id)).toEqual([secondId]);
    // The forgotten token is answered 401, and the same call goes again with the new one.
    const lists = rc.requests.filter(
      (request) => request.method === 'GET' && request.path === '/restapi/v1.0/account/~/ivr-prompts',
    );
    expect(lists).toHaveLength(3);
    expect(lists[1]?.authorization).toBe(lists[0]?.authorization);
    expect(lists[2]?.authorization).not.toBe(lists[1]?.authorization);
  });

  it("refuses when the app lacks a permission, in RingCentral's words", async () => {
    rc.withholdPermission('EditAccounts');

    const error = await refusal(
      ringcentral.send(where, credentials, upload('main_menu', firstMp3), undefined, context()),
    );

    expect(error.failure).toBe('refused');
    expect(error.message).toBe(
      "RingCentral refused to create the IVR prompt “main_menu”: In order to call this API endpoint, application needs to have [EditAccounts] permission (InsufficientPermissions). Add that permission to the app's settings in the RingCentral Developer Console.",
    );
  });

  it('fails one prompt RingCentral will not take, and sends the next', async () => {
    rc.failPrompt('main_menu');

    const error = await refusal(
      ringcentral.send(where, credentials, upload('main_menu', firstMp3), undefined, context()),
    );
    expect(error.failure).toBe('failed');
    expect(error.message).toBe(
      'RingCentral did not create the IVR prompt “main_menu”: Parameter [attachment] value is invalid (CMN-101).',
    );

    await ringcentral.send(where, credentials, upload('after_hours', firstMp3), undefined, context());
    expect(rc.promptsNamed('after_hours')).toHaveLength(1);
  });

  it('is busy when RingCentral cannot be reached, and stops when the job is cancelled', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const away = ringcentral.target.parse({ server: `http://127.0.0.1:${port}` });
    const error = await refusal(
      ringcentral.send(away, credentials, upload('main_menu', firstMp3), undefined, context()),
    );
    expect(error.failure).toBe('busy');
    expect(error.message).toBe(`RingCentral could not be reached at 127.0.0.1:${port} (ECONNREFUSED).`);

    const cancelled = new AbortController();
    cancelled.abort();
    await expect(
      ringcentral.send(where, credentials, upload('main_menu', firstMp3), undefined, { signal: cancelled.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(rc.prompts.size).toBe(0);
  });
});

describe('the connection form', () => {
  it('defaults to RingCentral and the JWT user’s account, and wants https elsewhere', () => {
    expect(ringcentral.target.parse({})).toEqual({ server: 'https://platform.ringcentral.com', accountId: '~' });
    expect(ringcentral.target.safeParse({ server: 'http://platform.example.com' }).success).toBe(false);
    expect(ringcentral.target.safeParse({ accountId: '../extension' }).success).toBe(false);
    expect(ringcentral.secret.safeParse({ clientId: 'a', clientSecret: 'b' }).success).toBe(false);
  });
});
