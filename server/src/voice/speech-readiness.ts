import type { SpeechProvider } from './speech-provider.js';

export type EngineState = 'starting' | 'ready' | 'failed';

/**
 * Whether the offline engine really speaks: one short phrase is rendered when the server starts
 * (which also loads the WebAssembly build, so the first user does not wait for it). The health
 * check reports the state; a failure is retried on the next look.
 */
export function trackSpeechReadiness(local: SpeechProvider, log: { error(obj: object, msg: string): void }) {
  let state: EngineState = 'starting';
  const check = () => {
    state = 'starting';
    local.synthesize('Ready.', { catalogueId: 'en-US-ken' }, { rate: 0, pitch: 0 }).then(
      (audio) => (state = audio.kind === 'pcm' && audio.pcm.samples.length > 0 ? 'ready' : 'failed'),
      (err: unknown) => {
        state = 'failed';
        log.error({ err }, 'the offline speech engine failed its start-up check');
      },
    );
  };
  check();
  return {
    state(): EngineState {
      const current = state;
      if (current === 'failed') check();
      return current;
    },
  };
}
