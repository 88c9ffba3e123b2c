import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { PhoneLinkSettings } from '#common/schemas/phone-links.js';
import { toast } from '@/components/ui/use-toast';
import { api, serverReason } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';
import type { Target } from './schedule-draft';

const words = messages.phoneLinkScreens;

/** The user's phone links (record 110), oldest first as the server lists them. */
export function usePhoneLinks() {
  return useQuery({
    queryKey: queryKeys.phoneLinks,
    queryFn: async () => (await api.get('/api/phone-links', { cache: 'no-store' })).links,
    // What plays now, the next change and the last fetch move on by themselves.
    refetchInterval: 60_000,
  });
}

/**
 * A change to a link: a toast either way, then the links read again (what plays now and next is
 * the server's answer, never worked out here).
 */
function useLinkChange<T>(change: (input: T) => Promise<unknown>, failedTitle: string, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.phoneLinks }),
    onError: (error) => toast({ title: failedTitle, description: serverReason(error, failed) }),
  });
}

const linkPath = (id: string) => `/api/phone-links/${encodeURIComponent(id)}` as const;

/** What a new link plays (`title` names it in the toast), or, for a menu's own link (issue 47), the menu it answers with. */
export type NewLink = { target: Target; title: string } | { menu: { id: string; name: string } };

export function useCreatePhoneLink() {
  return useLinkChange(
    async (link: NewLink) => {
      const [body, description] =
        'menu' in link
          ? [{ menuId: link.menu.id }, formatMessage(words.menuLinkCreated, { name: link.menu.name })]
          : [link.target, formatMessage(words.created, { title: link.title })];
      const reply = await api.post('/api/phone-links', body);
      toast({ title: words.createdTitle, description, variant: 'default' });
      return reply;
    },
    words.createFailedTitle,
    words.createFailed,
  );
}

/** PUT: the link's whole setting; `done` says what the user changed (saved, on, off). */
export function useSavePhoneLink() {
  return useLinkChange(
    async ({ id, settings, done }: { id: string; settings: PhoneLinkSettings; done: string }) => {
      const reply = await api.put(linkPath(id), settings);
      toast({ title: words.savedTitle, description: done, variant: 'default' });
      return reply;
    },
    words.saveFailedTitle,
    words.saveFailed,
  );
}

export function useNewPhoneLinkAddress() {
  return useLinkChange(
    async (id: string) => {
      const reply = await api.post(`${linkPath(id)}/new-address`);
      toast({ title: words.newAddressTitle, description: words.newAddress, variant: 'default' });
      return reply;
    },
    words.failedTitle,
    words.failed,
  );
}

export function useDeletePhoneLink() {
  return useLinkChange(
    async (id: string) => {
      const reply = await api.delete(linkPath(id));
      toast({ title: words.deletedTitle, description: words.deleted, variant: 'default' });
      return reply;
    },
    words.failedTitle,
    words.failed,
  );
}
