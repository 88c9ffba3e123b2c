import { formatMessage } from '../../../../../common/format-message';
import { messages } from '../../../../../common/messages';
import { toast } from '@/components/ui/use-toast';
import { downloadFileName } from './audio-format';

/**
 * Download MP3 (spec §7, §8): the final file is fetched as a blob (so a 410 after 24 hours is a
 * clear 'Download Failed', not a broken file) and saved under the company's name.
 */
export async function downloadMp3(audioUrl: string, companyName: string): Promise<void> {
  const filename = downloadFileName(companyName);
  try {
    const response = await fetch(audioUrl, { credentials: 'include' });
    if (!response.ok) throw new Error(`${response.status}`);
    const blob = await response.blob();
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has taken its copy once the click is handled; free the blob soon after.
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
    toast({ title: messages.generation.downloadCompleteTitle, description: formatMessage(messages.generation.downloadComplete, { filename }), variant: 'default' });
  } catch {
    toast({ title: messages.generation.downloadFailedTitle, description: messages.generation.downloadFailed });
  }
}
