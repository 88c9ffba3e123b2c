import { RefreshCw, Trash2, Wand2 } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { LANGUAGE_NAMES, otherLanguage } from '#common/bilingual.js';
import { formatMessage } from '#common/format-message.js';
import type { MessageLanguage } from '#common/message-language.js';
import type { TargetSystemId } from '#common/phone-system-limits.js';
import { messages } from '#common/messages.js';
import { characterCount, fieldLimitError } from '#common/schemas/field-limits.js';
import { promotionsError } from '#common/schemas/promotions.js';
import {
  withoutRepeats,
  type ProgrammeSuggestionReply,
  type SuggestedMessage,
} from '#common/schemas/programme-suggestion.js';
import { PROGRAMME_GAP_SECONDS, type ProgrammeReply } from '#common/schemas/programmes.js';
import { Alert } from '@/components/ui/alert';
import { BusyIcon } from '@/components/busy-icon';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useMusicTracks } from '@/features/admin/use-music-tracks';
import { SystemSelect } from '../system-select';
import { TrackSelect } from '../track-select';
import { ApiError } from '@/lib/api';
import { JobProgress } from '@/components/job-progress';
import { useWizardState } from '@/features/wizard/wizard-store';
import { useProgrammes } from '../use-programmes';
import { makingWords } from './making-words';
import { studioVoiceFor, voiceRequest, voicesIn } from './suggestion-voices';
import { useMakeProgramme } from './use-make-programme';

type Suggestion = ProgrammeSuggestionReply['suggestion'];

/** Hours and offers typed in the dialog: the suggestion is written again with them, and kept if the user agrees. */
export interface SuggestionDetails {
  businessHours: string;
  /** One offer a line, as step 3's promotions. */
  offers: string;
  /** The user agreed to keep them in the business profile (issue 40): off until ticked. */
  keep: boolean;
}

const words = messages.programmeSuggestion;
/** The wizard's default music volume (spec §9); the Programmes page changes it later. */
const DEFAULT_VOLUME = 15;

const scriptProblem = (script: string) =>
  script.trim() === '' ? messages.scripts.contentRequired : fieldLimitError('scriptContent', script);
const titleProblem = (title: string) =>
  title.trim() === '' ? messages.programmes.titleRequired : fieldLimitError('libraryTitle', title);

/**
 * The suggested programme for the user to edit before anything is made (record 118): each
 * message's script, removing messages, the one voice and the track; then the messages are made
 * into Library items and a programme of them.
 */
