import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mixAudioBody } from '#common/schemas/mix.js';
import { synthesizeVoiceBody } from '#common/schemas/voices.js';
import type { Database } from '../db/client.js';
import { openMemoryDatabase } from '../testing/memory-database.js';
import { audioFiles } from '../db/schema.js';
import { mixAudio } from '../mix/mix-audio.js';
import { MIX_CACHE_VERSION } from '../mix/mix-env.js';
import { inWorker } from '../mix/mix-math-pool.js';
import { readBlob } from '../storage/blob-files.js';
import type { BlobStore } from '../storage/blob-store.js';
import { signInUser, type TestUser } from '../testing/api-kit.js';
import { storeTargets } from '../testing/blob-stores.js';
import { listFiles, unexpectedFilesOnNode } from '../testing/node-disk.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { installedEngines } from '../voice/local/offline-engines.js';
import { createSpeechProviders } from '../voice/providers.js';
import { SPEECH_CACHE_PREFIX } from '../voice/speech-cache.js';
import { synthesizeVoice } from '../voice/synthesize-voice.js';
import { audioKey } from './audio-files.js';
import { SUITE_ENGINES } from '../testing/suite-engines.js';

/**
 * One identity per recording (record 105), on real parts: two nodes (test apps with their own
 * DATA_DIR) share one database and one store, local disk or S3 (s3rver); the voice is made by the
 * offline engine and mixed by the real mixer and ffmpeg. The service functions are called on the
 * node chosen, as that node's job worker calls them.
 */
const SCRIPT =
  'Thank you for calling Harbour View Dental. Our team is helping other patients right now.\n\n' +
  'Please stay on the line, and we will be with you shortly.';

const nodeContext = (node: TestApp) => ({ ...node.deps, log: node.app.log });
const speak = (node: TestApp, userId: string, script = SCRIPT) =>
  synthesizeVoice(
    nodeContext(node),
    createSpeechProviders(node.deps.config),
    userId,
    synthesizeVoiceBody.parse({ script, voiceType: 'en-US-ken' }),
  );
const mix = (node: TestApp, userId: string, voiceAudioId: string, musicVolume = 15) =>
  mixAudio(
    nodeContext(node),
    userId,
    mixAudioBody.parse({ voiceAudioId, musicTrackId: 'corporate-upbeat', musicVolume }),
  );

/** Two nodes of one deployment: one database, one store, a DATA_DIR each. */
async function twoNodes(store: BlobStore, database: Database, envs: [Record<string, string>, Record<string, string>]) {
  return Promise.all(envs.map((env) => createTestApp(env, database, { store }))) as Promise<[TestApp, TestApp]>;
}

const rowOf = async (database: Database, id: string) =>
  (await database.db.select().from(audioFiles).where(eq(audioFiles.id, id)))[0]!;

afterEach(() => void vi.restoreAllMocks());

/**
 * The masterings a node asks of its mix threads from now on, in order: with the floats back, or,
 * when it keeps the 16-bit copy, the measurements alone (record 124).
 */
function watchMasterings(): () => Parameters<typeof inWorker.masterVoice>[] {
  const spies = [vi.spyOn(inWorker, 'masterVoice'), vi.spyOn(inWorker, 'measureVoice')];
  return () =>
    spies
      .flatMap((spy) => spy.mock.calls.map((call, k) => ({ call, order: spy.mock.invocationCallOrder[k]! })))
      .sort((x, y) => x.order - y.order)
      .map(({ call }) => call);
}

