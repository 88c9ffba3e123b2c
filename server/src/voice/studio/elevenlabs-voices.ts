/**
 * ElevenLabs' premade voices chosen for each catalogue voice (gender and accent alike where the
 * library has one): the fallback when the account's own voice list is not available (the live
 * list replaces retired ones, studio-voice-list.ts). Cloned voices use their own id instead.
 */
const PREMADE_ELEVENLABS_VOICES: Record<string, string> = {
  'en-US-ken': 'pNInz6obpgDQGcFmaJgB', // Adam
  'en-US-terrell': 'VR6AewLTigWG4xSOukaG', // Arnold
  'en-US-miles': 'TxGEqnHWrfWFTfGW9XjX', // Josh
  'en-US-natalie': '21m00Tcm4TlvDq8ikWAM', // Rachel
  'en-US-samantha': 'MF3mGyEYCl7XYWbV9V6O', // Elli
  'en-US-claire': 'EXAVITQu4vr4xnAvoEqN', // Bella
  'en-GB-hugo': 'onwK4e9ZLuTAKqWW03F9', // Daniel
  'en-GB-hazel': 'pFZP5JQG7iQjIQuC4Bku', // Lily
  'en-AU-shane': 'IKne3meq5aSn9XLyUdCD', // Charlie
  'en-AU-ivy': 'XB0fDUnXU5powFXDhCwa', // Charlotte
  'en-IN-rohan': 'ErXwobaYiN019PkySvjV', // Antoni
  'en-IN-isha': 'AZnzlk1XvdvUeBnXmlld', // Domi
  // The Spanish voices (record 144): premade voices speak Spanish on the multilingual model.
  'es-US-lucia': 'XrExE9yKIg1WjnnlVkGX', // Matilda
  'es-US-mateo': 'GBv7mTt0atIp3Br8iCZE', // Thomas
};

export function premadeElevenLabsVoice(catalogueId: string): string {
  return PREMADE_ELEVENLABS_VOICES[catalogueId] ?? PREMADE_ELEVENLABS_VOICES['en-US-ken']!;
}
