import type { PhoneSystemKind } from '#common/schemas/publishing.js';
import type { MenuPackSystem } from '#common/schemas/phone-menus.js';
import type { PhoneSystem } from '../phone-system.js';
import { asterisk } from './asterisk.js';
import { connectSystem } from './connect.js';
import { genesys } from './genesys.js';
import { ringcentral } from './ringcentral.js';

/** Every phone system a menu publishes to, and the pack whose files each takes (record 165). */
export const PHONE_SYSTEMS: Record<PhoneSystemKind, { system: PhoneSystem<unknown, unknown>; pack: MenuPackSystem }> = {
  connect: { system: connectSystem, pack: 'connect' },
  genesys: { system: genesys, pack: 'genesys' },
  ringcentral: { system: ringcentral, pack: 'ringcentral' },
  asterisk: { system: asterisk, pack: 'freepbx' },
};
