/**
 * Saves what `url` answers as a file named `fileName`. Fetched as a blob (not a plain link) so a
 * failed download (expired, signed out) can be told in a toast instead of saving an error page
 * as audio. Throws with the server's message, or `status: statusText`.
 */
export async function saveUrlAsFile(url: string, fileName: string): Promise<void> {
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
}
