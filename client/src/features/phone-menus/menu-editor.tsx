import { Save, Undo2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LANGUAGE_NAMES, otherLanguage } from '#common/bilingual.js';
import { messages } from '#common/messages.js';
import type { PhoneMenuReply, PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { BusyIcon } from '@/components/busy-icon';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { serverReason } from '@/lib/api';
import { MenuBasicsFields } from './menu-basics-fields';
import { settingsErrors, settingsToSave } from './menu-draft';
import { MenuHoursFields } from './menu-hours-fields';
import { withLanguage } from './menu-language';
import { MenuLevelEditor } from './menu-level-editor';
import { MenuMakePanel } from './menu-make-panel';
import { MenuOtherLanguageFields } from './menu-other-language-fields';
import { MenuPromptsList } from './menu-prompts-list';
import { MenuVoiceChoice } from './menu-voice-choice';
import { useSavePhoneMenu } from './use-phone-menus';

const words = messages.phoneMenuScreens;
const ID = 'menu';

/** Whether two settings say the same once pruned as PUT sends them. */
const same = (a: PhoneMenuSettings, b: PhoneMenuSettings) =>
  JSON.stringify(settingsToSave(a)) === JSON.stringify(settingsToSave(b));

/**
 * A phone menu's whole setting, edited on the page and sent whole by Save (record 142): its name,
 * business and language, its voice, its other language (record 146), its tree of options, its
 * hours and closures, and its prompts' words.
 * Problems show beside their fields in the contract's words before anything is sent; a refusal
 * shows in the server's. Once saved, Make speaks the prompts and each can be heard in the list.
 */
export function MenuEditor({ menu, start }: { menu: PhoneMenuReply | null; start: PhoneMenuSettings }) {
  const [draft, setDraft] = useState<PhoneMenuSettings>(menu?.settings ?? start);
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const save = useSavePhoneMenu();
  const unsaved = !menu || !same(draft, menu.settings);
  const errors = checked ? settingsErrors(draft) : {};
  const change = (patch: Partial<PhoneMenuSettings>) => setDraft((d) => ({ ...d, ...patch }));
  const language = LANGUAGE_NAMES[draft.language];
  const other = draft.otherLanguage ? otherLanguage(draft.language) : null;

  // A new copy from the server (a save, a make, another tab) is taken in when nothing unsaved
  // stood against the copy before it; unsaved edits are never thrown away.
  const [seen, setSeen] = useState(menu);
  if (seen !== menu) {
    setSeen(menu);
    if (menu && (!seen || same(draft, seen.settings))) setDraft(menu.settings);
  }

  function submit() {
    setChecked(true);
    setServerError(null);
    if (Object.keys(settingsErrors(draft)).length > 0) {
      setServerError(words.fixFields);
      return;
    }
    const sent = draft;
    save.mutate(
      { id: menu?.id ?? null, settings: sent },
      {
        onSuccess: (saved) => {
          setChecked(false);
          // The server's copy (labels trimmed, defaults filled) becomes the draft, unless the owner
          // went on typing while it was sent.
          setDraft((current) => (same(current, sent) ? saved.settings : current));
          if (!menu) navigate(`/phone-menus/${saved.id}`, { replace: true });
        },
        onError: (error) => setServerError(serverReason(error, words.saveFailed)),
      },
    );
  }

  return (
    <form
      aria-label={menu ? `Edit ${menu.settings.name}` : 'New phone menu'}
      className="flex flex-col gap-4 sm:gap-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Section title="The menu">
        <MenuBasicsFields
          id={ID}
          draft={draft}
          saved={Boolean(menu)}
          errors={errors}
          onChange={change}
          onLanguage={(next) => setDraft((d) => withLanguage(d, next))}
        />
      </Section>
      <Section
        title="Voice"
        description={
          other
            ? `One voice speaks every ${language} prompt, at one loudness; the ${LANGUAGE_NAMES[other]} prompts have their own voice below.`
            : 'One voice speaks every prompt, at one loudness.'
        }
      >
        <MenuVoiceChoice
          language={draft.language}
          legend={other ? `Voice of every ${language} prompt` : undefined}
          value={draft.voiceId}
          onChange={(voiceId) => change({ voiceId })}
        />
      </Section>
      <Section title="Second language">
        <MenuOtherLanguageFields id={ID} draft={draft} errors={errors} onChange={setDraft} />
      </Section>
      <Section
        title="Options"
        description="What each key does, read to callers in this order. A sub-menu has options of its own, up to three levels in all."
      >
        <MenuLevelEditor
          idPrefix={`${ID}-option`}
          level={draft.main}
          path={[]}
          positions={[]}
          language={draft.language}
          other={other}
          offerKey={draft.otherLanguage?.key}
          errors={errors}
          onChange={(main) => change({ main })}
        />
      </Section>
      <Section title="Hours and closures">
        <MenuHoursFields
          id={ID}
          hours={draft.hours}
          closures={draft.closures}
          timeZone={draft.timeZone}
          errors={errors}
          onHours={(hours) => change({ hours })}
          onClosures={(closures) => change({ closures })}
        />
      </Section>
      <Section
        title="Prompts"
        description="Every prompt the menu makes, named as your phone system will know it. The studio writes the words from your menu; edit any of them, and turn off the standard prompts you do not use."
      >
        {menu ? <MenuMakePanel menu={menu} unsaved={unsaved} /> : null}
        <MenuPromptsList id={ID} draft={draft} saved={menu ?? undefined} errors={errors} onChange={setDraft} />
      </Section>
      {/* Opaque, with a shadow above it: the text it passes over while the page scrolls never shows through (issue 47). */}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-border bg-background px-4 py-3 shadow-[0_-6px_12px_-8px_rgb(0_0_0/0.25)] sm:mx-0 sm:rounded-xl sm:border">
        <Button type="submit" disabled={save.isPending || (menu !== null && !unsaved)}>
          <BusyIcon busy={save.isPending} icon={Save} />
          {menu ? 'Save menu' : 'Save new menu'}
        </Button>
        {menu && unsaved ? (
          <>
            <Button variant="ghost" onClick={() => setDraft(menu.settings)} disabled={save.isPending}>
              <Undo2 aria-hidden="true" />
              Undo changes
            </Button>
            <span className="text-sm text-muted-foreground">Unsaved changes</span>
          </>
        ) : null}
        {serverError ? (
          <p role="alert" className="w-full text-sm text-destructive">
            {serverError}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** One part of the editor: a card with its heading. */
function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = `menu-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card role="region" aria-labelledby={id} className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {description ? <p className="max-w-3xl text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}
