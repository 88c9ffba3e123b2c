import { describe, expect, it } from 'vitest';
import { LIMITS } from '#common/constants.js';
import { messages } from '#common/messages.js';
import { baseUrl, screenshot, walkToMusicStep, wizardStep, WAIT_MS } from './support/browser.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// Issue 24: the processing overlay always shows 'Skip to Results'; until there is audio it is
// disabled and says why, and it moves on as soon as there is.
const fixtures = wizardFixtures('skip');

describe('the processing overlay', () => {
  it("shows 'Skip to Results' disabled with its reason during a slow run, then moves on by it", async () => {
    const page = await fixtures.signedIn();
    // Hold back the run's own ways out (the 500 ms clean-up after the mix, the 15 s forced
    // advance), so only the button can end the overlay; then load the studio with it.
    await page.addInitScript(
      (held: number[]) => {
        const setTimeoutNative = window.setTimeout.bind(window);
        window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
          ms !== undefined && held.includes(ms)
            ? 0
            : setTimeoutNative(handler, ms, ...rest)) as typeof window.setTimeout;
      },
      [LIMITS.overlayCleanupMs, LIMITS.forcedAdvanceMs],
    );
    await page.goto(baseUrl());
    await walkToMusicStep(page, 'Slow Run Dental');
    const music = wizardStep(page, 'Background Music');
    await music.getByText('Your voice recording is ready.', { exact: false }).waitFor();

    // A slow run: every mix request waits until the test lets it go.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/mix-audio{,/speculative}', async (route) => {
      await held;
      await route.continue();
    });
    // A choice made now, so no mix made ahead before the hold can end the run at once.
    await music.getByRole('slider', { name: 'Music volume' }).press('ArrowRight');
    await music.getByRole('button', { name: 'Continue' }).click();

    const overlay = page.getByRole('dialog', { name: messages.wizard.processingTitle });
    const skip = overlay.getByRole('button', { name: messages.wizard.skipToResults });
    await skip.waitFor();
    expect(await skip.isDisabled()).toBe(true);
    const reason = overlay.getByText(messages.wizard.skipWaitReason);
    await reason.waitFor();
    expect(await skip.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'));
    // The fade-in done (the spinner turns for ever, so the shared animationsSettled would wait on).
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    await screenshot(page, 'skip-to-results-waiting', { fullPage: false });
    // Still held a moment later: a disabled button does nothing.
    await skip.click({ force: true });
    await page.waitForTimeout(1000);
    expect(await skip.isDisabled()).toBe(true);
    expect(await overlay.isVisible()).toBe(true);

    release();
    await expect.poll(() => skip.isEnabled(), { timeout: WAIT_MS }).toBe(true);
    expect(await reason.count()).toBe(0);
    await skip.click();
    await wizardStep(page, 'Final Audio Preview').getByText('Your audio message is ready!').waitFor();
    expect(await overlay.count()).toBe(0);
  });
});
