import { Radio, TriangleAlert } from 'lucide-react';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { defaultKey } from '#common/schedule.js';
import type { PhoneLinkReply } from '#common/schemas/phone-links.js';
import type { ProgrammeReply } from '#common/schemas/programmes.js';
import { Alert } from '@/components/ui/alert';
import { nextChangeText, playingLabel, type TitleOf } from './describe-playing';

const words = messages.phoneLinkScreens;

/**
 * What the link plays now and when that next changes, as the server worked it out for its saved
 * schedule; rules whose message or programme was deleted are named, since the default plays in
 * their place, and a programme changed since it was made is named, since its last render plays.
 */
export function PlaysNow({
  link,
  titleOf,
  programmes,
}: {
  link: PhoneLinkReply;
  titleOf: TitleOf;
  programmes: ProgrammeReply[];
}) {
  const noDefault =
    defaultKey(link) === null || !titleOf({ itemId: link.defaultItemId, programmeId: link.defaultProgrammeId });
  const named = new Set([link.defaultProgrammeId, ...link.rules.map((rule) => rule.programmeId)]);
  const outOfDate = programmes.filter(
    (programme) => named.has(programme.id) && programme.render && programme.outOfDate,
  );
  return (
    <div className="flex flex-col gap-2">
      <Alert variant="info" role="status" aria-label="What plays now">
        <Radio aria-hidden="true" />
        <div>
          <p className="font-semibold">Plays now: {playingLabel(link.now, titleOf)}.</p>
          <p>{nextChangeText(link.next, link.timeZone, titleOf)}</p>
        </div>
      </Alert>
      {outOfDate.map((programme) => (
        <Alert key={programme.id} variant="default">
          <TriangleAlert aria-hidden="true" />
          <p>{formatMessage(words.outOfDate, { title: programme.title })}</p>
        </Alert>
      ))}
      {noDefault ? (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <p>{words.noDefault}</p>
        </Alert>
      ) : null}
      {link.brokenRules.map((index) => (
        <Alert key={index} variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <p>
            Rule {index + 1}: {link.rules[index]?.programmeId ? words.brokenProgrammeRule : words.brokenRule}
          </p>
        </Alert>
      ))}
    </div>
  );
}
