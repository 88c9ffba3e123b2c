import { LIMITS } from '#common/constants.js';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { UploadVoiceReply } from '#common/schemas/voices.js';
import { toast } from '@/components/ui/use-toast';
import { ApiError, api } from '@/lib/api';

const AUDIO_EXTENSIONS = /\.(mp3|wav|m4a|aac|ogg|oga|opus|flac|webm|weba)$/i;

/**
 * Spec §5: the quick checks before upload, each with its toast. The server decodes the file
 * anyway (a renamed text file is caught there); this only spares the user a pointless upload.
 */
export function checkVoiceFile(file: File): boolean {
  if (!file.type.startsWith('audio/') && !AUDIO_EXTENSIONS.test(file.name)) {
    toast({ title: messages.voice.invalidFileTypeTitle, description: messages.voice.invalidFileType });
    return false;
  }
  if (file.size > LIMITS.maxCloneFileBytes) {
    toast({ title: messages.voice.fileTooLargeTitle, description: messages.voice.fileTooLarge });
    return false;
  }
  return true;
}

/** Uploads the sample with the consent confirmation; toasts success or 'Voice cloning failed' (spec §8, record 053). */
export async function uploadVoiceSample(file: File): Promise<UploadVoiceReply | null> {
  const form = new FormData();
  form.append('consent', 'true');
  form.append('voiceFile', file, file.name);
  try {
    const reply = await api.post('/api/elevenlabs/upload-voice', form);
    const cloned = reply.kind === 'clone';
    toast({
      title: cloned ? messages.voice.clonedTitle : messages.voice.matchedTitle,
      description: formatMessage(cloned ? messages.voice.clonedDescription : messages.voice.matchedDescription, {
        voiceName: reply.voiceName,
      }),
      variant: 'default',
    });
    return reply;
  } catch (error) {
    const description =
      error instanceof ApiError
        ? (error.serverMessage ?? messages.voice.cloneFailedDefault)
        : messages.voice.cloneFailedDefault;
    toast({ title: messages.voice.cloneFailedTitle, description });
    return null;
  }
}
