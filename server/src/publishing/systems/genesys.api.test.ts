import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { synthesizedAudio } from '../../testing/audio-fixtures.js';
import { startFakeGenesys, type FakeGenesysServer } from '../../testing/fake-genesys.js';
import { PublishError, type PromptFile, type PromptLanguage, type PromptUpload } from '../phone-system.js';
import { genesys, type GenesysSecret } from './genesys.js';

/**
 * The Genesys Cloud module against a loopback server speaking Genesys' documented login and
 * Architect API (testing/fake-genesys.ts): what it received (names, words, languages, bytes,
 * credentials) is what these tests assert. The audio is real: tones ffmpeg encodes as the pack's
 * Genesys format, 8 kHz 16-bit PCM mono WAV.
 */
const SECRET: GenesysSecret = {
  clientId: '4b0d8a2e-1f5c-4d7e-9a3b-2c6e8f0a1b3d',
  clientSecret: 'genesys-test-secret-0123',
};
const context = () => ({ signal: new AbortController().signal });

let dir: string;
let fake: FakeGenesysServer;
/** A fresh client id per test: the module keeps tokens per client, and each test starts with none. */
let secret: GenesysSecret;
let tests = 0;

async function wav(name: string, frequency: number): Promise<string> {
  const file = path.join(dir, name);
  const bytes = await synthesizedAudio('/usr/bin/ffmpeg', `sine=frequency=${frequency}:duration=1`, {
    format: 'wav',
    options: ['-ar', '8000', '-ac', '1'],
  });
  await fs.writeFile(file, bytes);
  return file;
}

function file(language: PromptLanguage, filePath: string): PromptFile {
  return { language, fileName: path.basename(filePath), path: filePath, contentType: 'audio/wav' };
}

function upload(
  name: string,
  files: PromptFile[],
  description = 'The main menu, after the greeting (version 1)',
): PromptUpload {
  return { name, description, files };
}

async function failureOf(call: Promise<unknown>): Promise<PublishError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PublishError);
  return error as PublishError;
}

const bytesOf = (filePath: string) => fs.readFile(filePath);
const creates = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/api/v2/architect/prompts');

let english: string;
let englishChanged: string;
let spanish: string;
let spanishChanged: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'genesys-test-'));
  [english, englishChanged, spanish, spanishChanged] = await Promise.all([
    wav('main_menu.wav', 440),
    wav('main_menu_v2.wav', 660),
    wav('main_menu_es.wav', 550),
    wav('main_menu_es_v2.wav', 770),
  ]);
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  tests += 1;
  secret = { ...SECRET, clientId: `${SECRET.clientId.slice(0, -2)}${String(tests).padStart(2, '0')}` };
  fake = await startFakeGenesys(secret);
});

afterEach(async () => {
  await fake.close();
});

describe('Test connection', () => {
  it('signs in with the client id and secret and says how many user prompts the organisation has', async () => {
    fake.addPrompt('hours_greeting');
    fake.addPrompt('holiday_closed');

    const result = await genesys.test(fake.target, secret, context());

    expect(result.summary).toBe(
      'Reached Genesys Cloud (mypurecloud.com): the OAuth client can read, add and change Architect user prompts, and the organisation has 2 user prompts.',
    );
    const [login, list] = fake.requests;
    expect(login).toMatchObject({
      method: 'POST',
      path: '/oauth/token',
      authorization: `Basic ${Buffer.from(`${secret.clientId}:${secret.clientSecret}`).toString('base64')}`,
    });
    expect(list).toMatchObject({ method: 'GET', path: '/api/v2/architect/prompts?pageSize=1' });
    expect(list!.authorization).toMatch(/^Bearer \S+$/);
    // The rights were asked about without a prompt being made.
    expect(fake.prompts.size).toBe(2);
  });

  it('says in Genesys’ words that the client id and secret were refused', async () => {
    fake.refuseCredentials();

    const error = await failureOf(genesys.test(fake.target, secret, context()));

    expect(error.failure).toBe('refused');
    expect(error.message).toBe('Genesys Cloud refused the client id and secret (invalid_client: client not found).');
    expect(error.message).not.toContain(secret.clientSecret);
  });

  it('names the permission the OAuth client lacks to read prompts', async () => {
    fake.setPermissions(['architect:userPrompt:add', 'architect:userPrompt:edit']);

    const error = await failureOf(genesys.test(fake.target, secret, context()));

    expect(error.failure).toBe('refused');
    expect(error.message).toBe(
      'The OAuth client cannot read Architect prompts (missing permission architect:userPrompt:view).',
    );
  });

  it('finds a client that can read prompts but not change them', async () => {
    fake.setPermissions(['architect:userPrompt:view', 'architect:userPrompt:add']);

    const error = await failureOf(genesys.test(fake.target, secret, context()));

    expect(error.failure).toBe('refused');
    expect(error.message).toBe(
      'The OAuth client cannot change Architect prompts (missing permission architect:userPrompt:edit).',
    );
    expect(fake.prompts.size).toBe(0);
  });
});

