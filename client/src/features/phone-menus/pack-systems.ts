import type { MenuPackSystem } from '#common/schemas/phone-menus.js';

/**
 * The phone systems a menu's pack is made for (issue 38), with what each pack holds in the words
 * of the system's own documentation, so the owner picks the button for the system they have.
 */
export const PACK_SYSTEMS: Record<MenuPackSystem, { name: string; holds: string }> = {
  freepbx: {
    name: 'FreePBX / Asterisk',
    holds: 'System Recordings: 8 kHz WAV, µ-law, G.722 and 16 kHz WAV of each prompt',
  },
  '3cx': { name: '3CX', holds: 'WAV, PCM, 8 kHz, 16-bit, mono' },
  connect: { name: 'Amazon Connect', holds: 'µ-law WAVs and a manifest of names and descriptions for CreatePrompt' },
  genesys: { name: 'Genesys Cloud', holds: 'WAVs and the bulk-import CSV' },
  teams: { name: 'Microsoft Teams', holds: 'audio files for auto attendants, under 5 MB each' },
  ringcentral: { name: 'RingCentral', holds: 'IVR prompts, each file named as the prompt' },
  cisco: { name: 'Cisco (CUCM / UCCX)', holds: 'WAV, 8 kHz µ-law' },
  avaya: { name: 'Avaya IP Office', holds: 'WAV, 8 kHz 16-bit PCM' },
  plain: { name: 'Any other system', holds: 'each prompt as a plain file' },
};
