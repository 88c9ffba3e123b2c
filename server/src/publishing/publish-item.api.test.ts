import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { LibraryItem } from '#common/schemas/library.js';
import type { ConnectionBody, ItemPublishingReply, PublishReply } from '#common/schemas/publishing.js';
import { api, signInUser, storeMix, type TestUser } from '../testing/api-kit.js';
import { toneFile } from '../testing/audio-fixtures.js';
import { startFakeConnect, type FakeConnectServer } from '../testing/fake-connect.js';
import { startFakeGenesys, type FakeGenesysServer } from '../testing/fake-genesys.js';
import { startS3Server, type TestS3Server } from '../testing/s3-server.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { promptNameOf } from './publish-item.js';

/**
 * A Library message published as one prompt (issue 48, record 166), through the routes, against
 * loopback servers that speak Amazon Connect's and Genesys Cloud's documented APIs: named from its
 * title at the first publish and kept under that name, sent again in place only when its audio is
 * replaced, refused before sending when it is over the system's length.
 */
let t: TestApp;
let alice: TestUser;
let s3: TestS3Server;
let tone: Buffer;
let otherTone: Buffer;

beforeAll(async () => {
  t = await createTestApp({ SECRET_KEY: 'publishing-test-key-0123456789abcdef' });
  alice = await signInUser(t, 'alice@example.com');
  s3 = await startS3Server();
  [tone, otherTone] = await Promise.all([
    toneFile(t.deps.ffmpeg.path, 'mp3', 1, 440),
    toneFile(t.deps.ffmpeg.path, 'mp3', 1, 660),
  ]);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

/** A kept message: a mix saved to the Library under `title`. */
async function keptMessage(title: string, seconds = 1): Promise<LibraryItem> {
  const mix = await storeMix(t, alice.id, tone, 'mix', seconds);
  const saved = await api(t, 'POST', '/api/library', alice.cookie, { audioId: mix.id, title });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<{ item: LibraryItem }>().item;
}

async function addConnection(body: ConnectionBody): Promise<string> {
  const added = await api(t, 'POST', '/api/connections', alice.cookie, body);
  const { id } = added.json<{ connection: { id: string } }>().connection;
  const tested = await api(t, 'POST', `/api/connections/${id}/test`, alice.cookie);
  expect(tested.json<{ connection: { test: { passed: boolean } } }>().connection.test.passed).toBe(true);
  return id;
}

async function publish(item: LibraryItem, connectionId: string): Promise<PublishReply> {
  const answer = await api(t, 'POST', `/api/library/${item.id}/publish`, alice.cookie, { connectionId });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ publish: PublishReply }>().publish;
}

async function publishing(item: LibraryItem, connectionId: string) {
  const reply = (await api(t, 'GET', `/api/library/${item.id}/publishing`, alice.cookie)).json<ItemPublishingReply>();
  return reply.connections.find((c) => c.id === connectionId)!;
}

describe('a message’s prompt name', () => {
  it('is its title in the packs’ way of naming: letters, digits and underscores, starting with a letter', () => {
    expect(promptNameOf('Bright Smile – Holiday hours')).toBe('bright_smile_holiday_hours');
    expect(promptNameOf('Café Olé: après 5pm!')).toBe('cafe_ole_apres_5pm');
    expect(promptNameOf('24/7 emergency line')).toBe('message_24_7_emergency_line');
    expect(promptNameOf('☎')).toBe('message');
    expect(promptNameOf('a'.repeat(80))).toHaveLength(50);
  });
});

describe('Amazon Connect', () => {
  let connect: FakeConnectServer;
  let connectionId: string;

  beforeAll(async () => {
    connect = await startFakeConnect({ s3 });
    connectionId = await addConnection({
      name: 'Main Connect',
      system: 'connect',
      target: connect.target,
      secret: connect.secret,
    });
  });
  afterAll(() => connect.close());

  it('sends a message as one prompt, keeps its name through a rename, and sends it again in place once replaced', async () => {
    const item = await keptMessage('Bright Smile on hold');
    expect(await publishing(item, connectionId)).toMatchObject({
      promptName: 'bright_smile_on_hold',
      lastPublishedAt: null,
      current: false,
    });
    const first = await publish(item, connectionId);
    expect(first).toMatchObject({ status: 'done', byEmail: 'alice@example.com' });
    expect(first.prompts).toEqual([{ name: 'bright_smile_on_hold', version: item.audioId, state: 'sent' }]);
    const sent = connect.promptNamed('bright_smile_on_hold')!;
    expect(sent.audio?.subarray(0, 4).toString()).toBe('RIFF');
    expect(await publishing(item, connectionId)).toMatchObject({ current: true });

    // Renamed: the prompt keeps its name, so the hold flow that plays it still finds it; nothing to send.
    const renamed = await api(t, 'PUT', `/api/library/${item.id}/title`, alice.cookie, { title: 'Winter hold' });
    expect(renamed.statusCode).toBe(200);
    const prompts = connect.prompts.size;
    const again = await publish(item, connectionId);
    expect(again.prompts).toMatchObject([{ name: 'bright_smile_on_hold', state: 'unchanged' }]);

    // Replaced by another mix: it goes again, to the same prompt.
    const mix = await storeMix(t, alice.id, otherTone);
    const replaced = await api(t, 'PUT', `/api/library/${item.id}/audio`, alice.cookie, { audioId: mix.id });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await publishing(item, connectionId)).toMatchObject({ promptName: 'bright_smile_on_hold', current: false });
    const third = await publish(item, connectionId);
    expect(third.prompts).toMatchObject([{ name: 'bright_smile_on_hold', state: 'sent' }]);
    expect(connect.prompts.size).toBe(prompts);
    expect(connect.promptNamed('bright_smile_on_hold')!.id).toBe(sent.id);
    const history = (
      await api(t, 'GET', `/api/library/${item.id}/publishing`, alice.cookie)
    ).json<ItemPublishingReply>();
    expect(history.publishes.map((p) => p.prompts[0]!.state)).toEqual(['sent', 'unchanged', 'sent']);
  });

  it('sends nothing of a message longer than the system takes, and says why', async () => {
    const item = await keptMessage('Long programme', 6 * 60);
    const requests = connect.requests.length;
    const refused = await publish(item, connectionId);
    expect(refused.status).toBe('partial');
    expect(refused.prompts[0]).toMatchObject({ state: 'failed' });
    expect(refused.prompts[0]!.message).toMatch(/^It runs 6:00: Amazon Connect takes prompts under 5 minutes\.$/);
    expect(connect.requests.length).toBe(requests);
  });

  it('answers another user’s message, or a connection of another, like an unknown one', async () => {
    const item = await keptMessage('Mine');
    const bob = await signInUser(t, 'bob@example.com');
    const theirs = await api(t, 'POST', `/api/library/${item.id}/publish`, bob.cookie, { connectionId });
    expect([theirs.statusCode, theirs.json<{ message: string }>().message]).toEqual([
      404,
      messages.library.itemNotFound,
    ]);
    expect((await api(t, 'GET', `/api/library/${item.id}/publishing`, bob.cookie)).statusCode).toBe(404);
  });
});

describe('Genesys Cloud', () => {
  let genesys: FakeGenesysServer;
  const secret = { clientId: '0b6c2f3e-8d9a-4e1b-a7c5-3f2d1e0c9b8a', clientSecret: 'publish-test-secret-01' };
  beforeAll(async () => {
    genesys = await startFakeGenesys(secret);
  });
  afterAll(() => genesys.close());

  it('makes a message a user prompt with its language’s resource, the prompt an in-queue flow can hold callers with', async () => {
    const connectionId = await addConnection({ name: 'Genesys', system: 'genesys', target: genesys.target, secret });
    const item = await keptMessage('Spring offer');
    const published = await publish(item, connectionId);
    expect(published.status).toBe('done');
    const prompt = genesys.promptNamed('spring_offer')!;
    expect([...prompt.resources.keys()]).toEqual(['en-us']);
    expect(prompt.resources.get('en-us')!.uploads).toHaveLength(1);
  });
});
