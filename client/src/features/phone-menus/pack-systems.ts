import { CONTACT_CENTRE_SYSTEMS, TARGET_SYSTEMS } from '#common/phone-system-limits.js';
import type { MenuPackSystem } from '#common/schemas/phone-menus.js';

/**
 * The phone systems a menu's pack is made for (issue 38), by the names the rest of the studio
 * gives them, with what each pack holds in the words of the system's own documentation, so the
 * owner picks the button for the system they have.
 */
export const PACK_SYSTEMS: Record<MenuPackSystem, { name: string; holds: string }> = {
  freepbx: {
    name: TARGET_SYSTEMS.asterisk.name,
    holds: 'System Recordings: 8 kHz WAV, µ-law, G.722 and 16 kHz WAV of each prompt',
  },
  '3cx': { name: TARGET_SYSTEMS['3cx'].name, holds: 'WAV, PCM, 8 kHz, 16-bit, mono' },
  connect: {
    name: CONTACT_CENTRE_SYSTEMS.connect.name,
    holds: 'µ-law WAVs and a manifest of names and descriptions for CreatePrompt',
  },
  genesys: { name: CONTACT_CENTRE_SYSTEMS.genesys.name, holds: 'WAVs and the bulk-import CSV' },
  teams: { name: TARGET_SYSTEMS.teams.name, holds: 'WAV files for auto attendants, under 5 MB each' },
  ringcentral: { name: TARGET_SYSTEMS.ringcentral.name, holds: 'IVR prompts, each file named as the prompt' },
  cisco: { name: TARGET_SYSTEMS.cisco.name, holds: 'WAV, 8 kHz µ-law' },
  avaya: { name: TARGET_SYSTEMS.avaya.name, holds: 'WAV, 8 kHz 16-bit PCM' },
  plain: { name: TARGET_SYSTEMS.other.name, holds: 'MP3 and 8 kHz WAV of each prompt' },
};
