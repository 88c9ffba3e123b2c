import fs from 'node:fs';
import path from 'node:path';
import { findOnPath } from '../../process/find-on-path.js';
import { OFFLINE_ENGINES, type OfflineEngine } from '../../config/engine-names.js';
import { detectKokoro, type KokoroInstall } from './neural/kokoro-install.js';

/**
 * The offline speech engines a node can have (records 101 and 128). Flite is built in (WebAssembly,
 * from npm) and always there. Kokoro-82M, the neural voice, runs in-process on ONNX Runtime from its
 * installed model, with eSpeak NG spawned for its phonemes. RHVoice and SVOX Pico come from Debian's
 * non-free section and are used when this machine has them: they are programs we spawn, never
 * libraries we link.
 */

/** What this node has of one engine: how to start it and what its speakers sound like. */
interface EngineInstall {
  /** The program to spawn (null for Flite, which runs in-process; eSpeak NG for Kokoro's phonemes). */
  command: string | null;
  /**
   * Each usable speaker with the revision of its data: part of the voice's identity, so audio
   * made by another revision (or on a node without the engine) is never taken for this one.
   */
  speakers: ReadonlyMap<string, string>;
  /** Kokoro's model and packs. */
  neural?: KokoroInstall;
}

/** Debian's folders; /usr/local for a build from source. */
const RHVOICE_DATA = ['/usr/share/RHVoice', '/usr/local/share/RHVoice'];
const PICO_LANG = ['/usr/share/pico/lang', '/usr/local/share/pico/lang'];
/** The speakers the catalogue uses (offline-voices.ts). RHVoice's others may not be used in a product that is sold. */
const RHVOICE_SPEAKERS = ['slt', 'clb', 'bdl', 'alan'];
/** Pico's British woman; its US voice is not used (offline-voices.ts). */
const PICO_LANGUAGE = 'en-GB';
/** Pico's Spanish woman (Castilian): the Spanish voices where the neural voice is not installed (record 144). */
export const PICO_SPANISH = 'es-ES';

/** `key=value` lines of an RHVoice .info file, or null when it cannot be read. */
function readInfo(file: string): Record<string, string> | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const info: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const [key, value] = line.split('=');
    if (key && value !== undefined) info[key.trim()] = value.trim();
  }
  return info;
}

function detectRhvoice(): EngineInstall | null {
  const command = findOnPath('RHVoice-test');
  const root = RHVOICE_DATA.find((dir) => fs.existsSync(path.join(dir, 'languages', 'English', 'language.info')));
  if (!command || !root) return null;
  const language = readInfo(path.join(root, 'languages', 'English', 'language.info'));
  const speakers = new Map<string, string>();
  for (const speaker of RHVOICE_SPEAKERS) {
    const info = readInfo(path.join(root, 'voices', speaker, 'voice.info'));
    if (info) speakers.set(speaker, `English r${language?.revision ?? '?'}, ${speaker} r${info.revision ?? '?'}`);
  }
  // The catalogue's RHVoice set comes whole (offline-voices.ts): all four speakers or none.
  return speakers.size === RHVOICE_SPEAKERS.length ? { command, speakers } : null;
}

function detectPico(): EngineInstall | null {
  const command = findOnPath('pico2wave');
  const root = PICO_LANG.find((dir) => fs.existsSync(dir));
  if (!command || !root) return null;
  // A language is a text-analysis file and a speaker file; their sizes stand for their revision.
  const revision = (language: string): string | null => {
    const own = fs
      .readdirSync(root)
      .filter((f) => f.startsWith(`${language}_`) && f.endsWith('.bin'))
      .sort();
    return own.length < 2 ? null : own.map((f) => `${f} ${fs.statSync(path.join(root, f)).size}`).join(', ');
  };
  const english = revision(PICO_LANGUAGE);
  if (!english) return null;
  // Spanish is an extra the catalogue's set does not need: kept when its files are there.
  const spanish = revision(PICO_SPANISH);
  const speakers = new Map([[PICO_LANGUAGE, english]]);
  if (spanish) speakers.set(PICO_SPANISH, spanish);
  return { command, speakers };
}

let neuralMissing: string | null = null;

/** Why the neural voice is not on this node, or null when it is: logged at start and shown by health. */
export const whyNoNeuralVoice = (): string | null => neuralMissing;

function detectNeural(): EngineInstall | null {
  const found = detectKokoro();
  if ('missing' in found) {
    neuralMissing = found.missing;
    return null;
  }
  const { install } = found;
  const speakers = new Map([...install.packs].map(([pack, { sum }]) => [pack, `${install.identity}, ${pack} ${sum}`]));
  return { command: install.espeak, speakers, neural: install };
}

/** Built in: its version is the provider's (`local-provider.ts`), its voices compiled into the module. */
const FLITE: EngineInstall = { command: null, speakers: new Map() };

export type EngineInstalls = Partial<Record<OfflineEngine, EngineInstall>>;

let detected: EngineInstalls | undefined;

/**
 * The engines on this machine, looked for once. `allowed` (OFFLINE_ENGINES) may leave some out;
 * Flite is always kept, so every catalogue voice has a way to speak.
 */
export function installedEngines(allowed: readonly OfflineEngine[] = OFFLINE_ENGINES): EngineInstalls {
  detected ??= {
    kokoro: detectNeural() ?? undefined,
    rhvoice: detectRhvoice() ?? undefined,
    pico: detectPico() ?? undefined,
    flite: FLITE,
  };
  const chosen: EngineInstalls = { flite: FLITE };
  for (const engine of allowed) if (detected[engine]) chosen[engine] = detected[engine];
  return chosen;
}
