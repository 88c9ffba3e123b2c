import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { diesWithParent } from '../../process/parent-death.js';
import { SpawnError, spawnRun } from '../../process/spawner.js';

/**
 * RHVoice and SVOX Pico as programs (record 101), run from the offline engine's worker threads
 * (offline-worker.ts), started by the spawner (record 123). Like ffmpeg: an
 * argument array and never a shell, stopped once they make no progress (record 158), and they die
 * with their node. Both write a WAV
 * to a named file only, so each run gets a private temporary folder.
 */
export interface RhvoiceCall {
  engine: 'rhvoice';
  command: string;
  speaker: string;
  text: string;
  /** RHVoice's own percentages: 100 is the speaker's default rate and pitch. */
  ratePercent: number;
  pitchPercent: number;
}

export interface PicoCall {
  engine: 'pico';
  command: string;
  /** Pico's language is its speaker: en-GB, or es-ES for the Spanish voices (record 144). */
  speaker: string;
  text: string;
  /** Pico's markup levels: 100 is the default speed and pitch. */
  speedPercent: number;
  pitchPercent: number;
}

/** A piece takes them well under a second of CPU: one that makes no progress this long has stopped. */
export const ENGINE_STALL_MS = 20_000;

/**
 * Runs `command args` with `input` on stdin and returns the WAV it wrote to `out`; null when it
 * succeeded but wrote nothing, which RHVoice does for text it has nothing to say for (lone accented
 * letters, Greek): that piece is silent, not a failure of the engine.
 */
async function runToFile(
  program: string,
  command: string,
  args: string[],
  out: string,
  input = '',
): Promise<Buffer | null> {
  const run = spawnRun(program, ...diesWithParent(command, args), { stallMs: ENGINE_STALL_MS });
  run.feed(Buffer.from(input));
  await run.done.catch((error: unknown) => {
    throw error instanceof SpawnError ? new Error(`${error.message}: ${error.stderr.trim()}`) : error;
  });
  return fs.readFile(out).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}

async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-speech-'));
  try {
    return await work(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** RHVoice reads plain text (no SSML) from stdin, so nothing the user writes is taken as markup. */
export function speakRhvoice(call: RhvoiceCall): Promise<Buffer | null> {
  return inTempDir((dir) => {
    const out = path.join(dir, 'speech.wav');
    const args = ['-p', call.speaker, '-r', String(call.ratePercent), '-t', String(call.pitchPercent)];
    return runToFile('RHVoice', call.command, [...args, '-R', '24000', '-o', out], out, call.text);
  });
}

/**
 * Pico takes the text as an argument and reads its own markup in it, which sets speed and pitch;
 * the user's text is kept from forming markup of its own (no angle brackets or entities).
 */
export function speakPico(call: PicoCall): Promise<Buffer | null> {
  const and = call.speaker.startsWith('es') ? ' y ' : ' and ';
  const plain = call.text.replace(/[<>]/g, ' ').replace(/&/g, and);
  const text = `<speed level="${call.speedPercent}"><pitch level="${call.pitchPercent}">${plain}</pitch></speed>`;
  return inTempDir((dir) => {
    const out = path.join(dir, 'speech.wav');
    return runToFile('Pico', call.command, ['-l', call.speaker, '-w', out, '--', text], out);
  });
}
