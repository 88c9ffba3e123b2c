import type { PhoneMenuReply } from '#common/schemas/phone-menus.js';
import type { Db } from '../db/client.js';
import { jobUnderWay } from '../jobs/job-store.js';
import { lexiconOf } from '../voice/pronunciation/pronunciation-store.js';
import type { SpeechProviders } from '../voice/providers.js';
import { promptStates, type PhoneMenuRow } from './menu-read.js';
import { menuSpeaker } from './menu-voice.js';
import { promptSignature } from './prompt-signature.js';

/**
 * A menu as its owner sees it (record 138): each prompt's words as they stand, and its last render
 * only while that render is of these words in this voice (its signature is now's); `ready` once
 * every enabled prompt has one. A voice the owner may no longer use (an own voice deleted) leaves
 * every render out of date, and the menu is refused in words when saved or made.
 */
export async function menuReplyFor(db: Db, providers: SpeechProviders, menu: PhoneMenuRow): Promise<PhoneMenuReply> {
  const [states, speaker, lexicon] = await Promise.all([
    promptStates(db, menu),
    menuSpeaker(db, providers, menu.userId, menu.settings.voiceId).then(
      (voice) => voice.speaker,
      () => null,
    ),
    lexiconOf(db, menu.userId),
  ]);
  const prompts = states.map(({ key, name, kind, description, enabled, text, edited, audio }) => {
    const current =
      audio !== null &&
      speaker !== null &&
      audio.signature === promptSignature(menu.settings.voiceId, speaker, text, lexicon);
    return {
      key,
      name,
      kind,
      description,
      enabled,
      text,
      edited,
      audio: current
        ? {
            audioId: audio.audioId,
            url: `/api/audio/${audio.audioId}`,
            version: audio.version,
            duration: Math.round(audio.duration * 100) / 100,
          }
        : null,
    };
  });
  const following = menu.renderJobId !== null && (await jobUnderWay(db, menu.renderJobId, menu.userId));
  return {
    id: menu.id,
    settings: menu.settings,
    prompts,
    ready: prompts.every((p) => !p.enabled || p.audio !== null),
    renderJobId: following ? menu.renderJobId : null,
    createdAt: menu.createdAt.toISOString(),
    updatedAt: menu.updatedAt.toISOString(),
  };
}
