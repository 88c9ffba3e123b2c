import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findOnPath } from '../../../process/find-on-path.js';

/**
 * Where the neural voice is installed (record 128): `scripts/install-neural-voice.sh` checks every
 * file against `server/native/kokoro.sha256` and keeps them in `server/native/kokoro/`. The same
 * list is read here: a file it names that is missing leaves the engine out, and the model's
 * checksum is part of every Kokoro voice's identity (record 105), so audio from another model is
 * never taken for this one. The files are not hashed again at each start (256 MB): the install did.
 */
const NATIVE = fileURLToPath(new URL('../../../../native/', import.meta.url));
const SUMS = path.join(NATIVE, 'kokoro.sha256');
const FOLDER = path.join(NATIVE, 'kokoro');
/** The rewritten model the engine runs (float convolutions, scripts/neural/float-convolutions.ts). */
const MODEL = 'kokoro-v1.0.float-conv.onnx';

export interface KokoroInstall {
  espeak: string;
  model: string;
  /** The model and the first 12 hex digits of its sha256: the neural voice's identity across nodes. */
  identity: string;
  /** Each voice pack (af_heart…) with its file and the first 12 hex digits of its sha256. */
  packs: ReadonlyMap<string, { file: string; sum: string }>;
}

/** `sha256  name` lines, by name. */
function readSums(): Map<string, string> {
  const sums = new Map<string, string>();
  for (const line of fs.readFileSync(SUMS, 'utf8').split('\n')) {
    const [sum, name] = line.trim().split(/\s+/);
    if (sum && name) sums.set(name, sum.slice(0, 12));
  }
  return sums;
}

/** The install in `folder`, or why this node has none (for the log and `GET /api/health`). */
export function detectKokoro(folder = FOLDER): { install: KokoroInstall } | { missing: string } {
  const espeak = findOnPath('espeak-ng');
  if (!espeak) return { missing: 'espeak-ng is not installed' };
  const sums = readSums();
  const absent = [...sums.keys()].filter((name) => !fs.existsSync(path.join(folder, name)));
  if (absent.length > 0) {
    return {
      missing: `${absent.length} of its ${sums.size} files are not in ${folder} (run scripts/install-voices.sh)`,
    };
  }
  const packs = new Map<string, { file: string; sum: string }>();
  for (const [name, sum] of sums) {
    const pack = /^voices\/(\w+)\.bin$/.exec(name)?.[1];
    if (pack) packs.set(pack, { file: path.join(folder, name), sum });
  }
  return {
    install: { espeak, model: path.join(folder, MODEL), identity: `Kokoro-82M v1.0 ${sums.get(MODEL)!}`, packs },
  };
}
