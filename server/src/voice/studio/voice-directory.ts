import type { FastifyBaseLogger } from 'fastify';
import type { AccountVoice } from './account-voices.js';
import { mapCatalogue } from './map-catalogue.js';
import type { StudioId } from './studio-error.js';

/**
 * A studio's current voice for each catalogue slot: the static table until the account's list has
 * been read, then the mapping from it, read again every few hours (record 074). A failed read keeps
 * the last good mapping (or the static table) and is logged; speech never waits for it.
 */
const REFRESH_MS = 6 * 60 * 60 * 1000;

export interface VoiceDirectory {
  readonly voiceFor: (catalogueId: string) => string;
  /** Reads the account's voices now; resolves when the mapping is in place (or the read failed). */
  refresh(): Promise<void>;
  start(): void;
  stop(): void;
}

export function createVoiceDirectory(options: {
  service: StudioId;
  read: () => Promise<AccountVoice[]>;
  fallback: (catalogueId: string) => string;
  log?: FastifyBaseLogger;
}): VoiceDirectory {
  let mapped = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  const directory: VoiceDirectory = {
    voiceFor: (catalogueId) => mapped.get(catalogueId) ?? options.fallback(catalogueId),
    async refresh() {
      try {
        const voices = await options.read();
        const mapping = mapCatalogue(voices, options.fallback);
        mapped = new Map(mapping.map((m) => [m.catalogueId, m.voiceId]));
        options.log?.info(
          {
            service: options.service,
            accountVoices: voices.length,
            mapping: Object.fromEntries(mapping.map((m) => [m.catalogueId, `${m.voiceName || m.voiceId} (${m.how})`])),
          },
          'studio voices mapped to the catalogue',
        );
      } catch (error) {
        options.log?.warn(
          { service: options.service, err: error },
          'could not read the studio account’s voices; keeping the last mapping',
        );
      }
    },
    start() {
      if (timer) return;
      void directory.refresh();
      timer = setInterval(() => void directory.refresh(), REFRESH_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
  return directory;
}
