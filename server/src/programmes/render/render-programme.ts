import type { Recipe } from '#common/schemas/recipe.js';
import type { ServiceContext } from '../../deps.js';
import type { SpeechProviders } from '../../voice/providers.js';

export interface ProgrammeMessage {
  itemId: string;
  title: string;
  recipe: Recipe;
}

export interface ProgrammeRenderRequest {
  messages: ProgrammeMessage[];
  trackId: string;
  volume: number;
  gapSeconds: number;
}

export interface RenderedProgramme {
  durationSeconds: number;
  /** Seconds on the programme where each message's voice starts, in order. */
  messageStarts: number[];
  /** Where the playlist cuts the programme into files: cuts[0] = 0, then the middle of each gap; n messages give n cuts. */
  cuts: number[];
  /** Integrated loudness of each message's voice as mixed, and of the whole (LUFS), true peak (dBTP): for logs and tests. */
  messageLufs: number[];
  loudnessLufs: number;
  truePeakDb: number;
}

/**
 * Renders the programme as one MP3 at outFile. Voices come from each recipe's voice request through
 * synthesizeVoice (the speech cache makes a recorded message a cache hit). Reports progress 0..1;
 * stops with the signal.
 */
export function renderProgramme(
  _ctx: ServiceContext,
  _speech: SpeechProviders,
  _userId: string,
  _request: ProgrammeRenderRequest,
  _options: { outFile: string; signal: AbortSignal; progress(fraction: number): void },
): Promise<RenderedProgramme> {
  // The interface first, so the routes can be built against it; the engine follows on this branch.
  return Promise.reject(new Error('renderProgramme: not built yet'));
}
