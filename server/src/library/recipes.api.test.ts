import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { LibraryItemReply, LibraryListReply, SaveLibraryReply } from '#common/schemas/library.js';
import { MIX_TTL_MS, type MixAudioReply, type MixStateReply } from '#common/schemas/mix.js';
import type { RecipeMessage } from '#common/schemas/recipe.js';
import { purgeExpiredAudio } from '../stored-audio/purge-expired-audio.js';
import { api, signInUser, type TestUser } from '../testing/api-kit.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * The recipe (record 108) through the real routes: a voice made by the offline engine, mixed, saved,
 * reopened, renamed, replaced and duplicated; and a final file past its 24 hours that still says how
 * it was made, so the studio can make it again.
 */
let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signInUser(t, 'alice@example.com');
  bob = await signInUser(t, 'bob@example.com');
});
afterAll(() => t.close());

const message: RecipeMessage = {
  companyName: 'Bright Smile Dental',
  industry: 'healthcare',
  messageType: 'voicemail',
  voicemailContactName: 'Dr. Patel',
  promotionItems: ['Free whitening consultation'],
  attendants: { '1': 'appointments' },
};
const voiceBody = {
  script: 'Thank you for calling Bright Smile Dental.\n\nPlease leave your name and number after the tone.',
  voiceType: 'en-US-natalie',
  voiceGender: 'female',
  pauseLength: 'long',
};

/** The voice and the mix as the wizard asks for them; the mix carries the message's fields. */
async function makeMessage(user: TestUser, script = voiceBody.script): Promise<{ mixId: string; url: string }> {
  const voice = await api(t, 'POST', '/api/synthesize-voice', user.cookie, { ...voiceBody, script });
  expect(voice.statusCode).toBe(200);
  const mix = await api(t, 'POST', '/api/mix-audio', user.cookie, {
    voiceAudioId: voice.json<{ audioId: string }>().audioId,
    musicTrackId: 'soft-jazz',
    musicVolume: 22,
    message,
  });
  expect(mix.statusCode).toBe(200);
  const { url } = mix.json<MixAudioReply>();
  return { mixId: url.split('/').at(-1)!, url };
}

const saveItem = async (mixId: string, title?: string) =>
  (
    await api(t, 'POST', '/api/library', alice.cookie, { audioId: mixId, ...(title ? { title } : {}) })
  ).json<SaveLibraryReply>().item;
const readItem = (id: string, user = alice) => api(t, 'GET', `/api/library/${id}`, user.cookie);

