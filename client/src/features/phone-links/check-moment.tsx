import { useMutation } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import type { ReplyOf } from '#common/api-routes.js';
import { messages } from '#common/messages.js';
import type { PhoneLinkReply } from '#common/schemas/phone-links.js';
import { BusyIcon } from '@/components/busy-icon';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError, request } from '@/lib/api';
import { nextChangeText, playingLabel, type TitleOf } from './describe-playing';
import { isoToZoned, zonedToIso } from './zoned-time';

type PlaysReply = ReplyOf<'GET', '/api/phone-links/id/plays'>;

/**
 * "Check a date and time": a moment on the link's clocks, and the server's answer for its saved
 * schedule (what plays then and the next change after). The query string is outside the typed
 * paths, so the reply's type is named from the route table here.
 */
export function CheckMoment({ link, titleOf }: { link: PhoneLinkReply; titleOf: TitleOf }) {
  const [moment, setMoment] = useState(() => isoToZoned(new Date(), link.timeZone));
  const id = `link-${link.id}-check`;
  const ask = useMutation({
    mutationFn: (at: string) =>
      request<PlaysReply>('GET', `/api/phone-links/${encodeURIComponent(link.id)}/plays?at=${encodeURIComponent(at)}`),
  });
  const [problem, setProblem] = useState<string>();

  function check() {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(moment)) {
      setProblem(messages.phoneLinkScreens.checkInvalid);
      return;
    }
    setProblem(undefined);
    ask.mutate(zonedToIso(moment, link.timeZone));
  }

  const failure = ask.error && ((ask.error instanceof ApiError && ask.error.serverMessage) || ask.error.message);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        check();
      }}
    >
      <div className="flex flex-wrap items-start gap-2">
        <FormField
          id={id}
          label="Check a date and time"
          hint={`On ${link.timeZone.replaceAll('_', ' ')} clocks, for the saved schedule.`}
          error={problem ?? failure ?? undefined}
          className="min-w-56 flex-1 sm:flex-none"
        >
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              value={moment}
              onChange={(event) => setMoment(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" variant="outline" disabled={ask.isPending} className="sm:mt-7">
          <BusyIcon busy={ask.isPending} icon={Search} />
          Check
        </Button>
      </div>
      {ask.data ? (
        <p role="status" aria-label="Plays at the chosen time" className="text-sm">
          <span className="font-semibold">Then plays: {playingLabel(ask.data.now, titleOf)}.</span>{' '}
          {nextChangeText(ask.data.next, link.timeZone, titleOf)}
        </p>
      ) : null}
    </form>
  );
}