export function SuggestionDialog({
  suggestion,
  rewrite,
  onClose,
  onMade,
}: {
  suggestion: Suggestion;
  rewrite: {
    details: SuggestionDetails;
    setDetails: (details: SuggestionDetails) => void;
    run: () => void;
    /** Written in both languages (record 147); changing it writes the programme again. */
    bilingual: boolean;
    setBilingual: (bilingual: boolean) => void;
    pending: boolean;
    failure: string | null;
    /** The last writing kept them in the profile. */
    kept: boolean;
  };
  onClose: () => void;
  onMade: (programme: ProgrammeReply) => void;
}) {
  const [title, setTitle] = useState(suggestion.title);
  const [parts, setParts] = useState<SuggestedMessage[]>(suggestion.messages);
  // The profile's language is the suggestion's first; a bilingual one has the other beside it (record 147).
  const first = suggestion.messages[0]?.language ?? 'en';
  const second = suggestion.messages.some((m) => m.language !== first) ? otherLanguage(first) : null;
  // The voices chosen in the studio (record 156): a programme sounds like the user's other messages.
  const { formData } = useWizardState();
  const chosen = [formData.voiceType, formData.secondVoiceType];
  const [voiceId, setVoiceId] = useState(() => studioVoiceFor(first, chosen));
  const [otherVoiceId, setOtherVoiceId] = useState(() => studioVoiceFor(otherLanguage(first), chosen));
  // Asked here (record 156): the system the user's newest programme is for, else "Another system".
  const newest = useProgrammes().data?.[0];
  const [targetSystem, setTargetSystem] = useState<TargetSystemId>(newest?.targetSystem ?? 'other');
  const { data: tracks } = useMusicTracks();
  const [trackId, setTrackId] = useState<string | undefined>();
  const chosenTrack = trackId ?? tracks?.[0]?.id;
  const make = useMakeProgramme((programme) => {
    onMade(programme);
    onClose();
  });
  const order = withoutRepeats(suggestion.order.filter((key) => parts.some((p) => p.key === key)));
  const problems = [titleProblem(title), ...parts.map((p) => scriptProblem(p.script))];
  const ready = Boolean(chosenTrack) && parts.length > 0 && problems.every((p) => !p);

  function submit() {
    make.mutate({
      title: title.trim(),
      messages: parts.map(({ key, title: partTitle, script, language }) => ({
        key,
        title: partTitle,
        script,
        language,
      })),
      order,
      voice: voiceRequest(voiceId, first),
      ...(second ? { otherVoice: voiceRequest(otherVoiceId, second) } : {}),
      trackId: chosenTrack!,
      volume: DEFAULT_VOLUME,
      gapSeconds: PROGRAMME_GAP_SECONDS.default,
      targetSystem,
    });
  }

  const failure =
    make.error instanceof ApiError
      ? (make.error.serverMessage ?? make.error.message)
      : make.error
        ? messages.generic.networkError
        : null;

  return (
    <Dialog open onOpenChange={(open) => !open && !make.isPending && onClose()}>
      {/* One column no wider than the dialog: a voice's long description is cut in its list, never widening it past a phone. */}
      <DialogContent className="max-w-2xl grid-cols-[minmax(0,1fr)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{words.dialogTitle}</DialogTitle>
          <DialogDescription>{words.dialogDescription}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) submit();
          }}
        >
          <BilingualChoice bilingual={rewrite.bilingual} onChange={rewrite.setBilingual} pending={rewrite.pending} />
          <RewriteFields {...rewrite} />
          <FormField
            id="suggestion-title"
            label={words.titleLabel}
            hint={characterCount('libraryTitle', title)}
            error={titleProblem(title)}
          >
            {(control) => <Input {...control} value={title} onChange={(e) => setTitle(e.target.value)} />}
          </FormField>
          <ul className="flex flex-col gap-4">
            {parts.map((part) => (
              <li key={part.key} className="flex flex-col gap-2 rounded-md border border-border p-3">
                <div className="flex items-center justify-between gap-2">
                  <div className="flex flex-col gap-0.5">
                    <h3 className="font-medium">{part.title}</h3>
                    {order.includes(part.key) ? null : (
                      <p className="text-sm text-muted-foreground">{words.notPlayed}</p>
                    )}
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`${words.remove} ${part.title}`}
                    onClick={() => setParts((all) => all.filter((p) => p.key !== part.key))}
                  >
                    <Trash2 aria-hidden="true" />
                    {words.remove}
                  </Button>
                </div>
                <FormField
                  id={`suggestion-script-${part.key}`}
                  label={words.scriptLabel}
                  hint={characterCount('scriptContent', part.script)}
                  error={scriptProblem(part.script)}
                >
                  {(control) => (
                    <Textarea
                      {...control}
                      // Spell-check and screen readers in the message's own language (issue 39).
                      lang={part.language}
                      rows={5}
                      value={part.script}
                      onChange={(e) =>
                        setParts((all) => all.map((p) => (p.key === part.key ? { ...p, script: e.target.value } : p)))
                      }
                    />
                  )}
                </FormField>
              </li>
            ))}
          </ul>
          <section aria-labelledby="suggestion-order">
            <h3 id="suggestion-order" className="mb-2 font-medium">
              {words.order}
            </h3>
            <ol className="list-decimal pl-6 text-sm">
              {order.map((key, i) => (
                <li key={`${key}-${i}`}>{parts.find((p) => p.key === key)!.title}</li>
              ))}
            </ol>
          </section>
          <VoiceSelect
            id="suggestion-voice"
            language={first}
            named={second !== null || first !== 'en'}
            value={voiceId}
            onChange={setVoiceId}
          />
          {second ? (
            <VoiceSelect
              id="suggestion-other-voice"
              language={second}
              named
              value={otherVoiceId}
              onChange={setOtherVoiceId}
            />
          ) : null}
          <TrackSelect
            id="suggestion-track"
            label={words.trackLabel}
            tracks={tracks ?? []}
            value={chosenTrack ?? ''}
            onChange={setTrackId}
          />
          <SystemSelect id="suggestion-system" value={targetSystem} onChange={setTargetSystem} />
          {failure ? (
            <Alert variant="destructive" role="alert">
              {failure}
            </Alert>
          ) : null}
          {make.isPending ? (
            <JobProgress
              status={make.status}
              onCancel={make.cancel}
              doing={words.makingLabel}
              now={makingWords(make.status)}
            />
          ) : (
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={onClose}>
                {words.cancel}
              </Button>
              <Button type="submit" disabled={!ready}>
                <Wand2 aria-hidden="true" />
                {words.make}
              </Button>
            </div>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** One language's voice list, labelled with the language where the programme is not English only. */
function VoiceSelect({
  id,
  language,
  named,
  value,
  onChange,
}: {
  id: string;
  language: MessageLanguage;
  named: boolean;
  value: string;
  onChange: (voiceId: string) => void;
}) {
  const label = named ? formatMessage(words.voiceInLanguage, { language: LANGUAGE_NAMES[language] }) : words.voiceLabel;
  return (
    <FormField id={id} label={label}>
      {(control) => (
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {voicesIn(language).map((voice) => (
              <SelectItem key={voice.id} value={voice.id}>
                {voice.name} – {voice.description}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

/** "English and Spanish" (record 147): on by default for a bilingual profile; changing it writes the programme again. */
function BilingualChoice({
  bilingual,
  onChange,
  pending,
}: {
  bilingual: boolean;
  onChange: (bilingual: boolean) => void;
  pending: boolean;
}) {
  return (
    <HintedCheckbox
      id="suggestion-bilingual"
      className="rounded-md border border-border p-3"
      checked={bilingual}
      disabled={pending}
      onChange={onChange}
      label={words.bilingualLabel}
      hint={words.bilingualHint}
    />
  );
}

/** A checkbox with its label and a hint under it, which the box is described by. */
function HintedCheckbox({
  id,
  className,
  checked,
  disabled,
  onChange,
  label,
  hint,
}: {
  id: string;
  className?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint: string;
}) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-primary touch:size-6"
      />
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * Hours and offers: with them the programme gains a message about each. The profile keeps them for
 * new messages only when the user ticks the box (issue 40, record 118).
 */
function RewriteFields({
  details,
  setDetails,
  run,
  pending,
  failure,
  kept,
}: Omit<ComponentProps<typeof SuggestionDialog>['rewrite'], 'bilingual' | 'setBilingual'>) {
  const hoursProblem = fieldLimitError('businessHours', details.businessHours);
  const offersProblem = promotionsError(details.offers.split('\n'));
  return (
    <section aria-labelledby="suggestion-details" className="flex flex-col gap-3 rounded-md border border-border p-3">
      <h3 id="suggestion-details" className="font-medium">
        {words.detailsTitle}
      </h3>
      <p className="text-sm text-muted-foreground">{words.detailsHint}</p>
      <FormField
        id="suggestion-hours"
        label={words.hoursLabel}
        hint={characterCount('businessHours', details.businessHours)}
        error={hoursProblem}
      >
        {(control) => (
          <Input
            {...control}
            value={details.businessHours}
            onChange={(e) => setDetails({ ...details, businessHours: e.target.value })}
          />
        )}
      </FormField>
      <FormField id="suggestion-offers" label={words.offersLabel} error={offersProblem}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={details.offers}
            onChange={(e) => setDetails({ ...details, offers: e.target.value })}
          />
        )}
      </FormField>
      <HintedCheckbox
        id="suggestion-keep"
        checked={details.keep}
        onChange={(keep) => setDetails({ ...details, keep })}
        label={words.keepLabel}
        hint={words.keepHint}
      />
      {failure ? (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={pending || Boolean(hoursProblem ?? offersProblem)}
          onClick={run}
        >
          <BusyIcon busy={pending} icon={RefreshCw} />
          {words.rewrite}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {kept && !pending ? words.kept : null}
        </p>
      </div>
    </section>
  );
}
