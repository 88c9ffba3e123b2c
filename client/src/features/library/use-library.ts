import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '#common/messages.js';
import type { LibraryItem, SaveLibraryBody } from '#common/schemas/library.js';
import { toast } from '@/components/ui/use-toast';
import { ApiError, api } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';
import { browserTimeZone } from '@/lib/time-zone';

/** The user's saved messages, newest first. */
export function useLibrary() {
  return useQuery({
    queryKey: queryKeys.library,
    queryFn: async () => (await api.get('/api/library', { cache: 'no-store' })).items,
  });
}

/**
 * The Library item a final mix is kept as (record 108): the copy saved from it, or the item itself
 * when the mix is a Library copy. Step 5 and the Guide offer no second save for it.
 */
export function itemKeeping(items: LibraryItem[] | undefined, audioId: string | null | undefined) {
  if (!audioId) return undefined;
  return items?.find((item) => item.sourceAudioId === audioId || item.audioId === audioId);
}

interface ChangeWords {
  done: { title: string; description: string };
  failed: { title: string; description: string };
}

/**
 * A change to the Library: its toasts (the server's words on failure, else `failed`), then the list
 * read again, and the phone links too when the change can alter what they play (`touchesLinks`).
 */
function useLibraryChange<T, R>(change: (input: T) => Promise<R>, words: ChangeWords, touchesLinks = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      toast({ ...words.done, variant: 'default' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.library }),
        touchesLinks && queryClient.invalidateQueries({ queryKey: queryKeys.phoneLinks }),
      ]);
    },
    onError: (error) =>
      toast({
        title: words.failed.title,
        description: (error instanceof ApiError && error.serverMessage) || words.failed.description,
      }),
  });
}

const itemPath = (id: string) => `/api/library/${encodeURIComponent(id)}` as const;
const saveFailed = { title: messages.library.saveFailedTitle, description: messages.library.saveFailed };

/** The device's zone goes with a save: the server dates a default title on it when there is no profile (record 136). */
export const useSaveToLibrary = () =>
  useLibraryChange((body: SaveLibraryBody) => api.post('/api/library', { timeZone: browserTimeZone(), ...body }), {
    done: { title: messages.library.savedTitle, description: messages.library.saved },
    failed: saveFailed,
  });

/** Saves a new result over a reopened item: same id and name, new audio and recipe. */
export const useReplaceLibraryAudio = () =>
  useLibraryChange(
    ({ itemId, audioId }: { itemId: string; audioId: string }) => api.put(`${itemPath(itemId)}/audio`, { audioId }),
    { done: { title: messages.library.replacedTitle, description: messages.library.replaced }, failed: saveFailed },
  );

export const useRenameLibraryItem = () =>
  useLibraryChange(
    ({ itemId, title }: { itemId: string; title: string }) => api.put(`${itemPath(itemId)}/title`, { title }),
    { done: { title: messages.library.renamed, description: messages.library.renamedDescription }, failed: saveFailed },
  );

export const useDuplicateLibraryItem = () =>
  useLibraryChange((itemId: string) => api.post(`${itemPath(itemId)}/copy`), {
    done: { title: messages.library.duplicatedTitle, description: messages.library.duplicated },
    failed: saveFailed,
  });

/** A deleted item's rules fall back to the default on the server: the links are read again to say so. */
export const useDeleteLibraryItem = () =>
  useLibraryChange(
    (itemId: string) => api.delete(itemPath(itemId)),
    {
      done: { title: messages.library.deletedTitle, description: messages.library.deleted },
      failed: { title: messages.library.deleteFailedTitle, description: messages.library.deleteFailed },
    },
    true,
  );
