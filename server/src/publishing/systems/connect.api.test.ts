import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeConnect, type FakeConnectServer } from '../../testing/fake-connect.js';
import { startS3Server, type TestS3Server } from '../../testing/s3-server.js';
import { PublishError, type PromptUpload } from '../phone-system.js';
import { connectSystem, type ConnectSecret, type ConnectTarget } from './connect.js';

/**
 * The Amazon Connect module through the AWS SDK against a loopback Connect (testing/fake-connect.ts,
 * which checks each request's SigV4 signature and reads the S3Uri's object) and s3rver as the
 * bucket: the WAV goes to the bucket, the prompt is created from it, updated in place, adopted
 * when its name is already there, made anew when it was deleted there, and refusals and 429s come
 * back as the publisher needs them.
 */
const run = promisify(execFile);

/** s3rver's fixed key pair, which the fake Connect expects too: one IAM key for both services. */
const SECRET: ConnectSecret = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let s3: TestS3Server;
let folder: string;
let fake: FakeConnectServer;
let greeting: string;
let greetingChanged: string;

/** A 1-s tone as the Connect pack makes it: WAV, 8 kHz, G.711 µ-law, mono. */
async function ulawTone(name: string, frequency: number): Promise<string> {
  const file = path.join(folder, name);
  const tone = `sine=frequency=${frequency}:duration=1`;
  await run(
    '/usr/bin/ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', tone, '-ar', '8000'].concat([
      '-ac',
      '1',
      '-c:a',
      'pcm_mulaw',
      '-y',
      file,
    ]),
  );
  return file;
}

/** The WAV's format tag (7: µ-law), channels and rate, from its fmt chunk. */
function wavFormat(bytes: Buffer) {
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
  expect(bytes.toString('latin1', 8, 16)).toBe('WAVEfmt ');
  return { tag: bytes.readUInt16LE(20), channels: bytes.readUInt16LE(22), rate: bytes.readUInt32LE(24) };
}

function targetFor(
  server: FakeConnectServer,
  fields: Partial<Record<keyof ConnectTarget, string>> = {},
): ConnectTarget {
  return connectSystem.target.parse({ ...server.target, ...fields });
}

function upload(
  name: string,
  file: string,
  description = 'The main menu, after the greeting (version 1)',
): PromptUpload {
  return {
    name,
    description,
    files: [{ language: 'en', fileName: `${name}.wav`, path: file, contentType: 'audio/wav' }],
  };
}

const context = () => ({ signal: new AbortController().signal });
const send = (prompt: PromptUpload, remoteId?: string, target = targetFor(fake), secret = SECRET) =>
  connectSystem.send(target, secret, prompt, remoteId, context());
const calls = () => fake.requests.map((r) => `${r.operation} ${r.status}`);

async function failureOf(promise: Promise<unknown>): Promise<PublishError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PublishError);
  return error as PublishError;
}

beforeAll(async () => {
  s3 = await startS3Server();
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-connect-'));
  greeting = await ulawTone('greeting.wav', 440);
  greetingChanged = await ulawTone('greeting-changed.wav', 660);
});
afterAll(async () => {
  await s3.close();
  await fs.rm(folder, { recursive: true, force: true });
});
beforeEach(async () => {
  fake = await startFakeConnect({ s3 });
});
afterEach(() => fake.close());

