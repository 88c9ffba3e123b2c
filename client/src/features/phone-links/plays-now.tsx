import { Radio, TriangleAlert } from 'lucide-react';
import { messages } from '#common/messages.js';
import type { PhoneLinkReply } from '#common/schemas/phone-links.js';
import { Alert } from '@/components/ui/alert';
import { nextChangeText, playingLabel, type TitleOf } from './describe-playing';

/**
 * What the link plays now and when that next changes, as the server worked it out for its saved
 * schedule; rules whose message was deleted are named, since the default plays in their place.
 */
export function PlaysNow({ link, titleOf }: { link: PhoneLinkReply; titleOf: TitleOf }) {
  return (
    <div className="flex flex-col gap-2">
      <Alert variant="info" role="status" aria-label="What plays now">
        <Radio aria-hidden="true" />
        <div>
          <p className="font-semibold">Plays now: {playingLabel(link.now, titleOf)}.</p>
          <p>{nextChangeText(link.next, link.timeZone, titleOf)}</p>
        </div>
      </Alert>
      {link.defaultItemId === null || !titleOf(link.defaultItemId) ? (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <p>{messages.phoneLinkScreens.noDefault}</p>
        </Alert>
      ) : null}
      {link.brokenRules.map((index) => (
        <Alert key={index} variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <p>
            Rule {index + 1}: {messages.phoneLinkScreens.brokenRule}
          </p>
        </Alert>
      ))}
    </div>
  );
}
