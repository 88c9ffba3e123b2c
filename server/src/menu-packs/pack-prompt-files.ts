import fs from 'node:fs/promises';
import path from 'node:path';
import { formatDuration, formatFileSize } from '#common/format.js';
import { messages } from '#common/messages.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { audioWorkFailure } from '../http/unavailable.js';
import type { PromptState } from '../phone-menus/menu-read.js';
import { runFfmpeg } from '../process/run-ffmpeg.js';
import { downloadToFile } from '../storage/blob-files.js';
import { BlobNotFoundError } from '../storage/blob-store.js';
import type { AudioFile } from '../stored-audio/audio-files.js';
import { exportAudio } from '../stored-audio/export-audio.js';
import { requireOwnedAudio } from '../stored-audio/require-owned-audio.js';
import { fileBaseOf, type PackedPrompt } from './packed-prompt.js';
import type { PackFileSpec, PackSystem } from './pack-systems.js';

/**
 * One prompt's files for a pack, written into `dir` as `<prompt name>.<extension>` (a two-language
 * menu's other language as `<prefix>_<id>.<extension>`, record 146): the plain name, no version, since every pack is uploaded by hand and a PBX flow points at the name (record 140).
 * Each file is the prompt's last render converted by the export conversions, which are cached in
 * the store, so a second pack of the same prompt converts nothing.
 */
export async function packPromptFiles(
  ctx: ServiceContext,
  userId: string,
  prompt: PromptState,
  system: PackSystem,
  dir: string,
): Promise<PackedPrompt> {
  const base = fileBaseOf(prompt);
  const name = system.languagesInOnePrompt ? prompt.name : base;
  if (!prompt.enabled || !prompt.audio)
    return { prompt, name, version: prompt.audio?.version ?? 0, files: [], notes: [] };
  const file = await requireOwnedAudio(ctx.database.db, prompt.audio.audioId, userId, ctx.clock.now(), {
    kind: 'menu-prompt',
    notFound: messages.phoneMenus.notMade,
  });
  const files = await writePackFiles(ctx, file, system, base, dir, messages.phoneMenus.notMade);
  return {
    prompt,
    name,
    version: prompt.audio.version,
    files,
    notes: overLimits(system, prompt.audio.duration, files),
  };
}

/**
 * An audio file's files for a pack, written into `dir` as `<base>.<extension>`: the export
 * conversions, cached in the store. `gone` is said when the audio went (was made again) meanwhile.
 */
export async function writePackFiles(
  ctx: ServiceContext,
  file: AudioFile,
  system: PackSystem,
  base: string,
  dir: string,
  gone: string,
): Promise<PackedPrompt['files']> {
  return Promise.all(
    system.files.map(async (spec) => {
      const fileName = `${base}.${spec.extension}`;
      const out = path.join(dir, fileName);
      await writeFile(ctx, file, spec, out).catch(async (error: unknown) => {
        if (error instanceof BlobNotFoundError) throw new AppError(409, gone);
        if (error instanceof AppError) throw error;
        ctx.log.error({ err: error, format: spec.format }, 'menu pack file failed');
        throw await audioWorkFailure(error, ctx.ffmpeg.path, messages.library.exportFailed);
      });
      return { name: fileName, what: spec.what, bytes: (await fs.stat(out)).size };
    }),
  );
}

async function writeFile(ctx: ServiceContext, file: AudioFile, spec: PackFileSpec, out: string): Promise<void> {
  if (spec.format !== 'ulaw-raw') {
    const key = await exportAudio(ctx, file, spec.format);
    if (!(await downloadToFile(ctx.store, key, out))) throw new BlobNotFoundError(key);
    return;
  }
  // Asterisk's .ulaw is the bare G.711 bytes: the µ-law WAV's samples, its header taken off, not coded again.
  const wav = `${out}.wav`;
  const key = await exportAudio(ctx, file, 'wav-ulaw-8k');
  if (!(await downloadToFile(ctx.store, key, wav))) throw new BlobNotFoundError(key);
  try {
    await runFfmpeg(ctx.ffmpeg.path, ['-loglevel', 'error', '-y', '-i', wav, '-c:a', 'copy', '-f', 'mulaw', out]);
  } finally {
    await fs.rm(wav, { force: true });
  }
}

/** Each of the system's published limits a file of the prompt is over, in words; nothing is cut. */
export function overLimits(system: PackSystem, seconds: number, files: PackedPrompt['files']): string[] {
  const notes: string[] = [];
  if (system.maxSeconds !== undefined && seconds > system.maxSeconds)
    notes.push(
      `It runs ${formatDuration(seconds)}: ${system.lengthNote ?? `${system.name} takes at most ${formatDuration(system.maxSeconds)}`}.`,
    );
  for (const f of files)
    if (system.maxBytes !== undefined && f.bytes > system.maxBytes)
      notes.push(
        `${f.name} is ${formatFileSize(f.bytes)}: ${system.name} takes files of at most ${formatFileSize(system.maxBytes)}.`,
      );
  return notes;
}
