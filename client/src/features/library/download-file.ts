import { messages } from '../../../../common/messages';
import { toast } from '@/components/ui/use-toast';

/**
 * Downloads a URL as a file with the given name. Fetched as a blob (not a plain link) so a failed
 * download (expired, signed out) says why in a toast instead of saving an error page as audio.
 */
export async function downloadFile(url: string, fileName: string): Promise<boolean> {
  try {
    const response = await fetch(url, { credentials: 'include' });
    if (!response.ok) {
      const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
      throw new Error(body?.message || `${response.status}: ${response.statusText}`);
    }
    const blobUrl = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = blobUrl;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked a moment later: some browsers start reading the blob only after click() returns.
    setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
    return true;
  } catch (error) {
    toast({ title: messages.library.downloadFailedTitle, description: error instanceof Error && error.message ? error.message : messages.library.downloadFailed });
    return false;
  }
}
