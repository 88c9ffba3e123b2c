import fs from 'node:fs/promises';
import path from 'node:path';
import { messages } from '#common/messages.js';
import type { MenuPackSystem } from '#common/schemas/phone-menus.js';
import { sha256 } from '../crypto/secrets.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { type PhoneMenuRow, type PromptState, promptStates, requireOwnedMenu } from '../phone-menus/menu-read.js';
import { writeStoredZip } from '../storage/stored-zip.js';
import { tempPath } from '../storage/temp-files.js';
import { deleteMenuPacks, menuPackKey } from '../stored-audio/menu-pack-keys.js';
import { callFlowSheet } from './call-flow-sheet.js';
import { connectManifest, genesysCsv } from './pack-manifests.js';
import type { PackedPrompt } from './packed-prompt.js';
import { packPromptFiles } from './pack-prompt-files.js';
import { packReadme } from './pack-readme.js';
import { PACK_SYSTEMS } from './pack-systems.js';

/**
 * A menu's pack for one phone system (issue 38, record 140): a zip of every enabled prompt's files
 * in that system's formats, the call-flow sheet (call-flow.html), a README.txt, and for Amazon
 * Connect and Genesys Cloud their import files. Kept in the store under a digest of everything it
 * was made from, so the same pack is zipped once and a changed menu or prompt makes a new one
 * (which replaces the old).
 */

/** Counts changes to what a pack holds, so a pack made by older code is made again (2: two-language menus, record 146). */
const PACK_LAYOUT = 2;

/** 409 while an enabled prompt has never been rendered: a pack never misses a prompt. */
export function requireMade(prompts: PromptState[]): void {
  if (prompts.some((p) => p.enabled && !p.audio)) throw new AppError(409, messages.phoneMenus.notMade);
}

function packDigest(menu: PhoneMenuRow, prompts: PromptState[], system: MenuPackSystem): string {
  const made = prompts.map((p) => [p.id, p.enabled, p.text, p.audio?.audioId ?? null, p.audio?.version ?? null]);
  return sha256(JSON.stringify([PACK_LAYOUT, system, menu.settings, made])).slice(0, 24);
}

export async function writeMenuPack(
  ctx: ServiceContext & { signal?: AbortSignal },
  userId: string,
  menuId: string,
  system: MenuPackSystem,
): Promise<{ key: string }> {
  const { db } = ctx.database;
  const menu = await requireOwnedMenu(db, userId, menuId);
  const prompts = await promptStates(db, menu);
  requireMade(prompts);
  const key = menuPackKey(menu.id, system, packDigest(menu, prompts, system));
  if (await ctx.store.head(key)) return { key };

  const spec = PACK_SYSTEMS[system];
  const dir = await tempPath(ctx.config.dataDir, 'menu-pack');
  await fs.mkdir(dir);
  try {
    // One prompt at a time (its files at once): ffmpeg runs one per core anyway, and a cancelled
    // job stops between prompts.
    const packed: PackedPrompt[] = [];
    for (const prompt of prompts) {
      ctx.signal?.throwIfAborted();
      packed.push(await packPromptFiles(ctx, userId, prompt, spec, dir));
    }
    const extra: Record<string, string> = {};
    if (system === 'connect') {
      const manifest = connectManifest(packed);
      extra['prompts.json'] = manifest.json;
      extra['prompts.csv'] = manifest.csv;
    }
    if (system === 'genesys') extra['prompts.csv'] = genesysCsv(menu.settings, packed);
    extra['call-flow.html'] = callFlowSheet(menu.settings, spec, packed);
    extra['README.txt'] = packReadme(menu.settings, spec, packed, Object.keys(extra));
    // Separate from the audio's folder: a prompt's name never meets these.
    const docs = path.join(dir, 'docs');
    await fs.mkdir(docs);
    const entries = [
      ...Object.keys(extra).map((name) => ({ name, file: path.join(docs, name) })),
      ...packed.flatMap((p) => p.files.map((f) => ({ name: f.name, file: path.join(dir, f.name) }))),
    ];
    await Promise.all(Object.entries(extra).map(([name, text]) => fs.writeFile(path.join(docs, name), text)));
    const zip = path.join(dir, 'pack.zip');
    await writeStoredZip(entries, zip);
    ctx.signal?.throwIfAborted();
    await deleteMenuPacks(ctx.store, menu.id, system);
    await ctx.store.put(key, { file: zip }, { contentType: 'application/zip' });
    return { key };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