describe.each(storeTargets)('a recording from synthesis to the mix, on a $name store', (target) => {
  let database: Database;
  let opened: Awaited<ReturnType<typeof target.open>>;
  let a: TestApp;
  let b: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    [database, opened] = await Promise.all([openMemoryDatabase(), target.open()]);
    [a, b] = await twoNodes(opened.store, database, [{}, {}]);
    user = await signInUser(a, 'identity@example.com');
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.close();
    await opened?.close();
  });

  it('keeps one id from synthesis to the mix, and another node mixes it without measuring it again', async () => {
    const voice = await speak(a, user.id);
    const recording = await rowOf(database, voice.audioId);
    // Its one identity: the row's id names its object in the store, and its analysis is in the row.
    expect(recording.fileName).toBe(`${voice.audioId}.wav`);
    expect(recording.speaker).toMatch(/^local: \w+ /);
    const analysis = recording.voiceAnalysis!;
    expect(analysis).toMatchObject({ version: MIX_CACHE_VERSION, loudnessLufs: expect.any(Number) });
    expect(analysis.speech.length).toBeGreaterThan(0);

    const masterings = watchMasterings();
    const mixed = await mix(b, user.id, voice.audioId);
    // Node B had no samples of it: it mastered the voice once, with the kept gains, measuring nothing.
    expect(masterings()).toHaveLength(1);
    expect(masterings()[0]![0].known).toEqual({ preGainDb: analysis.preGainDb, ceilingDb: analysis.ceilingDb });
    // The mix names the recording it was made from: the same id.
    const mixRow = await rowOf(database, mixed.url.split('/').at(-1)!);
    expect(mixRow).toMatchObject({ kind: 'mix', recordingId: voice.audioId });
    expect((await rowOf(database, voice.audioId)).voiceAnalysis).toEqual(analysis);

    // A re-mix on B: with a local store its samples are on B's disk now, and nothing is mastered;
    // with S3 no voice stays on a node, so it is mastered again, still from the kept analysis.
    await mix(b, user.id, voice.audioId, 40);
    if (target.name === 'local') expect(masterings()).toHaveLength(1);
    else {
      expect(masterings()).toHaveLength(2);
      expect(masterings()[1]![0].known).toEqual(masterings()[0]![0].known);
      for (const node of [a, b]) expect(await unexpectedFilesOnNode(node.dataDir)).toEqual([]);
    }
  });

  it('measures a recording kept without an analysis once, and keeps it for every node', async () => {
    const voice = await speak(a, user.id, 'Your call matters to us. Please hold.');
    // As a recording made before record 105, or of an older analysis version.
    await database.db.update(audioFiles).set({ voiceAnalysis: null }).where(eq(audioFiles.id, voice.audioId));
    const masterings = watchMasterings();
    await mix(b, user.id, voice.audioId);
    expect(masterings()).toHaveLength(1);
    expect(masterings()[0]![0].known).toBeUndefined();
    expect((await rowOf(database, voice.audioId)).voiceAnalysis).toMatchObject({ version: MIX_CACHE_VERSION });
    // Node A, which has no samples of the new analysis's mastering either, now only masters it.
    await mix(a, user.id, voice.audioId);
    expect(
      masterings()
        .slice(1)
        .every(([input]) => input.known !== undefined),
    ).toBe(true);
  });
});

const engines = installedEngines(SUITE_ENGINES);

describe.skipIf(!engines.rhvoice)('nodes with different offline engines (OFFLINE_ENGINES)', () => {
  let database: Database;
  let opened: Awaited<ReturnType<(typeof storeTargets)[number]['open']>>;
  let flite: TestApp;
  let all: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    [database, opened] = await Promise.all([openMemoryDatabase(), storeTargets[0]!.open()]);
    [flite, all] = await twoNodes(opened.store, database, [{ OFFLINE_ENGINES: 'flite' }, {}]);
    user = await signInUser(flite, 'engines@example.com');
  });
  afterAll(async () => {
    await Promise.all([flite?.close(), all?.close()]);
    await database?.close();
    await opened?.close();
  });

  it('never share a recording for the same text and voice: engine and speaker are part of its identity', async () => {
    const script = 'Thank you for holding.';
    const onFlite = await speak(flite, user.id, script);
    const onAll = await speak(all, user.id, script);
    const again = await speak(flite, user.id, script); // served from the speech cache

    const [fliteRow, allRow, againRow] = await Promise.all([
      rowOf(database, onFlite.audioId),
      rowOf(database, onAll.audioId),
      rowOf(database, again.audioId),
    ]);
    expect(fliteRow.speaker).toMatch(/^local: flite /);
    expect(allRow.speaker).toMatch(/^local: rhvoice /);
    expect(againRow.speaker).toBe(fliteRow.speaker);
    // Three recordings, three ids; the speech cache holds one render per engine and speaker.
    expect(new Set([fliteRow.id, allRow.id, againRow.id]).size).toBe(3);
    const cached: string[] = [];
    for await (const entry of opened.store.list(SPEECH_CACHE_PREFIX)) cached.push(entry.key);
    expect(cached.filter((key) => key.endsWith('.wav'))).toHaveLength(2);

    const bytes = (row: typeof fliteRow) => readBlob(opened.store, audioKey(row));
    const [fliteBytes, allBytes, againBytes] = await Promise.all([bytes(fliteRow), bytes(allRow), bytes(againRow)]);
    expect(allBytes!.equals(fliteBytes!)).toBe(false);
    expect(againBytes!.equals(fliteBytes!)).toBe(true);
    // The copy from the cache arrives analysed, with the analysis of the render it copies.
    expect(againRow.voiceAnalysis).toEqual(fliteRow.voiceAnalysis);
    expect(allRow.voiceAnalysis).not.toEqual(fliteRow.voiceAnalysis);
    expect(await listFiles(flite.dataDir, 'cache/mix/')).toContain(
      `cache/mix/voice-${MIX_CACHE_VERSION}-${onFlite.audioId}.s16`,
    );
  });
});
