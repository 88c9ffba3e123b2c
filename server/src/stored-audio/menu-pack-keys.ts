import type { BlobStore } from '../storage/blob-store.js';

/**
 * Where a phone menu's packs are kept (issue 38, record 140): beside the exports, one folder per
 * menu, one zip per system named by a digest of what went into it. Here, below both the menus and
 * the packs, so deleting a menu can take its packs without the two folders importing each other.
 */
function menuPacksFolder(menuId: string): string {
  return `exports/menu-packs/${menuId}/`;
}

export function menuPackKey(menuId: string, system: string, digest: string): string {
  return `${menuPacksFolder(menuId)}${system}-${digest}.zip`;
}

/** Every pack of the menu, or of one system of it; for a menu's deletion, and a pack replaced. */
export async function deleteMenuPacks(store: BlobStore, menuId: string, system?: string): Promise<void> {
  const keys: string[] = [];
  const start = system ? `${menuPacksFolder(menuId)}${system}-` : menuPacksFolder(menuId);
  for await (const entry of store.list(menuPacksFolder(menuId))) if (entry.key.startsWith(start)) keys.push(entry.key);
  await store.deleteMany(keys);
}
