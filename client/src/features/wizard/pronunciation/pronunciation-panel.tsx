import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { LANGUAGE_NAMES, otherLanguage } from '#common/bilingual.js';
import type { MessageLanguage } from '#common/message-language.js';
import { cn } from '@/lib/utils';
import { voiceSaying } from '../bilingual/bilingual-form';
import type { useVoicePreview } from '../use-voice-preview';
import { useWizardState } from '../wizard-store';
import {
  pronunciationError,
  useAddPronunciation,
  useDeletePronunciation,
  usePronunciations,
} from './use-pronunciations';
import { PlaybackIcon } from '@/components/busy-icon';

type Preview = ReturnType<typeof useVoicePreview>;

/** Play/stop/loading for one Listen button, on step 3's one preview state. */
function ListenButton({
  preview,
  listenKey,
  text,
  label,
  language,
}: {
  preview: Preview;
  listenKey: string;
  text: string;
  label: string;
  /** Heard in this language's voice: a bilingual message's second voice for the other one (record 155). */
  language: MessageLanguage;
}) {
  const { formData } = useWizardState();
  const loading = preview.loadingKey === listenKey;
  const playing = preview.playingKey === listenKey;
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={loading || !text.trim()}
      aria-label={playing ? `Stop ${label}` : `Listen to ${label}`}
      onClick={() =>
        void preview.toggle(listenKey, { text, voice: voiceSaying(formData, language), withProvider: true })
      }
    >
      <PlaybackIcon loading={loading} playing={playing} />
      {playing ? 'Stop' : 'Listen'}
    </Button>
  );
}

/**
 * "Fix a pronunciation" (record 073): the user's words and how every voice should say them. Listen
 * plays the single word through the preview path in the chosen voice, with the dictionary applied.
 * The dictionary is per language (record 144): the panel shows and adds the message's language's,
 * and a bilingual message's other language's too, chosen beside the word (record 155).
 */
export function PronunciationPanel({ preview }: { preview: Preview }) {
  const { formData } = useWizardState();
  const languages = formData.bilingual ? [formData.language, otherLanguage(formData.language)] : [formData.language];
  const [chosen, setChosen] = useState<MessageLanguage | null>(null);
  // The message's own language until the user picks another one it speaks.
  const language = chosen !== null && languages.includes(chosen) ? chosen : formData.language;
  const entries = usePronunciations().data?.filter((entry) => languages.includes(entry.language));
  const add = useAddPronunciation();
  const remove = useDeletePronunciation();
  const [term, setTerm] = useState('');
  const [sayAs, setSayAs] = useState('');
  const [ipa, setIpa] = useState('');
  const error = add.isError ? pronunciationError(add.error) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      { term, sayAs, ipa, language },
      {
        onSuccess: () => {
          setTerm('');
          setSayAs('');
          setIpa('');
        },
      },
    );
  }

  return (
    <section aria-labelledby="pronunciation-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id="pronunciation-heading" className="text-base font-semibold">
          Fix a pronunciation
        </h3>
        <p className="text-sm text-muted-foreground">
          Teach every voice how to say your company, product or people&apos;s names
          {formData.bilingual
            ? ', in each language of this message'
            : formData.language === 'es'
              ? ' in Spanish messages'
              : ''}
          . Whole words only; a word typed in lower case matches any case.
        </p>
      </div>
      <form
        onSubmit={submit}
        className={cn(
          'grid gap-3 sm:items-end',
          languages.length > 1 ? 'sm:grid-cols-[auto_1fr_1fr_1fr_auto]' : 'sm:grid-cols-[1fr_1fr_1fr_auto]',
        )}
      >
        {languages.length > 1 ? (
          <FormField id="pronunciation-language" label="Language">
            {(control) => (
              <Select value={language} onValueChange={(value) => setChosen(value as MessageLanguage)}>
                <SelectTrigger {...control} className="sm:w-32">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {languages.map((option) => (
                    <SelectItem key={option} value={option}>
                      {LANGUAGE_NAMES[option]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        ) : null}
        <FormField id="pronunciation-term" label="Word or phrase" error={error}>
          {(control) => (
            <Input {...control} value={term} onChange={(e) => setTerm(e.target.value)} placeholder="Acme" />
          )}
        </FormField>
        <FormField id="pronunciation-say-as" label="Say it like">
          {(control) => (
            <Input {...control} value={sayAs} onChange={(e) => setSayAs(e.target.value)} placeholder="Ack-mee" />
          )}
        </FormField>
        <FormField id="pronunciation-ipa" label="IPA" optional hint="Used by Murf voices">
          {(control) => (
            <Input {...control} value={ipa} onChange={(e) => setIpa(e.target.value)} placeholder="ˈæk.mi" />
          )}
        </FormField>
        <div className="flex gap-2">
          <ListenButton
            preview={preview}
            listenKey="pronunciation-new"
            text={sayAs}
            label="how it will sound"
            language={language}
          />
          <Button type="submit" size="sm" disabled={add.isPending}>
            Save
          </Button>
        </div>
      </form>
      {entries && entries.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Your pronunciations">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-card px-4 py-2"
            >
              <span className="text-sm">
                {languages.length > 1 ? (
                  <span className="mr-2 rounded-md bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">
                    {LANGUAGE_NAMES[entry.language]}
                  </span>
                ) : null}
                <span className="font-medium" lang={entry.language}>
                  {entry.term}
                </span>{' '}
                → <span lang={entry.language}>{entry.sayAs}</span>
                {entry.ipa ? <span className="text-muted-foreground"> /{entry.ipa}/</span> : null}
              </span>
              <span className="flex items-center gap-1">
                <ListenButton
                  preview={preview}
                  listenKey={`pronunciation-${entry.id}`}
                  text={entry.term}
                  label={entry.term}
                  language={entry.language}
                />
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  className="text-muted-foreground hover:text-destructive"
                  aria-label={`Delete pronunciation of ${entry.term}`}
                  disabled={remove.isPending && remove.variables === entry.id}
                  onClick={() => remove.mutate(entry.id)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
