import { Link2, RefreshCw, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { messages } from '#common/messages.js';
import type { LibraryItem } from '#common/schemas/library.js';
import { isMenuOnly, type PhoneLinkReply } from '#common/schemas/phone-links.js';
import type { ProgrammeReply } from '#common/schemas/programmes.js';
import { ConfirmDeleteDialog, ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { AddressField } from './address-field';
import { CheckMoment } from './check-moment';
import { AttendantKeysNote, LinkMenuChoice } from './link-menu-choice';
import { lastFetchedText, type TitleOf } from './describe-playing';
import { MenuAnswers } from './menu-answers';
import { PlaysNow } from './plays-now';
import { ScheduleEditor } from './schedule-editor';
import { TwilioSteps } from './twilio-steps';
import { useDeletePhoneLink, useNewPhoneLinkAddress, useSavePhoneLink } from './use-phone-links';

const words = messages.phoneLinkScreens;

/**
 * One phone link (record 110): its addresses with Copy, on/off, the phone menu answering on its
 * TwiML address (issue 38) and what a call then hears, where the address goes on Twilio, what plays
 * now and next, when a phone system last fetched it, its schedule, a new address, delete. A menu's
 * own link (issue 47) plays nothing itself: it shows only what concerns calls.
 */
export function PhoneLinkCard({
  link,
  number,
  items,
  programmes,
  now,
}: {
  link: PhoneLinkReply;
  number: number;
  items: LibraryItem[];
  programmes: ProgrammeReply[];
  now: Date;
}) {
  const titleOf: TitleOf = ({ itemId, programmeId }) =>
    itemId
      ? items.find((item) => item.id === itemId)?.title
      : programmes.find((programme) => programme.id === programmeId)?.title;
  const name = `Phone link ${number}`;
  const headingId = `link-${link.id}-heading`;
  const id = `link-${link.id}`;
  const toggle = useSavePhoneLink();

  function turn(enabled: boolean) {
    toggle.mutate({
      id: link.id,
      settings: {
        defaultItemId: link.defaultItemId,
        defaultProgrammeId: link.defaultProgrammeId,
        // Named, as a menu's own link must name its menu (issue 47).
        menuId: link.menuId,
        timeZone: link.timeZone,
        rules: link.rules,
        enabled,
      },
      done: enabled ? words.turnedOn : words.turnedOff,
    });
  }

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-5 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
            <Link2 aria-hidden="true" className="size-5 text-primary" />
            {name}
          </h3>
          <p className="text-sm text-muted-foreground">{lastFetchedText(link, now)}</p>
        </div>
        <div className="flex items-center gap-2">
          <Switch id={`${id}-enabled`} checked={link.enabled} disabled={toggle.isPending} onCheckedChange={turn} />
          {/* A name that stays put: the switch itself says on or off. */}
          <Label htmlFor={`${id}-enabled`}>Live</Label>
        </div>
      </div>
      {isMenuOnly(link) ? (
        <>
          <AddressField id={`${id}-twiml`} label="TwiML address" url={link.urls.twiml} hint={words.twimlMenuHint} />
          <TwilioSteps id={`${id}-twilio`} />
          <MenuAnswers link={link} />
          <LinkMenuChoice id={`${id}-menu`} link={link} />
        </>
      ) : (
        <>
          <AddressField
            id={`${id}-mp3`}
            label="MP3 address"
            url={link.urls.mp3}
            hint="Phone systems fetch this without signing in. Anyone with the address can hear the message, and nothing else."
          />
          <details className="group rounded-lg border border-border px-4 py-3">
            <summary className="cursor-pointer text-sm font-medium">Other formats: 8 kHz WAV and Twilio TwiML</summary>
            <div className="mt-4 flex flex-col gap-4">
              <AddressField id={`${id}-ulaw`} label="WAV, 8 kHz µ-law address" url={link.urls['wav-ulaw-8k']} />
              <AddressField id={`${id}-pcm`} label="WAV, 8 kHz 16-bit PCM address" url={link.urls['wav-pcm-8k']} />
              <AddressField
                id={`${id}-twiml`}
                label="TwiML address"
                url={link.urls.twiml}
                hint={link.menuId ? words.twimlMenuHint : 'For Twilio: plays the MP3 on a loop until the call ends.'}
              />
              <TwilioSteps id={`${id}-twilio`} />
            </div>
          </details>
          <LinkMenuChoice id={`${id}-menu`} link={link} />
          <MenuAnswers link={link} />
          <AttendantKeysNote link={link} items={items} />
          <PlaysNow link={link} titleOf={titleOf} programmes={programmes} />
          <CheckMoment link={link} titleOf={titleOf} />
          <ScheduleEditor link={link} items={items} programmes={programmes} />
        </>
      )}
      <LinkActions link={link} number={number} />
    </Card>
  );
}

/** New address and Delete, each asking first: either stops the current address at once. */
function LinkActions({ link, number }: { link: PhoneLinkReply; number: number }) {
  const renew = useNewPhoneLinkAddress();
  const remove = useDeletePhoneLink();
  const [asking, setAsking] = useState<'renew' | 'delete' | null>(null);
  const renewButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const close = () => setAsking(null);

  return (
    <div className="flex flex-wrap gap-2 border-t border-border pt-4">
      <Button
        ref={renewButton}
        variant="outline"
        size="sm"
        onClick={() => setAsking('renew')}
        aria-label={`New address for link ${number}`}
      >
        <RefreshCw aria-hidden="true" />
        New address
      </Button>
      <Button
        ref={deleteButton}
        variant="ghost"
        size="sm"
        className="text-muted-foreground hover:text-destructive"
        onClick={() => setAsking('delete')}
        aria-label={`Delete link ${number}`}
      >
        <Trash2 aria-hidden="true" />
        Delete link
      </Button>
      <ConfirmDialog
        open={asking === 'renew'}
        onOpenChange={(open) => setAsking(open ? 'renew' : null)}
        title={words.newAddressConfirmTitle}
        description={words.newAddressConfirm}
        busy={renew.isPending}
        returnFocus={renewButton}
        confirmLabel="Make a new address"
        confirmIcon={RefreshCw}
        onConfirm={() => renew.mutate(link.id, { onSettled: close })}
      />
      <ConfirmDeleteDialog
        open={asking === 'delete'}
        onOpenChange={(open) => setAsking(open ? 'delete' : null)}
        title={words.deleteConfirmTitle}
        description={words.deleteConfirm}
        busy={remove.isPending}
        returnFocus={deleteButton}
        onConfirm={() => remove.mutate(link.id, { onSettled: close })}
      />
    </div>
  );
}