describe('sending a prompt', () => {
  it('creates the user prompt with its en-us resource and uploads the audio to its uploadUri', async () => {
    const id = await genesys.send(
      fake.target,
      secret,
      upload('main_menu', [file('en', english)]),
      undefined,
      context(),
    );

    const made = fake.prompts.get(id)!;
    expect(made).toMatchObject({ name: 'main_menu', description: 'The main menu, after the greeting (version 1)' });
    expect([...made.resources.keys()]).toEqual(['en-us']);
    const resource = made.resources.get('en-us')!;
    expect(resource.uploadStatus).toBe('transcoded');
    expect(resource.uploads).toHaveLength(1);
    expect(resource.uploads[0]).toMatchObject({
      fileName: 'main_menu.wav',
      contentType: 'audio/wav',
      via: 'uploadUri',
    });
    expect(resource.uploads[0]!.bytes.equals(await bytesOf(english))).toBe(true);
    const sent = fake.requests.find((r) => r.path.startsWith('/uploads/'))!;
    expect(sent.method).toBe('POST');
    expect(sent.authorization).toMatch(/^Bearer \S+$/);
  });

  it('updates the prompt it sent before in place: same id and name, the new audio, the new words', async () => {
    const id = await genesys.send(
      fake.target,
      secret,
      upload('main_menu', [file('en', english)]),
      undefined,
      context(),
    );
    const changed = upload('main_menu', [file('en', englishChanged)], 'The main menu, after the greeting (version 2)');

    const again = await genesys.send(fake.target, secret, changed, id, context());

    expect(again).toBe(id);
    expect(fake.prompts.size).toBe(1);
    expect(creates()).toHaveLength(1);
    const made = fake.prompts.get(id)!;
    expect(made).toMatchObject({ name: 'main_menu', description: 'The main menu, after the greeting (version 2)' });
    const uploads = made.resources.get('en-us')!.uploads;
    expect(uploads).toHaveLength(2);
    expect(uploads[1]!.bytes.equals(await bytesOf(englishChanged))).toBe(true);
    expect(uploads[1]!.bytes.equals(uploads[0]!.bytes)).toBe(false);
  });

  it('keeps its token for the next calls while it is valid', async () => {
    await genesys.send(fake.target, secret, upload('main_menu', [file('en', english)]), undefined, context());
    await genesys.send(fake.target, secret, upload('after_hours', [file('en', spanish)]), undefined, context());

    expect(fake.tokensIssued).toBe(1);
  });

  it('signs in again once when Genesys no longer takes its token', async () => {
    const id = await genesys.send(
      fake.target,
      secret,
      upload('main_menu', [file('en', english)]),
      undefined,
      context(),
    );
    fake.revokeTokens();

    await genesys.send(fake.target, secret, upload('main_menu', [file('en', englishChanged)]), id, context());

    expect(fake.tokensIssued).toBe(2);
    expect(fake.prompts.get(id)!.resources.get('en-us')!.uploads).toHaveLength(2);
  });

  it('answers a 429 as busy, with the wait Genesys asked for', async () => {
    fake.throttle(1, 7);

    const error = await failureOf(
      genesys.send(fake.target, secret, upload('main_menu', [file('en', english)]), undefined, context()),
    );

    expect(error.failure).toBe('busy');
    expect(error.retryAfterMs).toBe(7000);
    expect(error.message).toContain('too.many.requests');
    // The publisher's next try goes through.
    const id = await genesys.send(
      fake.target,
      secret,
      upload('main_menu', [file('en', english)]),
      undefined,
      context(),
    );
    expect(fake.prompts.get(id)!.resources.get('en-us')!.uploads).toHaveLength(1);
  });

  it('takes over a prompt of that name made by hand, so the flows that play it keep playing it', async () => {
    const byHand = fake.addPrompt('main_menu', 'Recorded by Sam', ['en-us']);

    const id = await genesys.send(
      fake.target,
      secret,
      upload('main_menu', [file('en', english)]),
      undefined,
      context(),
    );

    expect(id).toBe(byHand.id);
    expect(creates()).toHaveLength(0);
    expect(fake.prompts.size).toBe(1);
    expect(byHand.description).toBe('The main menu, after the greeting (version 1)');
    expect(byHand.resources.get('en-us')!.uploads[0]!.bytes.equals(await bytesOf(english))).toBe(true);
  });

  it('finds the prompt by name when the one it sent before is gone', async () => {
    const byHand = fake.addPrompt('main_menu');

    const id = await genesys.send(
      fake.target,
      secret,
      upload('main_menu', [file('en', english)]),
      '9d7c1a4e-0000-4000-8000-000000000000',
      context(),
    );

    expect(id).toBe(byHand.id);
    expect(creates()).toHaveLength(0);
  });

  it('refuses, before sending anything, a name Architect does not take', async () => {
    const error = await failureOf(
      genesys.send(fake.target, secret, upload('1st menu', [file('en', english)]), undefined, context()),
    );

    expect(error.failure).toBe('failed');
    expect(error.message).toContain('"1st menu"');
    expect(fake.requests).toHaveLength(0);
  });

  it('says when Architect cannot turn the file into a playable prompt', async () => {
    const notAudio = path.join(dir, 'not_audio.wav');
    await fs.writeFile(notAudio, 'this is not a WAV file');

    const error = await failureOf(
      genesys.send(fake.target, secret, upload('broken_prompt', [file('en', notAudio)]), undefined, context()),
    );

    expect(error.failure).toBe('failed');
    expect(error.message).toBe(
      'Genesys Cloud could not turn the en-us audio of broken_prompt into a playable prompt (transcodeFailed).',
    );
  });

  it('fails one named prompt as the test server is told, and the others go', async () => {
    fake.failPrompt('after_hours', { times: 1 });

    const went = await genesys.send(
      fake.target,
      secret,
      upload('main_menu', [file('en', english)]),
      undefined,
      context(),
    );
    const error = await failureOf(
      genesys.send(fake.target, secret, upload('after_hours', [file('en', spanish)]), undefined, context()),
    );
    const retried = await genesys.send(
      fake.target,
      secret,
      upload('after_hours', [file('en', spanish)]),
      undefined,
      context(),
    );

    expect(fake.prompts.get(went)!.resources.get('en-us')!.uploads).toHaveLength(1);
    expect(error.failure).toBe('failed');
    expect(error.message).toContain('after_hours');
    expect(fake.prompts.get(retried)!.resources.get('en-us')!.uploads).toHaveLength(1);
    expect(fake.prompts.size).toBe(2);
  });

  it('uploads through the presigned address, with no token, where a resource has no uploadUri', async () => {
    fake.withoutUploadUri();

    const id = await genesys.send(
      fake.target,
      secret,
      upload('main_menu', [file('en', english)]),
      undefined,
      context(),
    );

    const [sent] = fake.prompts.get(id)!.resources.get('en-us')!.uploads;
    expect(sent!.via).toBe('presigned');
    expect(sent!.bytes.equals(await bytesOf(english))).toBe(true);
    const put = fake.requests.find((r) => r.method === 'PUT' && r.path.startsWith('/presigned/'))!;
    expect(put.authorization).toBeUndefined();
  });

  it('stops when the publisher cancels', async () => {
    const controller = new AbortController();
    controller.abort(new Error('the job was cancelled'));

    const error: unknown = await genesys
      .send(fake.target, secret, upload('main_menu', [file('en', english)]), undefined, { signal: controller.signal })
      .catch((e: unknown) => e);

    expect(error).not.toBeInstanceOf(PublishError);
    expect(fake.prompts.size).toBe(0);
  });
});

