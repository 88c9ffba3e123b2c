/**
 * Which engine voice speaks each catalogue voice on an OpenAI-compatible server. The default uses
 * OpenAI's own voices that both `tts-1` and `gpt-4o-mini-tts` know, matched by gender and character;
 * with 9 voices for 12 slots, two pairs share a voice (their accent instruction still differs on
 * models that take instructions). Self-hosted servers (Kokoro-FastAPI, openedai-speech) name
 * their voices differently, so OPENAI_TTS_VOICES overrides any slot: `en-US-ken:onyx,en-GB-hazel:bf_emma`.
 */
export const DEFAULT_OPENAI_VOICES: Record<string, string> = {
  'en-US-ken': 'onyx',
  'en-US-terrell': 'ash',
  'en-US-miles': 'echo',
  'en-US-natalie': 'nova',
  'en-US-samantha': 'shimmer',
  'en-US-claire': 'coral',
  'en-GB-hugo': 'fable',
  'en-GB-hazel': 'sage',
  'en-AU-shane': 'alloy',
  'en-AU-ivy': 'coral',
  'en-IN-rohan': 'echo',
  'en-IN-isha': 'shimmer',
};