describe('Amazon Connect: Test connection', () => {
  it('lists the instance’s prompts and reaches the bucket, and says so', async () => {
    fake.addPrompt('Beep.wav');
    fake.addPrompt('CustomerHold.wav');
    const { summary } = await connectSystem.test(targetFor(fake), SECRET, context());
    expect(summary).toBe(
      `Reached Amazon Connect instance ${fake.instanceId} in eu-west-2 and listed its 2 prompts; bucket ${s3.bucket} is reachable.`,
    );
    // One signed ListPrompts on the instance, with the connection's key.
    expect(fake.requests).toEqual([
      expect.objectContaining({
        operation: 'ListPrompts',
        method: 'GET',
        path: `/prompts-summary/${fake.instanceId}`,
        accessKeyId: 'S3RVER',
        status: 200,
      }),
    ]);
  });

  it('takes the instance’s ARN for its id', () => {
    const arn = `arn:aws:connect:eu-west-2:123456789012:instance/${fake.instanceId}`;
    expect(targetFor(fake, { instanceId: arn }).instanceId).toBe(fake.instanceId);
    expect(targetFor(fake).keyPrefix).toBe('prompts/');
  });

  it('refuses a key AWS does not know, and a wrong secret, with AWS’s reason', async () => {
    const unknown = await failureOf(
      connectSystem.test(targetFor(fake), { ...SECRET, accessKeyId: 'AKIAIOSFODNN7EXAMPLE' }, context()),
    );
    expect(unknown.failure).toBe('refused');
    expect(unknown.message).toBe('AWS does not know this access key id (UnrecognizedClientException).');

    const wrongSecret = await failureOf(
      connectSystem.test(targetFor(fake), { ...SECRET, secretAccessKey: 'not-the-secret' }, context()),
    );
    expect(wrongSecret.failure).toBe('refused');
    expect(wrongSecret.message).toBe(
      'The secret access key does not match the access key id (InvalidSignatureException).',
    );
    expect(wrongSecret.message).not.toContain('not-the-secret');
    expect(calls()).toEqual(['ListPrompts 403', 'ListPrompts 403']);
  });

  it('refuses a key without the rights in plain words, and sends nothing with it', async () => {
    fake.refuse();
    const listing = await failureOf(connectSystem.test(targetFor(fake), SECRET, context()));
    expect(listing.failure).toBe('refused');
    expect(listing.message).toBe(
      'The key cannot list prompts in this Amazon Connect instance (AccessDeniedException).',
    );

    const sending = await failureOf(send(upload('harbour_menu_main', greeting)));
    expect(sending.failure).toBe('refused');
    expect(sending.message).toBe(
      'The key cannot create prompts in this Amazon Connect instance (AccessDeniedException).',
    );
    expect(fake.prompts.size).toBe(0);
  });

  it('names a bucket that is not there', async () => {
    const error = await failureOf(connectSystem.test(targetFor(fake, { bucket: 'no-such-bucket' }), SECRET, context()));
    expect(error.failure).toBe('failed');
    expect(error.message).toBe('There is no bucket no-such-bucket (NotFound).');
  });
});

