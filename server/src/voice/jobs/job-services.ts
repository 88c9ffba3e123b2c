import type { SpeechProviders } from '../providers.js';

// The voice jobs speak through the app's speech providers, which the app hands the job queue.
declare module '../../jobs/job-definition.js' {
  interface JobServices {
    speech: SpeechProviders;
  }
}
