/** The offline speech engines, best first; OFFLINE_ENGINES may leave installed ones out. */
export const OFFLINE_ENGINES = ['kokoro', 'rhvoice', 'pico', 'flite'] as const;
export type OfflineEngine = (typeof OFFLINE_ENGINES)[number];
