import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { startFakeConnect, type FakeConnectServer } from '../../server/src/testing/fake-connect.js';
import { startFakeSftpServer, type FakeSftpServer } from '../../server/src/testing/fake-sftp.js';
import { startS3Server, type TestS3Server } from '../../server/src/testing/s3-server.js';
import { expectAccessible } from './support/axe.js';
import { baseUrl, dismissToasts, saveThroughApi, screenshot, toastRegion, VIEWPORTS } from './support/browser.js';
import { madeMenuThroughApi } from './support/made-menu.js';
import { wizardFixtures } from './support/wizard-fixtures.js';

// Publishing a menu to the phone system (issue 48) from the browser, against loopback servers that
// speak Amazon Connect's API (with s3rver for its bucket) and SFTP as a PBX does: connections added
// on the Phone systems page and tested, a made menu published from its page, one prompt changed and
// made again, the page saying the connection is behind, and a publish again sending that prompt alone.
const fixtures = wizardFixtures('publishing');
const words = messages.publishing;

const SETTINGS: PhoneMenuSettings = {
  name: 'Harbour Dental',
  companyName: 'Harbour Dental',
  tone: 'professional',
  promptPrefix: 'harbour_dental',
  language: 'en',
  otherLanguage: null,
  voiceId: 'en-US-ken',
  main: {
    options: [
      { key: '1', label: 'appointments', action: { kind: 'dial', number: '+15551230001' } },
      { key: '2', label: 'billing', action: { kind: 'voicemail' } },
    ],
  },
  hours: [],
  closures: [],
  timeZone: 'America/New_York',
  prompts: {},
};

let s3: TestS3Server;
let connect: FakeConnectServer;
let pbx: FakeSftpServer;
beforeAll(async () => {
  s3 = await startS3Server();
  [connect, pbx] = await Promise.all([startFakeConnect({ s3 }), startFakeSftpServer({ password: 'pbx-password-1' })]);
});
afterAll(async () => {
  await Promise.all([connect?.close(), pbx?.close()]);
  await s3?.close();
});

/** Where a part of the page is pictured: beside the whole pages' screenshots (test-results/, not kept in git). */
const screenshotPath = (name: string) => path.resolve('test-results/screenshots', `${name}.png`);

