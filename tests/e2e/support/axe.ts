import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsSettled } from './browser.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The impacts that fail a screen; minor and moderate findings are left to a person's judgement. */
const FAILING = new Set(['serious', 'critical']);

/** One line per failing rule: its id, what it means and where it struck, so a failure reads on its own. */
function describe(violations: Result[]): string[] {
  return violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary ?? ''}`).join('; ')}`,
  );
}

/**
 * Runs axe-core in the page as it is now (a Select open, a dialog up), or in the part of it that
 * `within` selects, and fails on any serious or critical violation. The app's CSP (script-src 'self') refuses an injected <script> tag
 * (page.addScriptTag), so the source is evaluated through the debugging protocol, which the CSP
 * does not govern; the app itself still runs under its real policy. A navigation loses it.
 */
export async function expectAccessible(page: Page, screen: string, within?: string): Promise<void> {
  // Steps slide and lists fade in: measured mid-fade, text would read as faint.
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await fs.readFile(axePath, 'utf8'));
  const results = await page.evaluate(
    (selector) =>
      (window as unknown as { axe: { run: (context: string | Document) => Promise<AxeResults> } }).axe.run(
        selector ?? document,
      ),
    within,
  );
  expect(describe(results.violations.filter((v) => FAILING.has(v.impact ?? ''))), screen).toEqual([]);
}
