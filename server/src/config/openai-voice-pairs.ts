/**
 * Parses OPENAI_TTS_VOICES (`catalogue-id:engine-voice` pairs, comma-separated). Returns the
 * overrides, or a message naming the first pair that is not one.
 */
export function parseOpenAiVoices(
  value: string | undefined,
  catalogueIds: readonly string[],
): Record<string, string> | string {
  const voices: Record<string, string> = {};
  for (const pair of (value ?? '').split(',').map((p) => p.trim())) {
    if (!pair) continue;
    const match = /^([\w-]+):([\w.-]+)$/.exec(pair);
    if (!match) return `"${pair}" is not catalogue-voice:engine-voice (e.g. en-US-ken:onyx)`;
    if (!catalogueIds.includes(match[1]!)) return `"${match[1]}" is not a catalogue voice`;
    voices[match[1]!] = match[2]!;
  }
  return voices;
}
