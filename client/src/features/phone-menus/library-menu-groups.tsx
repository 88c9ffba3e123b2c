import { Phone } from 'lucide-react';
import { LANGUAGE_NAMES } from '#common/bilingual.js';
import { Link } from 'wouter';
import { formatDuration } from '#common/format.js';
import { messages } from '#common/messages.js';
import type { MenuPromptReply, PhoneMenuReply } from '#common/schemas/phone-menus.js';
import { PlayStopButton } from '@/components/play-stop-button';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePlaybackToggle } from '@/lib/use-playback-toggle';
import { usePhoneMenus } from './use-phone-menus';

/**
 * The Library's phone menus (issue 38, record 142): each menu's prompts as one group, since the
 * menu owns them. Read-only here: each prompt plays once made, and the menu's page changes them.
 * A two-language menu (record 146) lists each prompt once per language, named with it.
 */
export function LibraryMenuGroups() {
  const menus = usePhoneMenus();
  if (!menus.data?.length) return null;
  return (
    <section aria-labelledby="library-menus-heading" className="flex flex-col gap-4">
      <h2 id="library-menus-heading" className="text-xl font-semibold tracking-tight">
        Phone menu prompts
      </h2>
      {menus.data.map((menu) => (
        <MenuGroup key={menu.id} menu={menu} />
      ))}
    </section>
  );
}

function MenuGroup({ menu }: { menu: PhoneMenuReply }) {
  const headingId = `library-menu-${menu.id}`;
  const prompts = menu.prompts.filter((prompt) => prompt.enabled);
  return (
    <Card role="region" aria-labelledby={headingId} className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h3 id={headingId} className="flex items-center gap-2 font-semibold">
          <Phone aria-hidden="true" className="size-4 text-primary" />
          {menu.settings.name}
        </h3>
        <Link
          href={`/phone-menus/${menu.id}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-label={`Open the menu ${menu.settings.name}`}
        >
          Open the menu
        </Link>
      </div>
      <ul aria-label={`Prompts of ${menu.settings.name}`} className="divide-y divide-border">
        {prompts.map((prompt) => (
          <PromptLine
            key={`${prompt.key}-${prompt.language}`}
            prompt={prompt}
            twoLanguages={menu.settings.otherLanguage !== null}
          />
        ))}
      </ul>
    </Card>
  );
}

function PromptLine({ prompt, twoLanguages }: { prompt: MenuPromptReply; twoLanguages: boolean }) {
  const name = twoLanguages ? `${prompt.name} in ${LANGUAGE_NAMES[prompt.language]}` : prompt.name;
  const { playing, toggle } = usePlaybackToggle(prompt.audio?.url ?? '', () => ({
    title: messages.scripts.audioErrorTitle,
    description: messages.scripts.audioError,
  }));
  return (
    <li className="flex items-start gap-3 px-4 py-2.5">
      {prompt.audio ? (
        <PlayStopButton
          playing={playing}
          onToggle={toggle}
          subject={name}
          size="icon"
          className="shrink-0 rounded-full"
        />
      ) : (
        <span className="w-9 shrink-0" aria-hidden="true" />
      )}
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-mono text-sm font-medium break-all">
          {prompt.name}
          {twoLanguages ? (
            <span className="font-sans font-normal text-muted-foreground"> · {LANGUAGE_NAMES[prompt.language]}</span>
          ) : null}
        </span>
        <span lang={prompt.language} className="line-clamp-2 text-sm text-muted-foreground">
          {prompt.text}
        </span>
        <span className="text-xs text-muted-foreground">
          {prompt.audio ? formatDuration(prompt.audio.duration) : messages.phoneMenuScreens.notMade}
        </span>
      </div>
    </li>
  );
}
