import type { OfflineEngine } from '../config/engine-names.js';

/**
 * The offline engines the test suite speaks with unless a test asks for others (record 128). The
 * neural voice needs about 0.6 s of a core for each second of speech, forty times RHVoice, and the
 * suite makes hundreds of recordings: they are made with the fast engines, and the neural voice's
 * own tests (voice/local/neural/) speak with it on the real model.
 */
export const SUITE_ENGINES: readonly OfflineEngine[] = ['rhvoice', 'pico', 'flite'];
