import type { MenuPackSystem } from '#common/schemas/phone-menus.js';
import { PACK_SYSTEMS } from '../menu-packs/pack-systems.js';
import { fileBaseOf } from '../menu-packs/packed-prompt.js';
import type { PromptState } from '../phone-menus/menu-read.js';

/**
 * What a publish sends as one prompt of the phone system (record 165): on Genesys Cloud a prompt
 * key with a resource per language, named as the menu names it; elsewhere each language's prompt
 * alone, named as its pack names its files (`<prefix>_<id>` for the other language, record 146).
 * Its version says which render of each language it carries: a unit whose version the connection
 * holds already is not sent again.
 */
export interface PromptUnit {
  name: string;
  /** Its prompts that are on, one per language. */
  prompts: PromptState[];
  /** `en:3 es:2`: each language's render version; empty when every prompt of it is off. */
  version: string;
}

export function promptUnits(prompts: PromptState[], pack: MenuPackSystem): PromptUnit[] {
  const together = PACK_SYSTEMS[pack].languagesInOnePrompt === true;
  const units = new Map<string, PromptState[]>();
  for (const prompt of prompts) {
    const name = together ? prompt.name : fileBaseOf(prompt);
    units.set(name, [...(units.get(name) ?? []), prompt]);
  }
  return [...units].map(([name, all]) => {
    const on = all.filter((prompt) => prompt.enabled && prompt.audio);
    return { name, prompts: on, version: on.map((p) => `${p.language}:${p.audio!.version}`).join(' ') };
  });
}
