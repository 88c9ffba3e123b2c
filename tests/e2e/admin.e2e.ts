import { describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { baseUrl, browserForFile, signedInPage } from './support/browser.js';
import { E2E_ADMIN } from './support/constants.js';

const browser = browserForFile();

describe('admin area', () => {
  it('lets the admin log in and out, and refuses a wrong password', async () => {
    const page = await signedInPage(browser(), 'staff@brightsmile.test');
    // Only someone signed in to the admin area sees the app bar's Admin link.
    const accountNav = page.getByRole('navigation', { name: 'Account' });
    const adminChecked = page.waitForResponse((r) => r.url().endsWith('/api/admin/auth-status'));
    await page.reload();
    await adminChecked;
    await accountNav.getByRole('link', { name: 'Library' }).waitFor();
    expect(await accountNav.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await page.goto(`${baseUrl()}/admin`);
    await page.getByRole('heading', { name: 'Admin login' }).waitFor();

    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: messages.admin.credentialsRequired }).waitFor();

    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const toasts = page.getByRole('region', { name: /Notifications/ });
    await toasts.getByText(messages.admin.loginFailed).waitFor();
    expect(await toasts.getByText(messages.admin.invalidCredentials).count()).toBe(1);
    // The refusal also stays beside the form, where the eye already is.
    const refusal = page.getByRole('alert').filter({ hasText: messages.admin.loginFailed });
    expect(await refusal.textContent()).toContain(messages.admin.invalidCredentials);

    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText(`Logged in as ${E2E_ADMIN.username}`).waitFor();
    await page.getByRole('heading', { name: 'Admin dashboard' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Home' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(1);
    await nav.getByRole('link', { name: 'Home' }).click();
    await accountNav.getByRole('link', { name: 'Admin' }).waitFor();
    await accountNav.getByRole('link', { name: 'Admin' }).click();

    // The admin session survives a reload, and logging out brings the form back.
    await page.reload();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Admin login' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Admin login' }).waitFor();
    await page.context().close();
  });
});
