import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { phoneMenuSettings, type PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import type { ConnectionBody, MenuPublishingReply, PublishReply } from '#common/schemas/publishing.js';
import { JOB_ID_HEADER, type JobStatusReply } from '#common/schemas/jobs.js';
import { promptStates, type PhoneMenuRow } from '../phone-menus/menu-read.js';
import { updateMenu } from '../phone-menus/menu-store.js';
import { api, signInUser, type TestUser } from '../testing/api-kit.js';
import { toneFile } from '../testing/audio-fixtures.js';
import { startFakeConnect, type FakeConnectServer } from '../testing/fake-connect.js';
import { startFakeGenesys, type FakeGenesysServer } from '../testing/fake-genesys.js';
import { startFakeRingCentral, type FakeRingCentral } from '../testing/fake-ringcentral.js';
import { startFakeSftpServer, type FakeSftpServer } from '../testing/fake-sftp.js';
import { bakeryMenu } from '../testing/live-menu-kit.js';
import { storeMenu, storePromptAudio } from '../testing/menu-prompt-audio.js';
import { startS3Server, type TestS3Server } from '../testing/s3-server.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { waitFor } from '../testing/wait-for.js';

/**
 * Publishing a menu through the routes (issue 48, record 165), against loopback servers that speak
 * each system's documented API (publishing/systems/*.api.test.ts check the request shapes): the
 * prompts' files made as their packs make them, sent with the real SDK or over real SFTP; only what
 * changed sent again, under the same name and in place; a prompt turned off left where it is; a busy
 * system waited for; a failing prompt named, and a publish again sending only it; a refusal stopping
 * the publish in the system's words; two asks at once making one publish.
 */
/** Every node of a deployment seals credentials with one key (record 165). */
const SECRET_KEY = 'publishing-test-key-0123456789abcdef';
let t: TestApp;
let alice: TestUser;
let s3: TestS3Server;
let tone: Buffer;
let otherTone: Buffer;

beforeAll(async () => {
  t = await createTestApp({ SECRET_KEY });
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

/** A menu whose every enabled prompt has a render (a short tone: what a publish does with it is the question here). */
async function madeMenu(settings: PhoneMenuSettings = bakeryMenu()): Promise<PhoneMenuRow> {
  const menu = await storeMenu(t, alice, settings);
  for (const prompt of await promptStates(t.deps.database.db, menu)) {
    if (prompt.enabled) await storePromptAudio(t, alice, menu, prompt.id, { bytes: tone }, 1);
  }
  return menu;
}

async function addConnection(body: ConnectionBody): Promise<string> {
  const added = await api(t, 'POST', '/api/connections', alice.cookie, body);
  expect(added.statusCode, added.body).toBe(200);
  const id = added.json<{ connection: { id: string } }>().connection.id;
  const tested = await api(t, 'POST', `/api/connections/${id}/test`, alice.cookie);
  expect(tested.json<{ connection: { test: { passed: boolean; summary: string } } }>().connection.test).toMatchObject({
    passed: true,
  });
  return id;
}

async function publish(menu: PhoneMenuRow, connectionId: string): Promise<PublishReply> {
  const answer = await api(t, 'POST', `/api/phone-menus/${menu.id}/publish`, alice.cookie, { connectionId });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ publish: PublishReply }>().publish;
}

async function publishing(menu: PhoneMenuRow): Promise<MenuPublishingReply> {
  return (await api(t, 'GET', `/api/phone-menus/${menu.id}/publishing`, alice.cookie)).json<MenuPublishingReply>();
}

const states = (publish: PublishReply) => Object.fromEntries(publish.prompts.map((p) => [p.name, p.state]));
const enabledNames = async (menu: PhoneMenuRow) =>
  (await promptStates(t.deps.database.db, menu)).filter((p) => p.enabled).map((p) => p.name);

describe('Amazon Connect', () => {
  let connect: FakeConnectServer;
  let connectionId: string;
  const body = (): ConnectionBody => ({
    name: 'Main Connect',
    system: 'connect',
    target: connect.target,
    secret: connect.secret,
  });

  beforeAll(async () => {
    connect = await startFakeConnect({ s3 });
  });
  afterAll(() => connect.close());

  it('keeps a connection whose credentials never come back, and refuses one with bad fields in plain words', async () => {
    const bad = await api(t, 'POST', '/api/connections', alice.cookie, { ...body(), target: { region: 'eu-west-2' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^Please check the connection details: instanceId/);
    const added = await api(t, 'POST', '/api/connections', alice.cookie, body());
    const { id } = added.json<{ connection: { id: string } }>().connection;
    const menu = await madeMenu();
    // Not yet tested: the owner is asked to test it first.
    const early = await api(t, 'POST', `/api/phone-menus/${menu.id}/publish`, alice.cookie, { connectionId: id });
    expect([early.statusCode, early.json<{ message: string }>().message]).toEqual([409, messages.publishing.notTested]);
    connectionId = await addConnection(body());
    const listed = await api(t, 'GET', '/api/connections', alice.cookie);
    expect(listed.body).not.toContain('S3RVER');
    expect(listed.json<{ connections: { name: string }[] }>().connections.map((c) => c.name)).toEqual([
      'Main Connect',
      'Main Connect',
    ]);
    const raw = await t.deps.database.db.query.phoneConnections.findMany();
    expect(raw.every((row) => !row.sealedSecret.includes('S3RVER'))).toBe(true);
    // Another user sees none of them, and cannot publish to one.
    const bob = await signInUser(t, 'bob@example.com');
    expect((await api(t, 'GET', '/api/connections', bob.cookie)).json<{ connections: [] }>().connections).toEqual([]);
    expect((await api(t, 'DELETE', `/api/connections/${id}`, bob.cookie)).statusCode).toBe(404);
    expect((await api(t, 'DELETE', `/api/connections/${id}`, alice.cookie)).statusCode).toBe(200);
  });

  it('sends every prompt the first time, then only the changed one, in place, after a 429; leaves a turned-off one', async () => {
    const menu = await madeMenu();
    expect((await publishing(menu)).connections.find((c) => c.id === connectionId)?.behind).toBe(
      (await enabledNames(menu)).length,
    );
    const first = await publish(menu, connectionId);
    expect(first.status).toBe('done');
    expect(first.byEmail).toBe('alice@example.com');
    for (const name of await enabledNames(menu)) {
      expect(states(first)[name]).toBe('sent');
      expect(connect.promptNamed(name)?.audio?.subarray(0, 4).toString()).toBe('RIFF');
    }
    expect((await publishing(menu)).connections.find((c) => c.id === connectionId)?.behind).toBe(0);

    // One prompt made again: the page says the connection is behind, and only it goes, to the same prompt.
    const [greeting] = await promptStates(t.deps.database.db, menu);
    const before = connect.promptNamed(greeting!.name)!;
    await storePromptAudio(t, alice, menu, greeting!.id, { bytes: otherTone }, 1);
    expect((await publishing(menu)).connections.find((c) => c.id === connectionId)?.behind).toBe(1);
    connect.throttle(1, 1);
    const prompts = connect.prompts.size;
    const second = await publish(menu, connectionId);
    expect(second.status).toBe('done');
    expect(states(second)[greeting!.name]).toBe('sent');
    expect(second.prompts.filter((p) => p.state === 'sent')).toHaveLength(1);
    expect(connect.prompts.size).toBe(prompts);
    expect(connect.promptNamed(greeting!.name)!.id).toBe(before.id);
    expect(connect.requests.some((r) => r.status === 429)).toBe(true);

    // Turned off here: listed as left in place, and still there.
    const settings = { ...menu.settings, prompts: { ...menu.settings.prompts, [greeting!.key]: { enabled: false } } };
    await updateMenu(t.deps.database.db, menu, { settings: phoneMenuSettings.parse(settings) });
    expect((await publishing(menu)).connections.find((c) => c.id === connectionId)?.leftInPlace).toEqual([
      greeting!.name,
    ]);
    const third = await publish(menu, connectionId);
    expect(states(third)[greeting!.name]).toBe('left');
    expect(connect.promptNamed(greeting!.name)).toBeDefined();
  });

  it('names the prompt that did not go, and a publish again sends only it', async () => {
    const menu = await madeMenu();
    const names = await enabledNames(menu);
    connect.failPrompt(names[1]!);
    const partial = await publish(menu, connectionId);
    expect(partial.status).toBe('partial');
    expect(partial.prompts.find((p) => p.name === names[1])).toMatchObject({ state: 'failed' });
    expect(partial.prompts.find((p) => p.name === names[1])?.message).toMatch(/InvalidParameterException|refused/i);
    expect(partial.prompts.filter((p) => p.state === 'sent')).toHaveLength(names.length - 1);
    connect.stopFailing(names[1]!);
    const retry = await publish(menu, connectionId);
    expect(retry.status).toBe('done');
    expect(retry.prompts.filter((p) => p.state === 'sent').map((p) => p.name)).toEqual([names[1]]);
    const page = await publishing(menu);
    expect(page.publishes.map((p) => p.status)).toEqual(['done', 'partial']);
  });

  it('stops at a refused credential with the system’s reason, sending nothing more', async () => {
    const menu = await madeMenu();
    connect.refuse();
    try {
      const refused = await publish(menu, connectionId);
      expect(refused.status).toBe('refused');
      expect(refused.message).toMatch(/AccessDenied/);
      expect(refused.prompts.filter((p) => p.state === 'sent')).toEqual([]);
      expect(refused.prompts.slice(1).every((p) => p.message === messages.publishing.stopped)).toBe(true);
    } finally {
      connect.refuse(false);
    }
  });

  it('makes one publish of two asks at once on two nodes; a node with another key says it cannot read the credentials', async () => {
    const other = await createTestApp({ SECRET_KEY }, t.deps.database, { store: t.deps.store });
    const stranger = await createTestApp({ SECRET_KEY: `${SECRET_KEY}-not-the-same` }, t.deps.database, {
      store: t.deps.store,
    });
    try {
      const menu = await madeMenu();
      const ask = (node: TestApp) =>
        node.app.inject({
          method: 'POST',
          url: `/api/phone-menus/${menu.id}/publish`,
          headers: { cookie: alice.cookie, origin: 'http://localhost:5000', prefer: 'respond-async' },
          payload: { connectionId },
        });
      const [a, b] = await Promise.all([ask(t), ask(other)]);
      expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
      expect(a.headers[JOB_ID_HEADER]).toBe(b.headers[JOB_ID_HEADER]);
      const job = await waitFor(async () => {
        const status = (
          await api(t, 'GET', `/api/jobs/${String(a.headers[JOB_ID_HEADER])}?waitMs=2000`, alice.cookie)
        ).json<JobStatusReply>();
        expect(status.state).toBe('done');
        return status;
      });
      expect((job.result as { publish: PublishReply }).publish.status).toBe('done');
      expect((await publishing(menu)).publishes).toHaveLength(1);
      const unreadable = await api(stranger, 'POST', `/api/connections/${connectionId}/test`, alice.cookie);
      expect([unreadable.statusCode, unreadable.json<{ message: string }>().message]).toEqual([
        409,
        messages.publishing.connectionUnreadable,
      ]);
    } finally {
      await other.close();
      await stranger.close();
    }
  });
});

describe('Asterisk / FreePBX over SFTP', () => {
  let pbx: FakeSftpServer;
  beforeAll(async () => {
    pbx = await startFakeSftpServer({ password: 'pbx-password-1' });
  });
  afterAll(() => pbx.close());

  it('pins the host key at the test, puts each prompt’s four files in the sounds folder, and replaces a changed one', async () => {
    const connectionId = await addConnection({
      name: 'Office PBX',
      system: 'asterisk',
      target: { host: pbx.host, port: pbx.port, username: 'asterisk' },
      secret: { password: 'pbx-password-1' },
    });
    const connections = (await api(t, 'GET', '/api/connections', alice.cookie)).json<{
      connections: { id: string; target: { hostKey?: string } }[];
    }>().connections;
    expect(connections.find((c) => c.id === connectionId)?.target.hostKey).toBe(pbx.hostKey);
    const menu = await madeMenu();
    const first = await publish(menu, connectionId);
    expect(first.status).toBe('done');
    const folder = '/var/lib/asterisk/sounds/custom';
    const [greeting] = await promptStates(t.deps.database.db, menu);
    const files = await pbx.list(folder);
    expect(files.filter((f) => f.startsWith(`${greeting!.name}.`)).sort()).toEqual(
      ['g722', 'ulaw', 'wav', 'wav16'].map((ending) => `${greeting!.name}.${ending}`),
    );
    const wavBefore = await pbx.read(`${folder}/${greeting!.name}.wav`);
    await storePromptAudio(t, alice, menu, greeting!.id, { bytes: otherTone }, 1);
    const second = await publish(menu, connectionId);
    expect(second.prompts.filter((p) => p.state === 'sent').map((p) => p.name)).toEqual([greeting!.name]);
    expect((await pbx.read(`${folder}/${greeting!.name}.wav`)).equals(wavBefore)).toBe(false);
    expect((await pbx.list(folder)).filter((f) => f.startsWith('.'))).toEqual([]);
  });
});

describe('Genesys Cloud', () => {
  let genesys: FakeGenesysServer;
  const secret = { clientId: '0b6c2f3e-8d9a-4e1b-a7c5-3f2d1e0c9b8a', clientSecret: 'publish-test-secret-01' };
  beforeAll(async () => {
    genesys = await startFakeGenesys(secret);
  });
  afterAll(() => genesys.close());

  it('makes a two-language menu’s prompt one prompt with a resource per language, and re-sends a changed language to it', async () => {
    const connectionId = await addConnection({
      name: 'Genesys',
      system: 'genesys',
      target: genesys.target,
      secret,
    });
    const settings = bakeryMenu({
      otherLanguage: { key: '9', voiceId: 'es-US-lucia', prompts: {} },
    });
    const menu = await madeMenu(settings);
    const all = await promptStates(t.deps.database.db, menu);
    const first = await publish(menu, connectionId);
    expect(first.status).toBe('done');
    // The greeting, said in both languages.
    const spanish = all.find((p) => p.language === 'es' && all.some((e) => e.key === p.key && e.language === 'en'))!;
    const main = all.find((p) => p.key === spanish.key && p.language === 'en')!;
    const prompt = genesys.promptNamed(main.name)!;
    expect([...prompt.resources.keys()].sort()).toEqual(['en-us', 'es-us']);
    await storePromptAudio(t, alice, menu, spanish.id, { bytes: otherTone }, 1);
    const second = await publish(menu, connectionId);
    expect(second.prompts.filter((p) => p.state === 'sent').map((p) => p.name)).toEqual([main.name]);
    expect(genesys.promptNamed(main.name)!.id).toBe(prompt.id);
    expect(prompt.resources.get('es-us')!.uploads).toHaveLength(2);
    expect(prompt.resources.get('en-us')!.uploads).toHaveLength(2);
  });
});

describe('RingCentral', () => {
  let rc: FakeRingCentral;
  const secret = {
    clientId: 'publish-client',
    clientSecret: 'publish-client-secret',
    jwt: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
  };
  beforeAll(async () => {
    rc = await startFakeRingCentral(secret);
  });
  afterAll(() => rc.close());

  it('adds each prompt as an IVR prompt under its name, and a changed one keeps its name', async () => {
    const connectionId = await addConnection({
      name: 'RingCentral',
      system: 'ringcentral',
      target: { server: rc.url },
      secret,
    });
    const menu = await madeMenu();
    const first = await publish(menu, connectionId);
    expect(first.status).toBe('done');
    const [greeting] = await promptStates(t.deps.database.db, menu);
    expect(rc.promptsNamed(greeting!.name)).toHaveLength(1);
    await storePromptAudio(t, alice, menu, greeting!.id, { bytes: otherTone }, 1);
    const second = await publish(menu, connectionId);
    expect(second.prompts.filter((p) => p.state === 'sent').map((p) => p.name)).toEqual([greeting!.name]);
    const current = rc.promptsNamed(greeting!.name);
    expect(current).toHaveLength(1);
    expect(current[0]!.contentType).toBe('audio/mpeg');
  });
});
