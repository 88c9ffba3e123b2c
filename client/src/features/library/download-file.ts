import { messages } from '#common/messages.js';
import { toast } from '@/components/ui/use-toast';
import { saveUrlAsFile } from '@/lib/save-url-as-file';

/** Downloads a Library message or a Guide export; a failure says why in a toast. */
export async function downloadFile(url: string, fileName: string): Promise<boolean> {
  try {
    await saveUrlAsFile(url, fileName);
    return true;
  } catch (error) {
    toast({
      title: messages.library.downloadFailedTitle,
      description: error instanceof Error && error.message ? error.message : messages.library.downloadFailed,
    });
    return false;
  }
}
