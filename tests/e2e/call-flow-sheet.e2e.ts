import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { baseUrl, screenshot, VIEWPORTS } from './support/browser.js';
import { downloadFolder, zipEntry } from './support/downloads.js';
import { madeMenuThroughApi } from './support/made-menu.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// The call-flow sheet of a made menu's pack (issue 47, record 154), opened from the unzipped pack as
// its reader would: measured by its elements' boxes at 1280 and 390 px on screen and at the print
// width of an A4 and a Letter page, and printed to PDF on both. A long prompt prefix and FreePBX's
// four files a prompt make its longest names and cells.
const fixtures = wizardFixtures('call-flow-sheet');
const downloads = downloadFolder('call-flow-sheet');

const PREFIX = 'harbour_view_family_dental_orthodontics';
const SETTINGS: PhoneMenuSettings = {
  name: 'Harbour View Family Dental and Orthodontics main line',
  companyName: 'Harbour View Family Dental & Orthodontics',
  tone: 'professional',
  promptPrefix: PREFIX,
  language: 'en',
  otherLanguage: null,
  voiceId: 'en-US-ken',
  main: {
    options: [
      { key: '1', label: 'appointments', action: { kind: 'dial', number: '+15551230001' } },
      {
        key: '2',
        label: 'billing and insurance',
        action: {
          kind: 'submenu',
          menu: {
            options: [
              { key: '1', label: 'insurance questions', action: { kind: 'info' } },
              { key: '2', label: 'the billing team', action: { kind: 'voicemail' } },
            ],
          },
        },
      },
      { key: '3', label: 'our opening hours', action: { kind: 'info' } },
    ],
  },
  hours: [
    { days: [1, 2, 3, 4, 5], open: '08:00', close: '17:00' },
    { days: [6], open: '09:00', close: '12:00' },
  ],
  closures: [{ from: '2026-12-24', to: '2026-12-26', name: 'Christmas' }],
  timeZone: 'America/New_York',
  prompts: {
    info_2_1: {
      enabled: true,
      text: 'We accept most dental insurance plans, including Delta Dental, Cigna and MetLife. Please bring your insurance card to every visit.',
    },
  },
};

/** Millimetres as CSS pixels (96 to the inch). */
const mm = (millimetres: number) => Math.floor((millimetres * 96) / 25.4);
/** The print area of a page inside the sheet's 12 mm margins (@page): A4 is 210 mm wide, Letter 215.9 mm. */
const PRINT_WIDTHS = { a4: mm(210 - 24), letter: mm(215.9 - 24) };

interface Layout {
  innerWidth: number;
  scrollWidth: number;
  /** The page column: the body's content box. */
  column: { left: number; right: number };
  /** Every element inside the body that reaches past the column, as tag.class and its right edge. */
  outside: string[];
  /** The width of the prompts' Words column (its header), or of the narrowest Words block on a phone. */
  wordsWidth: number;
  promptsTable: { left: number; right: number };
}

/** The sheet's boxes as laid out now. */
function layoutOf(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const body = document.body;
    const style = getComputedStyle(body);
    const box = body.getBoundingClientRect();
    const column = {
      left: box.left + parseFloat(style.paddingLeft),
      right: box.right - parseFloat(style.paddingRight),
    };
    const outside = [...body.querySelectorAll('*')]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && (rect.right > column.right + 0.5 || rect.left < column.left - 0.5);
      })
      .map(
        (element) => `${element.tagName.toLowerCase()}.${element.className} ${element.getBoundingClientRect().right}`,
      );
    const heading = document.querySelector<HTMLElement>('.prompts thead th:nth-child(3)')!;
    // The header row is hidden on a phone (each prompt a block): the Words blocks are measured then.
    const words = heading.getClientRects().length > 0 ? [heading] : [...document.querySelectorAll('td.words')];
    const table = document.querySelector('.prompts')!.getBoundingClientRect();
    return {
      innerWidth: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      column,
      outside,
      wordsWidth: Math.min(...words.map((w) => w.getBoundingClientRect().width)),
      promptsTable: { left: table.left, right: table.right },
    };
  });
}

/** Nothing wider than the viewport or the page column, and the words at least `wordsAtLeast` px wide. */
async function expectFits(page: Page, wordsAtLeast: number): Promise<Layout> {
  const layout = await layoutOf(page);
  expect(layout.scrollWidth).toBeLessThanOrEqual(layout.innerWidth);
  expect(layout.column.right).toBeLessThanOrEqual(layout.innerWidth);
  expect(layout.outside).toEqual([]);
  expect(layout.promptsTable.right).toBeLessThanOrEqual(layout.column.right + 0.5);
  expect(layout.wordsWidth).toBeGreaterThanOrEqual(wordsAtLeast);
  return layout;
}

describe('the call-flow sheet', () => {
  it('of a made menu fits its column at 1280 and 390 px and on an A4 and a Letter page', async () => {
    const page = await fixtures.signedIn();
    const { id } = await madeMenuThroughApi(page, SETTINGS);
    // One request doing the pack's work (48 conversions), not a wait for an event: under two busy
    // processes and other files' jobs it has taken more than WAIT_MS (120 s), so only the test's own
    // hang guard bounds it.
    const pack = await page.request.get(`${baseUrl()}/api/phone-menus/${id}/pack/freepbx`, { timeout: 0 });
    expect(pack.status()).toBe(200);
    const file = downloads.pathOf('call-flow.html');
    await fs.writeFile(file, zipEntry(await pack.body(), 'call-flow.html'));

    // Opened from the folder, as the unzipped pack is.
    const sheet = await page.context().newPage();
    await sheet.goto(pathToFileURL(file).href);
    await sheet.getByRole('heading', { name: SETTINGS.name, level: 1 }).waitFor();
    // What follows a closed line, as the menu's settings make it: the voicemail prompt is on.
    await sheet.getByText(/^Outside the hours: .* then the call goes to voicemail: /).waitFor();

    // 1280 px: the column is the sheet's 190 mm, the Words column a third of it and more.
    await sheet.setViewportSize(VIEWPORTS.desktop);
    const desktop = await expectFits(sheet, 280);
    expect(desktop.column.right - desktop.column.left).toBeLessThanOrEqual(mm(190));
    await screenshot(sheet, 'call-flow-sheet-desktop');

    // 390 px: each prompt a block of its own, the words as wide as the block.
    await sheet.setViewportSize(VIEWPORTS.phone);
    await expectFits(sheet, 300);
    await screenshot(sheet, 'call-flow-sheet-phone');

    // Printed: the page's print area is the column; the table stays a table.
    await sheet.emulateMedia({ media: 'print' });
    for (const [paper, width] of Object.entries(PRINT_WIDTHS)) {
      await sheet.setViewportSize({ width, height: VIEWPORTS.desktop.height });
      const printed = await expectFits(sheet, 250);
      expect(printed.column).toEqual({ left: 0, right: width });
      await screenshot(sheet, `call-flow-sheet-print-${paper}`);
    }
    const dir = path.resolve('test-results/screenshots');
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await sheet.pdf({ format, path: path.join(dir, `call-flow-sheet-${format.toLowerCase()}.pdf`) });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
  }, 600_000);
});
