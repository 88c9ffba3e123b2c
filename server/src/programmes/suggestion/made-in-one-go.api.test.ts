import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programmeSeconds } from '#common/programme-length.js';
import type { JobStage } from '#common/schemas/jobs.js';
import type { LibraryListReply } from '#common/schemas/library.js';
import { fromSuggestionBody } from '#common/schemas/programme-suggestion.js';
import type { ProgrammeReply } from '#common/schemas/programmes.js';
import { api, signInUser, type TestUser } from '../../testing/api-kit.js';
import { shortProgramme, suggestionProfile } from '../../testing/suggestion-kit.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createSpeechProviders } from '../../voice/providers.js';
import { makeSuggestedProgramme } from './make-suggested-programme.js';

/**
 * The suggested programme made in one go (issue 47, record 156): one job speaks, mixes and saves
 * each message, saying which it is at ("Message 3 of 7: speaking"), then makes the programme and
 * its file, so it plays with no second click. Real speech (the suite's engines), mixer and store.
 */
let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInUser(t, 'one-go@example.com');
  expect((await api(t, 'PUT', '/api/profile', owner.cookie, suggestionProfile)).statusCode).toBe(200);
});
afterAll(() => t.close());

const libraryCount = async () =>
  (await api(t, 'GET', '/api/library', owner.cookie)).json<LibraryListReply>().items.length;
const programmeCount = async () =>
  (await api(t, 'GET', '/api/programmes', owner.cookie)).json<{ programmes: ProgrammeReply[] }>().programmes.length;

/** The job's work as the worker gives it, with every stage and fraction it reports kept, and a cancel. */
function recordedWork(onStage: (stage: JobStage, cancel: () => void) => void = () => undefined) {
  const controller = new AbortController();
  const stages: JobStage[] = [];
  const fractions: number[] = [];
  return {
    stages,
    fractions,
    work: {
      jobId: crypto.randomUUID(),
      signal: controller.signal,
      progress: (fraction: number) => void fractions.push(fraction),
      stage: (stage: JobStage) => {
        stages.push(stage);
        onStage(stage, () => controller.abort());
      },
    },
  };
}

const makeDirectly = (work: ReturnType<typeof recordedWork>['work']) =>
  makeSuggestedProgramme(
    { ...t.deps, log: t.app.log },
    createSpeechProviders(t.deps.config),
    owner.id,
    fromSuggestionBody.parse(shortProgramme),
    work,
  );

describe('POST /api/programmes/from-suggestion makes the programme in one go (record 156)', () => {
  it('answers with the programme made: its file plays, for the phone system chosen, with no render left to follow', async () => {
    const res = await api(t, 'POST', '/api/programmes/from-suggestion', owner.cookie, shortProgramme);
    expect(res.statusCode, res.body).toBe(200);
    const programme = res.json<{ programme: ProgrammeReply }>().programme;
    expect(programme.targetSystem).toBe('teams');
    expect(programme.render).not.toBeNull();
    expect(programme).toMatchObject({ outOfDate: false, renderJobId: null });
    // The file is the programme as made: its messages and the music between them.
    const voiceSeconds = programme.items.map((item) => item.voiceSeconds!);
    expect(programme.render!.duration).toBeCloseTo(programmeSeconds(voiceSeconds, programme.gapSeconds), 0);
    const audio = await api(t, 'GET', programme.render!.url, owner.cookie);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.rawPayload.length).toBe(programme.render!.byteSize);

    // The list shows it made, with nothing under way.
    const listed = (await api(t, 'GET', '/api/programmes', owner.cookie)).json<{ programmes: ProgrammeReply[] }>()
      .programmes;
    expect(listed.find((p) => p.id === programme.id)).toMatchObject({
      render: { audioId: programme.render!.audioId },
      renderJobId: null,
    });
  });

  it('says each message it speaks and mixes, "n of all", then that it makes the programme, its share rising to the end', async () => {
    const { stages, fractions, work } = recordedWork();
    const { programme } = await makeDirectly(work);
    // Three messages are played (the website was taken out of the order): each spoken, then mixed.
    expect(stages).toEqual([
      { doing: 'speaking', item: 1, of: 3 },
      { doing: 'mixing', item: 1, of: 3 },
      { doing: 'speaking', item: 2, of: 3 },
      { doing: 'mixing', item: 2, of: 3 },
      { doing: 'speaking', item: 3, of: 3 },
      { doing: 'mixing', item: 3, of: 3 },
      { doing: 'rendering' },
    ]);
    // Each message a quarter of the way, the render the last quarter.
    expect(fractions.slice(0, 3)).toEqual([0.25, 0.5, 0.75]);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(programme.render).not.toBeNull();
  });

  it('leaves neither the programme nor its messages when cancelled while the programme is made', async () => {
    const [items, programmes] = [await libraryCount(), await programmeCount()];
    const { stages, work } = recordedWork((stage, cancel) => stage.doing === 'rendering' && cancel());
    await expect(makeDirectly(work)).rejects.toThrow();
    expect(stages.at(-1)).toEqual({ doing: 'rendering' });
    expect(await programmeCount()).toBe(programmes);
    expect(await libraryCount()).toBe(items);
  });
});
