import { FileArchive } from 'lucide-react';
import { useState } from 'react';
import { fileSlug } from '#common/schemas/library.js';
import { MENU_PACK_SYSTEMS, type MenuPackSystem, type PhoneMenuReply } from '#common/schemas/phone-menus.js';
import { BusyIcon } from '@/components/busy-icon';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/features/library/download-file';
import { menuPath } from './use-phone-menus';
import { PACK_SYSTEMS } from './pack-systems';

/**
 * A made menu's packs (issue 38): one button per phone system, each a zip of every prompt named and
 * encoded as that system takes it, with the call-flow sheet for whoever sets the system up.
 */
export function MenuDownloads({ menu }: { menu: PhoneMenuReply }) {
  const [downloading, setDownloading] = useState<MenuPackSystem | null>(null);
  async function download(system: MenuPackSystem) {
    setDownloading(system);
    // Named as the server names it (Content-Disposition), from the menu's name.
    await downloadFile(`${menuPath(menu.id)}/pack/${system}`, `${fileSlug(menu.settings.name)}-${system}-pack.zip`);
    setDownloading(null);
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        Each pack holds every prompt named and encoded as that phone system takes it, and a one-page call-flow sheet
        (call-flow.html, printable): every prompt’s name, its words, and where each key leads.
      </p>
      <ul aria-label="Packs by phone system" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {MENU_PACK_SYSTEMS.map((system) => (
          <li key={system} className="flex flex-col gap-1 rounded-lg border border-border p-3">
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              disabled={downloading !== null}
              aria-describedby={`pack-${system}-holds`}
              onClick={() => void download(system)}
            >
              <BusyIcon busy={downloading === system} icon={FileArchive} />
              {PACK_SYSTEMS[system].name} pack
            </Button>
            <span id={`pack-${system}-holds`} className="text-xs text-muted-foreground">
              {PACK_SYSTEMS[system].holds}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
