import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PhoneMenuReply } from '#common/schemas/phone-menus.js';
import type { MenuPublishingReply } from '#common/schemas/publishing.js';
import { request } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';
import { menuPath } from './use-phone-menus';

/** What the menu holds that its publishing reads: each prompt on or off, and which render it has. */
const madeKey = (menu: PhoneMenuReply) =>
  menu.prompts.map((prompt) => `${prompt.enabled ? '' : '-'}${prompt.audio?.version ?? 0}`).join('.');

/**
 * A menu's publishing (issue 48): each connection, how far behind the menu it is, what it holds
 * that is off here, and the last publishes. Read anew when the menu is made or saved again (its
 * prompts are in the key) and when a connection changes (it sits under the connections' key);
 * until the new answer comes, the last one stays on the page.
 */
export function useMenuPublishing(menu: PhoneMenuReply) {
  return useQuery({
    queryKey: [...queryKeys.menuPublishing(menu.id), madeKey(menu)],
    // Typed by hand: the path also fits GET /api/phone-menus/:id's pattern, so the route table would give both replies.
    queryFn: () => request<MenuPublishingReply>('GET', `${menuPath(menu.id)}/publishing`, { cache: 'no-store' }),
    placeholderData: keepPreviousData,
  });
}