describe('Amazon Connect: sending a prompt', () => {
  it('puts the WAV in the bucket and creates the prompt from it', async () => {
    const id = await send(upload('harbour_menu_main', greeting));

    const prompt = fake.prompts.get(id)!;
    expect(prompt).toMatchObject({
      name: 'harbour_menu_main',
      description: 'The main menu, after the greeting (version 1)',
      s3Uri: `s3://${s3.bucket}/prompts/harbour_menu_main.wav`,
      madeBy: 'api',
    });
    // What Connect read from the bucket is the file, byte for byte, as the pack made it.
    expect(prompt.audio!.equals(await fs.readFile(greeting))).toBe(true);
    expect(wavFormat(prompt.audio!)).toEqual({ tag: 7, channels: 1, rate: 8000 });
    expect(fake.requests).toEqual([
      expect.objectContaining({
        operation: 'CreatePrompt',
        method: 'PUT',
        path: `/prompts/${fake.instanceId}`,
        accessKeyId: 'S3RVER',
        body: {
          Name: 'harbour_menu_main',
          Description: 'The main menu, after the greeting (version 1)',
          S3Uri: `s3://${s3.bucket}/prompts/harbour_menu_main.wav`,
        },
      }),
    ]);
  });

  it('sends a change into the same prompt, under the same name, with the new audio', async () => {
    const id = await send(upload('harbour_menu_main', greeting));
    const again = await send(upload('harbour_menu_main', greetingChanged, 'The main menu (version 2)'), id);

    expect(again).toBe(id);
    expect(fake.prompts.size).toBe(1);
    const prompt = fake.prompts.get(id)!;
    expect(prompt.name).toBe('harbour_menu_main');
    expect(prompt.description).toBe('The main menu (version 2)');
    expect(prompt.audio!.equals(await fs.readFile(greetingChanged))).toBe(true);
    expect(prompt.audio!.equals(await fs.readFile(greeting))).toBe(false);
    expect(fake.requests.at(-1)).toMatchObject({
      operation: 'UpdatePrompt',
      method: 'POST',
      path: `/prompts/${fake.instanceId}/${id}`,
      body: { Description: 'The main menu (version 2)', S3Uri: `s3://${s3.bucket}/prompts/harbour_menu_main.wav` },
      status: 200,
    });
  });

  it('answers a 429 as busy with its Retry-After, and goes through on the next try', async () => {
    fake.throttle(1, 7);
    const error = await failureOf(send(upload('harbour_menu_main', greeting)));
    expect(error.failure).toBe('busy');
    expect(error.retryAfterMs).toBe(7000);
    expect(error.message).toBe('Amazon Connect is busy or away (ThrottlingException).');

    const id = await send(upload('harbour_menu_main', greeting));
    expect(fake.promptNamed('harbour_menu_main')?.id).toBe(id);
    // The SDK did not retry on its own: the publisher's back-off decides.
    expect(calls()).toEqual(['CreatePrompt 429', 'CreatePrompt 200']);
  });

  it('adopts a prompt of that name made there by hand, and updates it rather than duplicating it', async () => {
    await fake.close();
    fake = await startFakeConnect({ s3, pageSize: 2 });
    fake.addPrompt('Beep.wav');
    fake.addPrompt('CustomerHold.wav');
    const byHand = fake.addPrompt('harbour_menu_main', Buffer.from('recorded on the admin website'));
    fake.addPrompt('CustomerQueue.wav');

    const id = await send(upload('harbour_menu_main', greeting));

    expect(id).toBe(byHand.id);
    expect(fake.prompts.size).toBe(4);
    expect(fake.prompts.get(id)!.audio!.equals(await fs.readFile(greeting))).toBe(true);
    // Refused as a duplicate, found on the second page of the list, updated in place.
    expect(calls()).toEqual(['CreatePrompt 409', 'ListPrompts 200', 'ListPrompts 200', 'UpdatePrompt 200']);
  });

  it('makes a prompt anew when the one it made was deleted there', async () => {
    const first = await send(upload('harbour_menu_main', greeting));
    fake.deletePrompt(first);

    const second = await send(upload('harbour_menu_main', greetingChanged), first);

    expect(second).not.toBe(first);
    expect(fake.promptNamed('harbour_menu_main')).toMatchObject({ id: second, madeBy: 'api' });
    expect(fake.prompts.get(second)!.audio!.equals(await fs.readFile(greetingChanged))).toBe(true);
    expect(calls()).toEqual(['CreatePrompt 200', 'UpdatePrompt 404', 'CreatePrompt 200']);
  });

  it('fails only the prompt Connect refuses, and tells a full quota from a busy service', async () => {
    fake.failPrompt('harbour_menu_hours');
    fake.failPrompt('harbour_menu_after_hours', 'LimitExceededException');
    fake.failPrompt('harbour_menu_holiday', 'InternalServiceException');

    const refused = await failureOf(send(upload('harbour_menu_hours', greeting)));
    expect(refused.failure).toBe('failed');
    expect(refused.message).toBe(
      'Amazon Connect could not create prompts in this Amazon Connect instance: The prompt harbour_menu_hours was not accepted (InvalidParameterException).',
    );
    const quota = await failureOf(send(upload('harbour_menu_after_hours', greeting)));
    expect(quota.failure).toBe('failed');
    expect(quota.message).toBe(
      'The Amazon Connect instance holds as many prompts as its quota allows (LimitExceededException).',
    );
    const busy = await failureOf(send(upload('harbour_menu_holiday', greeting)));
    expect(busy.failure).toBe('busy');

    await send(upload('harbour_menu_main', greeting));
    expect([...fake.prompts.values()].map((p) => p.name)).toEqual(['harbour_menu_main']);
  });

  it('keeps within Connect’s limits: a name over 127 characters is not sent, a long description is cut to 250', async () => {
    const long = await failureOf(send(upload('n'.repeat(128), greeting)));
    expect(long.failure).toBe('failed');
    expect(fake.requests).toEqual([]);

    const id = await send(upload('harbour_menu_main', greeting, 'é'.repeat(400)));
    const { description } = fake.prompts.get(id)!;
    expect([...description!]).toHaveLength(250);
    expect(description!.endsWith('…')).toBe(true);
  });

  it('answers a dropped connection as busy, and a cancelled send with its reason', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const away = await failureOf(
      send(
        upload('harbour_menu_main', greeting),
        undefined,
        targetFor(fake, { connectEndpoint: `http://127.0.0.1:${port}` }),
      ),
    );
    expect(away.failure).toBe('busy');
    expect(away.message).toBe('Amazon Connect could not be reached (ECONNREFUSED).');

    const controller = new AbortController();
    const reason = new Error('the publish job was cancelled');
    controller.abort(reason);
    const prompt = upload('harbour_menu_main', greeting);
    await expect(connectSystem.send(targetFor(fake), SECRET, prompt, undefined, controller)).rejects.toBe(reason);
    expect(fake.requests).toEqual([]);
  });
});
