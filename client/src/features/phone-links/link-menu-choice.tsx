import { Phone } from 'lucide-react';
import { Link } from 'wouter';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { LibraryItem } from '#common/schemas/library.js';
import { isMenuOnly, type PhoneLinkReply } from '#common/schemas/phone-links.js';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { usePhoneMenus } from '@/features/phone-menus/use-phone-menus';
import { useSavePhoneLink } from './use-phone-links';

const words = messages.phoneMenuScreens;
const NO_MENU = 'none';

/**
 * A phone link's choice of a phone menu (issue 38, record 142): a made menu answers calls on the
 * link's TwiML address, each key leading where it says; none, the TwiML plays the link's message.
 * Saved at once, like the link's on/off switch, with the rest of the link's setting as it is.
 */
export function LinkMenuChoice({ id, link }: { id: string; link: PhoneLinkReply }) {
  const menus = usePhoneMenus().data ?? [];
  const save = useSavePhoneLink();
  const current = link.menuId ?? NO_MENU;

  function choose(value: string) {
    const menu = menus.find((m) => m.id === value);
    save.mutate({
      id: link.id,
      settings: {
        defaultItemId: link.defaultItemId,
        defaultProgrammeId: link.defaultProgrammeId,
        menuId: menu?.id ?? null,
        timeZone: link.timeZone,
        rules: link.rules,
        enabled: link.enabled,
      },
      done: menu ? formatMessage(words.linkMenuSaved, { name: menu.settings.name }) : words.linkMenuRemoved,
    });
  }

  const unmade = menus.some((menu) => !menu.ready);
  return (
    <FormField
      id={id}
      label="Phone menu on the TwiML address"
      hint={
        [isMenuOnly(link) ? '' : words.linkMenuHint, unmade ? words.linkMenuNotMade : ''].join(' ').trim() || undefined
      }
    >
      {(control) => (
        <Select value={current} onValueChange={choose} disabled={save.isPending}>
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {/* A menu's own link has no message to fall back on (issue 47): it keeps a menu. */}
            {isMenuOnly(link) ? null : <SelectItem value={NO_MENU}>No menu: it plays the message</SelectItem>}
            {menus.map((menu) => (
              <SelectItem key={menu.id} value={menu.id} disabled={!menu.ready && menu.id !== link.menuId}>
                {menu.ready ? menu.settings.name : `${menu.settings.name} (not made yet)`}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

/**
 * A link that plays an auto-attendant message and answers with no menu says that the message's
 * keys do nothing on a phone line, and offers to make the message a phone menu (issue 38).
 */
export function AttendantKeysNote({ link, items }: { link: PhoneLinkReply; items: LibraryItem[] }) {
  if (link.menuId) return null;
  const played = new Set([link.defaultItemId, ...link.rules.map((rule) => rule.itemId)]);
  const attendant = items.find((item) => played.has(item.id) && item.messageType === 'auto-attendant');
  if (!attendant) return null;
  return (
    <Alert variant="info">
      <Phone aria-hidden="true" />
      <AlertDescription className="flex flex-col items-start gap-2">
        <p>{formatMessage(words.keysDoNothing, { title: attendant.title })}</p>
        <Link
          href={`/phone-menus/new?from=${encodeURIComponent(attendant.id)}`}
          className={buttonVariants({ size: 'sm', variant: 'outline' })}
        >
          {words.makeItAMenu}
        </Link>
      </AlertDescription>
    </Alert>
  );
}
