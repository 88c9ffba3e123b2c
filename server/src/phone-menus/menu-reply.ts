import { messages } from '#common/messages.js';
import type { PhoneMenuReply } from '#common/schemas/phone-menus.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import { jobUnderWay } from '../jobs/job-store.js';
import type { SpeechProviders } from '../voice/providers.js';
import { promptStates, type PhoneMenuRow, type PromptState } from './menu-read.js';
import { usableMenuVoices } from './menu-voice.js';
import { signatureNow } from './prompt-signature.js';

/**
 * A menu as its owner sees it (record 138): each prompt's words as they stand, and its last render
 * only while that render is of these words in this voice (its signature is now's); `ready` once
 * every enabled prompt has one. A voice the owner may no longer use (an own voice deleted) leaves
 * every render out of date, and the menu is refused in words when saved or made.
 */
export async function menuReplyFor(db: Db, providers: SpeechProviders, menu: PhoneMenuRow): Promise<PhoneMenuReply> {
  const prompts = (await currentPromptStates(db, providers, menu)).map(
    ({ key, name, kind, description, language, enabled, text, edited, audio, current }) => ({
      key,
      name,
      kind,
      description,
      language,
      enabled,
      text,
      edited,
      audio: current
        ? {
            audioId: audio!.audioId,
            url: `/api/audio/${audio!.audioId}`,
            version: audio!.version,
            duration: Math.round(audio!.duration * 100) / 100,
          }
        : null,
    }),
  );
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

/** Each prompt with whether its last render is of its words as they stand, in its language's voice (its signature is now's). */
async function currentPromptStates(
  db: Db,
  providers: SpeechProviders,
  menu: PhoneMenuRow,
): Promise<(PromptState & { current: boolean })[]> {
  const [states, voices] = await Promise.all([
    promptStates(db, menu),
    usableMenuVoices(db, providers, menu.userId, menu.settings),
  ]);
  return states.map((state) => {
    const now = signatureNow(state, voices);
    return { ...state, current: state.audio !== null && now !== null && state.audio.signature === now };
  });
}

/**
 * A menu whose every enabled prompt is made of its words as they stand (a pack, record 140): 409
 * when one was never made, or was changed since, so a pack never carries words its sheet does not say.
 */
export async function requireMenuMade(db: Db, providers: SpeechProviders, menu: PhoneMenuRow): Promise<void> {
  const enabled = (await currentPromptStates(db, providers, menu)).filter((p) => p.enabled);
  if (enabled.some((p) => p.audio === null)) throw new AppError(409, messages.phoneMenus.notMade);
  if (enabled.some((p) => !p.current)) throw new AppError(409, messages.phoneMenus.changedSinceMade);
}