describe('the recipe of a message', () => {
  it('is kept with the mix and the Library item, and reopens as it was made', async () => {
    const { mixId } = await makeMessage(alice);
    const item = await saveItem(mixId, 'Voicemail greeting');
    expect(item).toMatchObject({
      messageType: 'voicemail',
      sourceAudioId: mixId,
      summary: {
        firstLine: 'Thank you for calling Bright Smile Dental.',
        voiceType: 'en-US-natalie',
        trackId: 'soft-jazz',
        volume: 22,
      },
    });

    const reply = await readItem(item.id);
    expect(reply.statusCode).toBe(200);
    const { recipe, trackMissing } = reply.json<LibraryItemReply>();
    expect(trackMissing).toBe(false);
    expect(recipe).toMatchObject({
      voice: { ...voiceBody, enableParagraphPauses: true, voiceAccent: 'en-US' },
      music: { trackId: 'soft-jazz', volume: 22 },
      message,
    });
    // Another user's item answers like an unknown one.
    expect((await readItem(item.id, bob)).statusCode).toBe(404);
    expect((await readItem('not-an-id')).statusCode).toBe(404);
  });

  it('is renamed, and a blank or too long name is refused in words', async () => {
    const item = await saveItem((await makeMessage(alice)).mixId);
    const rename = (title: string, user = alice) =>
      api(t, 'PUT', `/api/library/${item.id}/title`, user.cookie, { title });
    const renamed = await rename('  After-hours, winter  ');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<SaveLibraryReply>().item).toMatchObject({ id: item.id, title: 'After-hours, winter' });
    expect((await rename('   ')).json()).toMatchObject({ message: messages.library.titleRequired });
    expect((await rename('x'.repeat(121))).json()).toMatchObject({ message: messages.library.titleTooLong });
    expect((await rename('Mine now', bob)).statusCode).toBe(404);
  });

  it('is changed and saved over the item, which keeps its id and name; the old audio goes', async () => {
    const item = await saveItem((await makeMessage(alice)).mixId, 'Main greeting');
    const changed = await makeMessage(alice, 'Thank you for calling Bright Smile Dental.\n\nWe are closed today.');
    const replaced = await api(t, 'PUT', `/api/library/${item.id}/audio`, alice.cookie, { audioId: changed.mixId });
    expect(replaced.statusCode).toBe(200);
    const after = replaced.json<SaveLibraryReply>().item;
    expect(after).toMatchObject({ id: item.id, title: 'Main greeting', sourceAudioId: changed.mixId });
    expect(after.audioId).not.toBe(item.audioId);
    expect((await readItem(item.id)).json<LibraryItemReply>().recipe?.voice.script).toContain('We are closed today.');
    expect((await api(t, 'GET', item.url, alice.cookie)).statusCode).toBe(404);
    expect((await api(t, 'GET', after.url, alice.cookie)).statusCode).toBe(200);
    // Bob cannot put his mix into Alice's item, nor hers into his.
    const bobs = await makeMessage(bob);
    expect((await api(t, 'PUT', `/api/library/${item.id}/audio`, bob.cookie, { audioId: bobs.mixId })).statusCode).toBe(
      404,
    );
    expect(
      (await api(t, 'PUT', `/api/library/${item.id}/audio`, alice.cookie, { audioId: bobs.mixId })).statusCode,
    ).toBe(404);
  });

  it('is duplicated into a second item with its own audio', async () => {
    const item = await saveItem((await makeMessage(alice)).mixId, 'Spring offer');
    const copy = await api(t, 'POST', `/api/library/${item.id}/copy`, alice.cookie);
    expect(copy.statusCode).toBe(200);
    const duplicate = copy.json<SaveLibraryReply>().item;
    expect(duplicate).toMatchObject({ title: 'Spring offer (copy)', summary: item.summary, sourceAudioId: null });
    expect(duplicate.audioId).not.toBe(item.audioId);
    await api(t, 'DELETE', `/api/library/${item.id}`, alice.cookie);
    expect((await api(t, 'GET', duplicate.url, alice.cookie)).statusCode).toBe(200);
    const items = (await api(t, 'GET', '/api/library', alice.cookie)).json<LibraryListReply>().items;
    expect(items.map((i) => i.id)).toContain(duplicate.id);
    expect(items.map((i) => i.id)).not.toContain(item.id);
  });
});

describe('a final file past its 24 hours', () => {
  it("says it expired in the server's words and still gives its recipe", async () => {
    const { mixId, url } = await makeMessage(alice);
    const state = () => api(t, 'GET', `/api/mixes/${mixId}`, alice.cookie);
    expect((await state()).json<MixStateReply>()).toMatchObject({ expired: null, trackMissing: false });

    t.clock.advance(MIX_TTL_MS + 1000);
    await purgeExpiredAudio(t.deps.database.db, t.deps.store, t.clock.now());
    const played = await api(t, 'GET', url, alice.cookie);
    expect(played.statusCode).toBe(410);
    expect(played.json()).toMatchObject({ message: messages.mix.expired });
    const expired = (await state()).json<MixStateReply>();
    expect(expired.expired).toBe(messages.mix.expired);
    expect(expired.recipe).toMatchObject({
      voice: { script: voiceBody.script },
      music: { trackId: 'soft-jazz' },
      message,
    });
    expect((await api(t, 'GET', `/api/mixes/${mixId}`, bob.cookie)).statusCode).toBe(404);
    // It can no longer be saved: the Library answers 410 like the file.
    expect((await api(t, 'POST', '/api/library', alice.cookie, { audioId: mixId })).statusCode).toBe(410);
  });
});
