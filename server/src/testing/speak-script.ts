import { parseWav, type Pcm } from '../dsp/pcm.js';
import { resolveFfmpeg } from '../process/ffmpeg-binary.js';
import { renderSpeech } from '../voice/render-speech.js';
import type { SpeechProvider, VoiceRef } from '../voice/speech-provider.js';

/**
 * A script spoken whole as the product speaks it (split into pieces, spoken, joined: render-speech.ts)
 * by one provider in one voice, at the default rate and pitch: what the voice tests listen to.
 */
export async function speakScript(provider: SpeechProvider, voice: VoiceRef, script: string): Promise<Pcm> {
  const { audio } = await renderSpeech((await resolveFfmpeg()).path, {
    provider,
    voice,
    settings: { rate: 0, pitch: 0 },
    script,
    pauseSeconds: null,
    format: 'wav',
  });
  return parseWav(audio);
}
