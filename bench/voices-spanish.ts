import { countWords } from '#common/script-stats.js';
import { SPANISH_VOICES } from '#common/spanish-voices.js';
import { measurePitch } from '../server/src/dsp/measure-pitch.js';
import { durationSeconds, parseWav } from '../server/src/dsp/pcm.js';
import type { LocalProvider } from '../server/src/voice/local/local-provider.js';
import { renderSpeech } from '../server/src/voice/render-speech.js';

/**
 * The Spanish voices in the voices bench (record 144): for each one the node's offline engine
 * speaks, its pace in words a minute (against the 140 the duration estimate assumes) and its speed
 * as × real time on both cores and on one, with its pitch. No word error rate: no registry package
 * ships a Spanish recogniser (their words are checked by phonemes in spanish-voice.test.ts).
 */
const SPANISH_SCRIPT = [
  'Gracias por llamar a Seguros Valle Verde.',
  'Su llamada es muy importante para nosotros, y en un momento uno de nuestros agentes lo atenderá.',
  'Mientras espera, recuerde que puede consultar su póliza en línea a cualquier hora del día o de la noche.',
  'Nuestros agentes le ayudan a comparar seguros de casa, auto y vida, y a encontrar el plan adecuado para su familia.',
  'Si desea una cotización gratuita, pídala cuando atendamos su llamada.',
  'Gracias por su paciencia, y gracias por elegir Seguros Valle Verde.',
].join(' ');

interface SpanishVoiceRow {
  catalogue: string;
  voice: string;
  engine: string;
  medianPitchHz: number;
  movementSemitones: number;
  wordsPerMinute: number;
  audioSeconds: number;
  realTime: { oneCore: number; bothCores: number };
}

export async function measureSpanishVoices(
  ffmpeg: string,
  catalogue: string,
  local: LocalProvider,
): Promise<SpanishVoiceRow[]> {
  const words = countWords(SPANISH_SCRIPT);
  const rows: SpanishVoiceRow[] = [];
  for (const { id } of SPANISH_VOICES.filter((v) => local.catalogue[v.id])) {
    const render = async (provider: LocalProvider) => {
      const start = performance.now();
      const speech = await renderSpeech(ffmpeg, {
        provider,
        voice: { catalogueId: id, language: 'es' },
        settings: { rate: 0, pitch: 0 },
        script: SPANISH_SCRIPT,
        pauseSeconds: null,
        format: 'wav',
      });
      return { pcm: parseWav(speech.audio), wall: (performance.now() - start) / 1000 };
    };
    const both = await render(local);
    const one = await render({ ...local, concurrency: 1 });
    const audio = durationSeconds(both.pcm);
    const pitch = measurePitch(both.pcm);
    const factor = (wall: number) => Number((audio / wall).toFixed(audio / wall >= 10 ? 0 : 2));
    rows.push({
      catalogue,
      voice: id,
      engine: local.describeVoice(id),
      medianPitchHz: Math.round(pitch.medianHz ?? 0),
      movementSemitones: Number((pitch.movementSemitones ?? 0).toFixed(2)),
      wordsPerMinute: Math.round((words / audio) * 60),
      audioSeconds: Number(audio.toFixed(2)),
      realTime: { oneCore: factor(one.wall), bothCores: factor(both.wall) },
    });
  }
  return rows;
}