/** No wider than the phone's screen, then a screenshot at that width; back to the desktop after. */
async function atPhoneWidth(page: Page, name: string) {
  await page.setViewportSize(VIEWPORTS.phone);
  // Pictured first, so a page too wide is seen as well as refused.
  await screenshot(page, name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('publishing a phone menu', () => {
  it('adds and tests connections, publishes a made menu, then only the prompt changed since', async () => {
    const page = await fixtures.signedIn();
    const menu = await madeMenuThroughApi(page, SETTINGS);
    const going = menu.prompts.filter((p) => p.enabled).map((p) => p.name);
    expect(going.length).toBeGreaterThan(3);

    // With no connection, the menu's page says where they are added.
    await page.goto(`${baseUrl()}/phone-menus/${menu.id}`);
    const section = page.getByRole('region', { name: words.sectionTitle });
    await section.getByText(words.noConnections).waitFor();
    await section.getByRole('link', { name: words.addConnectionLink }).click();
    await page.getByRole('heading', { name: words.pageTitle, level: 1 }).waitFor();
    await page.getByText(words.none).waitFor();

    // Amazon Connect, the form's first system. Sent empty: what is missing is said beside each field.
    const form = page.getByRole('form', { name: words.addTitle });
    await form.getByRole('radio', { name: words.systems.connect.name }).check();
    await form.getByRole('button', { name: words.addButton }).click();
    await form.getByText(words.connectionNameRequired).waitFor();
    await form.getByText(formatMessage(words.fieldRequired, { label: 'S3 bucket' })).waitFor();
    await form.getByRole('alert').getByText(words.fixFields).waitFor();

    await form.getByRole('textbox', { name: words.nameLabel }).fill('Main Connect');
    // A region as people say it: the server's refusal comes back under the field.
    await form.getByRole('textbox', { name: 'AWS region' }).fill('London');
    await form.getByRole('textbox', { name: 'Instance ID or ARN' }).fill(connect.instanceId);
    await form.getByRole('textbox', { name: 'S3 bucket' }).fill(s3.bucket);
    await form.getByText(words.privateAddresses).click();
    await form.getByRole('textbox', { name: 'Amazon Connect endpoint' }).fill(connect.url);
    await form.getByRole('textbox', { name: 'S3 endpoint' }).fill(s3.endpoint);
    await form.getByRole('textbox', { name: 'Access key ID' }).fill('S3RVER');
    await form.getByLabel('Secret access key').fill('S3RVER');
    expect(await form.getByLabel('Secret access key').getAttribute('type')).toBe('password');
    await form.getByRole('button', { name: words.addButton }).click();
    const region = form.getByRole('textbox', { name: 'AWS region' });
    await form.getByText('An AWS region, such as eu-west-2', { exact: true }).waitFor();
    expect(await region.getAttribute('aria-invalid')).toBe('true');

    // Added, then tested at once: the card says what the test found, in Amazon Connect's terms.
    await region.fill(connect.region);
    await form.getByRole('button', { name: words.addButton }).click();
    await toastRegion(page).getByText(words.addedTitle).waitFor();
    const list = page.getByRole('list', { name: words.listLabel });
    const main = list.getByRole('listitem', { name: 'Main Connect' });
    await main
      .getByText(
        formatMessage(words.reachesConnect, {
          instance: connect.instanceId,
          region: connect.region,
          bucket: s3.bucket,
        }),
      )
      .waitFor();
    await main.getByText(/^Test passed, /).waitFor();
    await main.getByText(/^Reached Amazon Connect instance .* bucket .* is reachable\.$/).waitFor();
    // The form forgot what was typed, and the page never shows a credential back.
    expect(await form.getByLabel('Secret access key').inputValue()).toBe('');
    expect(await page.locator('body').innerText()).not.toContain('S3RVER');
    await dismissToasts(page);

    // Test connection again, by its button: the test is asked, and its answer shown.
    const tested = page.waitForResponse((r) => r.url().endsWith('/test') && r.request().method() === 'POST');
    await main.getByRole('button', { name: words.testButton }).click();
    expect((await tested).status()).toBe(200);
    await main.getByText(/^Test passed, /).waitFor();

    // An Asterisk box over SFTP, signed in with a password: its test pins the host key.
    await form.getByRole('radio', { name: words.systems.asterisk.name }).check();
    await form.getByRole('textbox', { name: words.nameLabel }).fill('Office PBX');
    await form.getByRole('textbox', { name: 'Address of the phone system' }).fill(pbx.host);
    await form.getByRole('textbox', { name: 'SSH port' }).fill(String(pbx.port));
    await form.getByRole('textbox', { name: 'SSH user name' }).fill('asterisk');
    await form.getByLabel('Password', { exact: true }).fill('pbx-password-1');
    await form.getByRole('textbox', { name: 'Private key' }).waitFor();
    await form.getByRole('button', { name: words.addButton }).click();
    const office = list.getByRole('listitem', { name: 'Office PBX' });
    await office.getByText(formatMessage(words.hostKeyPinned, { fingerprint: pbx.hostKey })).waitFor();
    await office.getByText(/^Test passed, /).waitFor();
    await dismissToasts(page);
    await expectAccessible(page, 'Phone systems with two connections');
    await screenshot(page, 'publishing-connections-desktop');
    await atPhoneWidth(page, 'publishing-connections-phone');

    // The other systems' forms: Genesys Cloud's region from a list, RingCentral's JWT kept out of sight.
    await form.getByRole('radio', { name: words.systems.genesys.name }).check();
    await form.getByRole('combobox', { name: 'Where you sign in' }).click();
    await page.getByRole('option', { name: 'apps.mypurecloud.ie' }).click();
    await form.getByRole('combobox', { name: 'Where you sign in' }).getByText('apps.mypurecloud.ie').waitFor();
    await form.screenshot({ path: screenshotPath('publishing-genesys-form') });
    await form.getByRole('radio', { name: words.systems.ringcentral.name }).check();
    expect(await form.getByLabel('JWT credential').getAttribute('type')).toBe('password');
    await form.screenshot({ path: screenshotPath('publishing-ringcentral-form') });

    // The menu's page: each connection and how far behind it is; publish to Connect.
    await page.getByRole('link', { name: words.backToMenus }).click();
    await page.getByRole('link', { name: SETTINGS.name }).click();
    const targets = section.getByRole('list', { name: words.connectionsLabel });
    const toConnect = targets.getByRole('listitem', { name: /^Main Connect/ });
    await toConnect
      .getByText(formatMessage(words.notYetPublished, { name: 'Main Connect', count: going.length }))
      .waitFor();
    await section.getByText(words.historyEmpty).waitFor();
    await toConnect.getByRole('button', { name: 'Publish to Main Connect' }).click();
    await toConnect
      .getByText(formatMessage(words.doneSummary, { name: 'Main Connect', sent: going.length, unchanged: 0 }))
      .waitFor();
    await toConnect.getByText(formatMessage(words.upToDate, { name: 'Main Connect' })).waitFor();
    for (const name of going) expect(connect.promptNamed(name)?.audio?.subarray(0, 4).toString()).toBe('RIFF');
    const history = section.getByRole('list', { name: words.historyTitle });
    await history.getByText(formatMessage(words.sentCount, { count: going.length })).waitFor();

    // One prompt's words changed, saved and made again, as the owner does it on this page.
    const greetingName = 'harbour_dental_greeting';
    const greetingBefore = connect.promptNamed(greetingName)!;
    const audioBefore = greetingBefore.audio!;
    const editor = page.getByRole('form', { name: `Edit ${SETTINGS.name}` });
    const greeting = editor.getByRole('list', { name: 'Prompts' }).getByRole('listitem', { name: greetingName });
    await greeting
      .getByRole('textbox', { name: 'Words' })
      .fill('Thank you for calling Harbour Dental, now open on Saturdays.');
    await editor.getByRole('button', { name: 'Save menu' }).click();
    await toastRegion(page).getByText(messages.phoneMenuScreens.savedTitle).waitFor();
    await dismissToasts(page);
    await editor.getByRole('button', { name: 'Make the changed prompts' }).click();
    await toastRegion(page)
      .getByText(formatMessage(messages.phoneMenuScreens.made, { name: SETTINGS.name }))
      .waitFor();
    await dismissToasts(page);

    // The page says the connection is behind; publishing again sends that prompt alone, to the same prompt there.
    await toConnect.getByText('1 prompt changed since you published to Main Connect.').waitFor();
    const prompts = connect.prompts.size;
    await toConnect.getByRole('button', { name: 'Publish to Main Connect' }).click();
    await toConnect
      .getByText(formatMessage(words.doneSummary, { name: 'Main Connect', sent: 1, unchanged: going.length - 1 }))
      .waitFor();
    const result = toConnect.getByRole('list', { name: words.resultLabel });
    await result.getByRole('listitem', { name: `${greetingName}: ${words.promptStates.sent}` }).waitFor();
    expect(await result.getByRole('listitem', { name: new RegExp(`: ${words.promptStates.unchanged}$`) }).count()).toBe(
      going.length - 1,
    );
    expect(connect.prompts.size).toBe(prompts);
    expect(connect.promptNamed(greetingName)!.id).toBe(greetingBefore.id);
    expect(connect.promptNamed(greetingName)!.audio!.equals(audioBefore)).toBe(false);
    await history.getByText(words.sentCountOne).waitFor();
    await toConnect.getByText(formatMessage(words.upToDate, { name: 'Main Connect' })).waitFor();

    await expectAccessible(page, 'A menu published to its phone system');
    await section.screenshot({ path: screenshotPath('publishing-section-desktop') });
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await section.screenshot({ path: screenshotPath('publishing-section-phone') });
    await page.setViewportSize(VIEWPORTS.desktop);

    // Removed after a confirmation: gone from the page, its prompts still on Amazon Connect.
    await section.getByRole('link', { name: words.manageConnections }).click();
    await list.getByRole('listitem', { name: 'Office PBX' }).getByRole('button', { name: 'Remove Office PBX' }).click();
    const confirm = page.getByRole('dialog', { name: formatMessage(words.removeConfirmTitle, { name: 'Office PBX' }) });
    await confirm.getByText(words.removeConfirm).waitFor();
    await confirm.getByRole('button', { name: words.removeButton }).click();
    await toastRegion(page)
      .getByText(formatMessage(words.removed, { name: 'Office PBX' }))
      .waitFor();
    await list.getByRole('listitem', { name: 'Office PBX' }).waitFor({ state: 'detached' });
    await list.getByRole('listitem', { name: 'Main Connect' }).waitFor();
    expect(connect.promptNamed(greetingName)).toBeDefined();
  });
});

describe('publishing a Library message', () => {
  it('sends a saved message to Amazon Connect as one prompt, and says where hold music is chosen', async () => {
    const page = await fixtures.signedIn();
    const title = 'Harbour Dental winter hold';
    await saveThroughApi(page, { script: 'Thank you for holding. Harbour Dental is open on Saturdays.', title });
    // A tested connection, added as the Phone systems page adds one.
    const added = await page.evaluate(
      async (body) => {
        const post = (url: string, json?: object) =>
          fetch(url, {
            method: 'POST',
            ...(json ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) } : {}),
          });
        const made = (await (await post('/api/connections', body)).json()) as { connection: { id: string } };
        return (await post(`/api/connections/${made.connection.id}/test`)).status;
      },
      {
        name: 'Hold Connect',
        system: 'connect',
        target: {
          region: connect.region,
          instanceId: connect.instanceId,
          bucket: s3.bucket,
          connectEndpoint: connect.url,
          s3Endpoint: s3.endpoint,
        },
        secret: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      },
    );
    expect(added).toBe(200);

    await page.goto(`${baseUrl()}/library`);
    const item = page.getByRole('listitem', { name: title });
    await item.getByRole('button', { name: formatMessage(words.message.buttonLabel, { title }) }).click();
    const dialog = page.getByRole('dialog', { name: words.message.title });
    const target = dialog.getByRole('listitem', { name: /^Hold Connect/ });
    const prompt = 'harbour_dental_winter_hold';
    await target.getByText(formatMessage(words.message.notYetPublished, { name: 'Hold Connect', prompt })).waitFor();
    await target.getByText(formatMessage(words.message.holdMusic.connect, { prompt })).waitFor();
    await dialog.getByText(words.message.historyEmpty).waitFor();
    // Amazon Connect refuses the file once: the dialog says which prompt did not go, and Retry sends it.
    connect.failPrompt(prompt);
    await target.getByRole('button', { name: 'Publish to Hold Connect' }).click();
    const failed = target.getByRole('alert').filter({ hasText: words.partialOne });
    await target.getByRole('listitem', { name: new RegExp(`^${prompt}: ${words.promptStates.failed}\\. `) }).waitFor();
    await dialog.screenshot({ path: screenshotPath('publishing-message-partial') });
    connect.stopFailing(prompt);
    await failed.getByRole('button', { name: words.retry }).click();
    await target.getByText(formatMessage(words.doneSummary, { name: 'Hold Connect', sent: 1, unchanged: 0 })).waitFor();
    await target.getByText(formatMessage(words.message.current, { name: 'Hold Connect', prompt })).waitFor();
    expect(connect.promptNamed(prompt)?.audio?.subarray(0, 4).toString()).toBe('RIFF');
    await dialog.getByRole('list', { name: words.historyTitle }).getByText(words.sentCountOne).waitFor();

    await expectAccessible(page, 'A Library message published to its phone system');
    await dialog.screenshot({ path: screenshotPath('publishing-message-desktop') });
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await dialog.screenshot({ path: screenshotPath('publishing-message-phone') });
    await page.setViewportSize(VIEWPORTS.desktop);
  });
});
