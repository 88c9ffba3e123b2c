import type { MessageType } from '#common/constants.js';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { toast } from '@/components/ui/use-toast';
import { saveUrlAsFile } from '@/lib/save-url-as-file';
import { downloadFileName } from './audio-format';

/**
 * Download MP3 (spec §7, §8): the final file is fetched as a blob (so a 410 after 24 hours is a
 * clear 'Download Failed' with the server's reason, not a broken file) and saved under the company's
 * name and what it is.
 */
export async function downloadMp3(audioUrl: string, companyName: string, messageType: MessageType): Promise<void> {
  const filename = downloadFileName(companyName, messageType);
  try {
    await saveUrlAsFile(audioUrl, filename);
    toast({
      title: messages.generation.downloadCompleteTitle,
      description: formatMessage(messages.generation.downloadComplete, { filename }),
      variant: 'default',
    });
  } catch (error) {
    // The server's reason (the 24 hours are over, say) beside the spec's words.
    const reason = error instanceof Error && error.message ? ` ${error.message}` : '';
    toast({
      title: messages.generation.downloadFailedTitle,
      description: `${messages.generation.downloadFailed}${reason}`,
    });
  }
}
