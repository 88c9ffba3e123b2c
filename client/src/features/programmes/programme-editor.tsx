import { CircleAlert, CircleCheck, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { messages } from '#common/messages.js';
import type { LibraryItem } from '#common/schemas/library.js';
import type { MusicTrack } from '#common/schemas/music.js';
import { PROGRAMME_GAP_SECONDS, type ProgrammeReply } from '#common/schemas/programmes.js';
import { FIELD_LIMITS } from '#common/schemas/field-limits.js';
import { BusyIcon } from '@/components/busy-icon';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LabelledSlider } from '@/components/labelled-slider';
import { MusicVolumeSlider } from '@/features/wizard/music/music-volume-slider';
import { ListenThrough } from './listen-through';
import { ProgrammeItems } from './programme-items';
import { SystemSelect } from './system-select';
import { TrackSelect } from './track-select';
import { draftErrors, draftOf, libraryVoiceSeconds, settingsOf, type ProgrammeDraft } from './programme-draft';
import { programmeFit } from './programme-fit';
import { serverReason } from '@/lib/api';
import { useSaveProgramme } from './use-programmes';

/**
 * A programme's whole setting (issue 25): its messages in order, the music under all of it and
 * between the messages, and the phone system it is made for, with its length and size against
 * that system's limits as the user changes it. Saving sends it whole; nothing is made until
 * the user asks (Make programme, on the programme's card).
 */
export function ProgrammeEditor({
  programme,
  library,
  tracks,
  onDone,
}: {
  programme: ProgrammeReply | null;
  library: LibraryItem[];
  tracks: MusicTrack[];
  onDone: (saved: ProgrammeReply | null) => void;
}) {
  const [draft, setDraft] = useState<ProgrammeDraft>(() => draftOf(programme, tracks[0]?.id));
  const [showErrors, setShowErrors] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveProgramme();
  const ids = { title: useId(), track: useId(), system: useId() };
  const errors = showErrors ? draftErrors(draft) : {};
  const change = (patch: Partial<ProgrammeDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const voiceSeconds = draft.entries.map((e) => libraryVoiceSeconds(library, e.itemId));
  const fit = programmeFit(
    voiceSeconds.map((s) => s ?? 0),
    draft.gapSeconds,
    draft.targetSystem,
  );

  function submit() {
    setShowErrors(true);
    setServerError(null);
    if (Object.keys(draftErrors(draft)).length > 0) return;
    save.mutate(
      { id: programme?.id ?? null, settings: settingsOf(draft) },
      {
        onSuccess: (saved) => onDone(saved),
        onError: (error) => setServerError(serverReason(error, messages.programmeScreens.saveFailed)),
      },
    );
  }

  return (
    <form
      aria-label={programme ? `Edit ${programme.title}` : 'New programme'}
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormField id={ids.title} label="Programme name" error={errors.title}>
        {(control) => (
          <Input
            {...control}
            value={draft.title}
            maxLength={FIELD_LIMITS.libraryTitle}
            onChange={(event) => change({ title: event.target.value })}
          />
        )}
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Messages</legend>
        <ProgrammeItems
          entries={draft.entries}
          library={library}
          voiceSecondsOf={(itemId) => libraryVoiceSeconds(library, itemId)}
          onChange={(entries) => change({ entries })}
          error={errors.itemIds}
        />
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TrackSelect
          id={ids.track}
          label="Music under the programme"
          tracks={tracks}
          value={draft.trackId}
          onChange={(trackId) => change({ trackId })}
          error={errors.trackId}
        />
        <MusicVolumeSlider value={draft.volume} onChange={(volume) => change({ volume })} disabled={false} />
        <GapSlider value={draft.gapSeconds} onChange={(gapSeconds) => change({ gapSeconds })} />
        <SystemSelect
          id={ids.system}
          value={draft.targetSystem}
          onChange={(targetSystem) => change({ targetSystem })}
          error={errors.targetSystem}
        />
      </div>
      <Alert variant={fit.fits ? 'success' : 'destructive'} role="status" aria-label="Length and size">
        {fit.fits ? <CircleCheck aria-hidden="true" /> : <CircleAlert aria-hidden="true" />}
        <AlertDescription>
          <p>
            {draft.entries.length} {draft.entries.length === 1 ? 'message' : 'messages'}: {fit.summary}
          </p>
          {fit.advice ? <p>{fit.advice}</p> : null}
        </AlertDescription>
      </Alert>
      {serverError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={save.isPending}>
          <BusyIcon busy={save.isPending} icon={Save} />
          Save programme
        </Button>
        <ListenThrough urls={draft.entries.flatMap((e) => library.find((i) => i.id === e.itemId)?.url ?? [])} />
        <Button type="button" variant="ghost" onClick={() => onDone(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The music between two messages, 5 to 30 seconds. */
function GapSlider({ value, onChange }: { value: number; onChange: (seconds: number) => void }) {
  return (
    <LabelledSlider
      label="Music between messages"
      value={value}
      shown={`${value} s`}
      min={PROGRAMME_GAP_SECONDS.min}
      max={PROGRAMME_GAP_SECONDS.max}
      onChange={onChange}
      hint="On-hold producers leave 10 to 12 seconds of music between messages; the same comes after the last, before the programme starts again."
    />
  );
}
