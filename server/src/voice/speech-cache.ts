import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RenderRequest, RenderedSpeech } from './render-speech.js';

/**
 * Rendered speech on disk under DATA_DIR/audio/cache/, keyed by a hash of everything that changes
 * the sound: engine and its version, voice, settings, text and pause. An identical request is
 * served from here instead of being synthesized (and, for studios, paid for) again.
 */
export interface CachedSpeech {
  file: string;
  durationSeconds: number;
}

export function cacheDir(dataDir: string): string {
  return path.join(dataDir, 'audio', 'cache');
}

export function cacheKey(request: RenderRequest): string {
  const { provider, voice, settings, script, pauseSeconds } = request;
  const identity = JSON.stringify([provider.id, provider.version, voice, settings, script.trim(), pauseSeconds]);
  return createHash('sha256').update(identity).digest('hex');
}

export async function readCachedSpeech(dataDir: string, key: string): Promise<CachedSpeech | undefined> {
  const base = path.join(cacheDir(dataDir), key);
  try {
    const meta = JSON.parse(await fs.readFile(`${base}.json`, 'utf8')) as { durationSeconds: number };
    await fs.access(`${base}.mp3`);
    return { file: `${base}.mp3`, durationSeconds: meta.durationSeconds };
  } catch {
    return undefined;
  }
}

/** Writes audio first and its metadata last, each by rename, so a reader never sees half an entry. */
export async function writeCachedSpeech(dataDir: string, key: string, speech: RenderedSpeech): Promise<CachedSpeech> {
  const dir = cacheDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const base = path.join(dir, key);
  const temp = path.join(dir, `.${randomUUID()}`);
  await fs.writeFile(temp, speech.mp3, { mode: 0o600 });
  await fs.rename(temp, `${base}.mp3`);
  await fs.writeFile(temp, JSON.stringify({ durationSeconds: speech.durationSeconds }));
  await fs.rename(temp, `${base}.json`);
  return { file: `${base}.mp3`, durationSeconds: speech.durationSeconds };
}
