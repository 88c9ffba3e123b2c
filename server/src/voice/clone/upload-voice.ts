import path from 'node:path';
import { messages } from '#common/messages.js';
import type { UploadVoiceReply } from '#common/schemas/voices.js';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { insertCustomVoice } from '../custom-voices.js';
import type { SpeechProviders } from '../providers.js';
import { StudioError } from '../studio/studio-error.js';
import { analyseSample } from './analyse-sample.js';
import { matchLocalVoice } from './match-local-voice.js';
import type { VoiceUpload } from './read-voice-upload.js';

/** The consent checkbox's value when ticked. */
const CONSENT_VALUES = new Set(['true', 'on', 'yes', '1']);

/**
 * POST /api/elevenlabs/upload-voice (record 053): the sample is analysed first; the user must
 * have confirmed the speaker's consent; then ElevenLabs instant cloning when its key is set, or a
 * matched offline voice otherwise. Either way the voice is stored for this user only.
 */
export async function uploadVoice(
  ctx: ServiceContext,
  providers: SpeechProviders,
  userId: string,
  upload: VoiceUpload,
): Promise<UploadVoiceReply> {
  const analysis = await analyseSample(ctx.ffmpeg.path, upload.file);
  if (!CONSENT_VALUES.has((upload.fields.consent ?? '').toLowerCase()))
    throw new AppError(400, messages.voice.consentRequired);

  const voiceName = voiceNameFrom(upload);
  const match = matchLocalVoice(analysis);
  const common = {
    userId,
    name: voiceName,
    baseVoiceId: match.baseVoiceId,
    sampleSeconds: analysis.seconds,
    consentAt: ctx.clock.now(),
  };

  if (providers.elevenlabs?.clone) {
    let externalVoiceId: string;
    try {
      externalVoiceId = await providers.elevenlabs.clone({
        name: voiceName,
        sample: upload.file,
        fileName: upload.fileName,
        mimeType: upload.mimeType,
      });
    } catch (error) {
      if (error instanceof StudioError) throw new AppError(error.httpStatus, error.message, {}, 'studio_failed');
      throw error;
    }
    // The matched tuning is kept too, so the clone can still be spoken offline if ElevenLabs fails.
    const voice = await insertCustomVoice(ctx.database.db, {
      ...common,
      provider: 'elevenlabs',
      externalVoiceId,
      localTuning: match.tuning,
    });
    return { voiceId: voice.id, voiceName, kind: 'clone', baseVoiceId: match.baseVoiceId, notes: analysis.notes };
  }

  const voice = await insertCustomVoice(ctx.database.db, { ...common, provider: 'local', localTuning: match.tuning });
  return { voiceId: voice.id, voiceName, kind: 'match', baseVoiceId: match.baseVoiceId, notes: analysis.notes };
}

/** The name the user typed, else the file's name without its extension. */
function voiceNameFrom(upload: VoiceUpload): string {
  const typed = (upload.fields.voiceName ?? '').trim();
  const fromFile = path.basename(upload.fileName, path.extname(upload.fileName)).replace(/[_-]+/g, ' ').trim();
  return (typed || fromFile || 'My voice').slice(0, 60);
}
