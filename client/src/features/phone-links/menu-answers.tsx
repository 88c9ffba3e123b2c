import { PhoneCall } from 'lucide-react';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { isMenuOnly, type PhoneLinkReply } from '#common/schemas/phone-links.js';
import { Alert } from '@/components/ui/alert';
import { usePhoneMenus } from '@/features/phone-menus/use-phone-menus';

const words = messages.phoneLinkScreens;

/**
 * What a call to a link's TwiML address hears when a phone menu answers there (issue 47): the menu,
 * by its own hours and closures. A link that also plays a message says plainly that its rules
 * choose only what the audio addresses play, never what a call hears.
 */
export function MenuAnswers({ link }: { link: PhoneLinkReply }) {
  const menu = (usePhoneMenus().data ?? []).find((m) => m.id === link.menuId);
  if (!link.menuId || !menu) return null;
  const { hours, closures } = menu.settings;
  const holidayPlays = closures.length > 0 && menu.prompts.some((p) => p.kind === 'holiday' && p.enabled);
  const when =
    (hours.length > 0 ? words.menuAnswersByHours : words.menuAnswersAlways) +
    (holidayPlays ? words.menuAnswersClosures : '');
  return (
    <Alert variant="info" role="status" aria-label="What a call hears">
      <PhoneCall aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{formatMessage(words.menuAnswers, { name: menu.settings.name, when })}</p>
        <p>{isMenuOnly(link) ? words.menuOnlyAudio : words.menuDecides}</p>
      </div>
    </Alert>
  );
}