describe('a two-language prompt', () => {
  it('is one user prompt with an en-us and an es-us resource, each holding its own file', async () => {
    const id = await genesys.send(
      fake.target,
      secret,
      upload('main_menu', [file('en', english), file('es', spanish)]),
      undefined,
      context(),
    );

    expect(fake.prompts.size).toBe(1);
    const made = fake.prompts.get(id)!;
    expect([...made.resources.keys()].sort()).toEqual(['en-us', 'es-us']);
    expect(made.resources.get('en-us')!.uploads[0]!.bytes.equals(await bytesOf(english))).toBe(true);
    expect(made.resources.get('es-us')!.uploads[0]!.bytes.equals(await bytesOf(spanish))).toBe(true);
    expect(made.resources.get('es-us')!.uploads[0]!.fileName).toBe('main_menu_es.wav');
  });

  it('re-uploads a changed language to the same prompt, the other language left as it was', async () => {
    const id = await genesys.send(
      fake.target,
      secret,
      upload('main_menu', [file('en', english), file('es', spanish)]),
      undefined,
      context(),
    );

    const again = await genesys.send(
      fake.target,
      secret,
      upload('main_menu', [file('es', spanishChanged)]),
      id,
      context(),
    );

    expect(again).toBe(id);
    expect(fake.prompts.size).toBe(1);
    const made = fake.prompts.get(id)!;
    const spanishUploads = made.resources.get('es-us')!.uploads;
    expect(spanishUploads).toHaveLength(2);
    expect(spanishUploads[1]!.bytes.equals(await bytesOf(spanishChanged))).toBe(true);
    expect(made.resources.get('en-us')!.uploads).toHaveLength(1);
    expect(made.resources.get('en-us')!.uploads[0]!.bytes.equals(await bytesOf(english))).toBe(true);
  });
});
