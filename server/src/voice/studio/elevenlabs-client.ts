import type { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';

type ElevenLabsSdk = typeof import('@elevenlabs/elevenlabs-js');
let sdk: Promise<ElevenLabsSdk> | undefined;

/**
 * The ElevenLabs SDK, loaded on first use: importing it takes about 1.6 s of a core, which a node
 * without an ElevenLabs key never needs to pay at start, nor does each test that builds the app.
 */
export const elevenLabsSdk = (): Promise<ElevenLabsSdk> => (sdk ??= import('@elevenlabs/elevenlabs-js'));

/** A client of the API at `baseUrl`, without the SDK's own retries: our pipeline decides about retrying. */
export async function elevenLabsClient(options: { apiKey: string; baseUrl: string }): Promise<ElevenLabsClient> {
  const { ElevenLabsClient } = await elevenLabsSdk();
  return new ElevenLabsClient({ apiKey: options.apiKey, baseUrl: options.baseUrl.replace(/\/+$/, ''), maxRetries: 0 });
}
