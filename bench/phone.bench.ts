import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolveFfmpeg } from '../server/src/process/ffmpeg-binary.js';
import { measureMixOnLine, type LineFigures } from '../server/src/mix/line-measurement.js';
import { recordingFromFile } from '../server/src/mix/voice-analysis.js';
import { BUILT_IN_TRACKS, builtInTrackPath } from '../server/src/music/built-in-tracks.js';
import { createLocalProvider } from '../server/src/voice/local/local-provider.js';
import { renderSpeech } from '../server/src/voice/render-speech.js';
import { machineInfo } from './machine.js';
import { writeResults } from './results-file.js';

/**
 * What callers hear (issue 10): a message in a male and a female offline voice over every built-in
 * track (and over no music), mixed by the product at volumes 0/15/50/100, measured in the file and
 * on a simulated G.711 call (server/src/process/phone-line.ts): loudness in both, what the line takes
 * away, the music against the voice on the line, and STOI of the mixed voice against the voice
 * alone (both through the line). Figures, not timings: the same on any machine.
 */
const SCRIPT =
  'Thank you for calling Bright Smile Dental, where healthy smiles are our passion. Your call is important to us, ' +
  'and a member of our friendly team will be with you shortly.\n\nDid you know we now offer evening and Saturday ' +
  'appointments for busy families? Ask about our gentle whitening treatments and our new patient welcome package.';
const VOICES = { male: 'en-US-ken', female: 'en-GB-hazel' } as const;
const VOLUMES = [0, 15, 50, 100] as const;

export default async function run(): Promise<void> {
  const ffmpegPath = (await resolveFfmpeg(process.env.FFMPEG_PATH)).path;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-phone-bench-'));
  try {
    const env = { dataDir, ffmpegPath };
    const provider = createLocalProvider();
    const rows = [];
    for (const [gender, voiceId] of Object.entries(VOICES)) {
      const voiceFile = path.join(dataDir, `${gender}.mp3`);
      const speech = await renderSpeech(ffmpegPath, {
        provider,
        voice: { catalogueId: voiceId },
        settings: { rate: 0, pitch: 0 },
        script: SCRIPT,
        pauseSeconds: 1,
      });
      await fs.writeFile(voiceFile, speech.audio);
      const voice = recordingFromFile(voiceFile);
      const choices = [...BUILT_IN_TRACKS.map((t) => ({ id: t.id, file: builtInTrackPath(t.id)! })), null];
      for (const music of choices) {
        const byVolume: Record<number, LineFigures> = {};
        for (const volume of music ? VOLUMES : [15]) {
          byVolume[volume] = await measureMixOnLine(env, { voice, music, volume }, 'landline');
        }
        const at15 = byVolume[15]!;
        rows.push({
          voice: `${gender} (${voiceId})`,
          track: music?.id ?? 'none',
          fileLufs: round(at15.fileLufs),
          lineLufs: round(at15.lineLufs),
          lineLossLu: round(at15.lineLossLu),
          ...Object.fromEntries(
            VOLUMES.map((v) => [`musicToVoiceLineDb@${v}`, byVolume[v] ? round(byVolume[v].musicToVoiceLineDb) : null]),
          ),
          stoi15: round(at15.stoi, 3),
          stoi100: byVolume[100] ? round(byVolume[100].stoi, 3) : null,
          maxLineLossLu: round(Math.max(...Object.values(byVolume).map((f) => f.lineLossLu))),
        });
        console.log(`${gender} over ${music?.id ?? 'no music'}: done`);
      }
    }
    const machine = machineInfo();
    console.log(
      `${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; G.711 line simulation, volume 15 unless noted`,
    );
    console.table(rows);
    await writeResults('phone', 'what callers hear (G.711 line)', { rows });
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** -Infinity (no music) stays as it is: JSON writes it as null. */
function round(value: number, digits = 1): number {
  return Number.isFinite(value) ? Math.round(value * 10 ** digits) / 10 ** digits : value;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
