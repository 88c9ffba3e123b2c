import { phoneUrl } from './link-shape.js';
import type { MenuFlow } from './menu-flow.js';
import { menuStateQuery } from './menu-state.js';
import type { LiveMenu } from './published-menu.js';

/**
 * The public addresses of a live menu (record 141), all under the link's token, so a caller reaches
 * only what that link publishes:
 * - `/phone/<token>/prompts/<id>.v<version>.<mp3|wav>`: a prompt's audio by its id (`menu_2`, `menu_2_es`); a new render is a new
 *   version, hence a new address, so it is cached for a year;
 * - `/phone/<token>/menu?menu=<keys>&try=<n>&lang=<language>`: every `<Gather action>`;
 * - `/phone/<token>/voicemail`: the `<Record action>`.
 */
export function menuFlowOf(publicUrl: string, token: string, live: LiveMenu): MenuFlow {
  return {
    settings: live.menu.settings,
    promptUrl(id) {
      const prompt = live.prompts.get(id);
      if (!prompt?.enabled || !prompt.audio) return null;
      return phoneUrl(
        publicUrl,
        token,
        `/prompts/${prompt.id}.v${prompt.audio.version}.${extensionOf(prompt.audio.fileName)}`,
      );
    },
    menuUrl: (state) => phoneUrl(publicUrl, token, `/menu${menuStateQuery(state)}`),
    voicemailUrl: phoneUrl(publicUrl, token, '/voicemail'),
  };
}

/** `mp3` or `wav`: how the prompt's render was stored (stored-audio/audio-files.ts). */
export const extensionOf = (fileName: string) => (fileName.endsWith('.wav') ? 'wav' : 'mp3');

/** The prompt id, version and extension of a prompt address's last part, or null. */
export function parsePromptFile(file: string): { id: string; version: number; extension: string } | null {
  const match = /^([a-z0-9_]{1,80})\.v(\d{1,9})\.(mp3|wav)$/.exec(file);
  return match ? { id: match[1]!, version: Number(match[2]), extension: match[3]! } : null;
}
