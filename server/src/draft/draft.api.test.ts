import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { DRAFT_MAX_BYTES, type DraftBody } from '#common/schemas/draft.js';
import { api } from '../testing/api-kit.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let owner: string;
let stranger: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInCookie(t, 'draft-owner@example.com');
  stranger = await signInCookie(t, 'draft-stranger@example.com');
});
afterAll(() => t.close());

const draft: DraftBody = {
  step: 3,
  formData: {
    companyName: 'Acme Dental',
    industry: 'healthcare',
    messageType: 'on-hold',
    scriptContent: 'Hello\nthere',
  },
  scriptsByType: { 'on-hold': 'Hello\nthere', voicemail: 'Leave a message.' },
  resultSaved: false,
};

describe('/api/draft', () => {
  it('needs a signed-in user for each method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/draft', ...(method === 'PUT' ? { payload: draft } : {}) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthorized', message: messages.generic.notAuthenticated });
    }
  });

  it('answers null before the first save, then the saved draft exactly as typed', async () => {
    expect((await api(t, 'GET', '/api/draft', owner)).json()).toEqual({ draft: null, updatedAt: null });
    const saved = await api(t, 'PUT', '/api/draft', owner, draft);
    expect(saved.statusCode).toBe(200);
    const read = (await api(t, 'GET', '/api/draft', owner)).json();
    expect(read.draft).toEqual(draft);
    expect(typeof read.updatedAt).toBe('string');
  });

  it('keeps each user their own draft', async () => {
    await api(t, 'PUT', '/api/draft', owner, draft);
    expect((await api(t, 'GET', '/api/draft', stranger)).json().draft).toBeNull();
    await api(t, 'PUT', '/api/draft', stranger, { ...draft, step: 1, formData: { companyName: 'Other' } });
    expect((await api(t, 'GET', '/api/draft', owner)).json().draft.formData.companyName).toBe('Acme Dental');
    // Deleting one's own draft leaves the other user's alone.
    expect((await api(t, 'DELETE', '/api/draft', stranger)).json()).toEqual({
      success: true,
      message: messages.draft.cleared,
    });
    expect((await api(t, 'GET', '/api/draft', stranger)).json().draft).toBeNull();
    expect((await api(t, 'GET', '/api/draft', owner)).json().draft.step).toBe(3);
  });

  it('keeps work a step would still refuse: the draft is work in progress', async () => {
    const unfinished = {
      ...draft,
      formData: { companyName: 'x'.repeat(130), promotionItems: Array.from({ length: 11 }, (_, i) => `Offer ${i}`) },
    };
    expect((await api(t, 'PUT', '/api/draft', owner, unfinished)).statusCode).toBe(200);
    expect((await api(t, 'GET', '/api/draft', owner)).json().draft.formData).toEqual(unfinished.formData);
  });

  it.each([
    ['a step past the last', { ...draft, step: 6 }],
    ['an unknown message type', { ...draft, formData: { messageType: 'jingle' } }],
    ['a script over the limit', { ...draft, scriptsByType: { 'on-hold': 'x'.repeat(5001) } }],
    ['control characters', { ...draft, formData: { companyName: 'Acme\u0000' } }],
    ['someone else’s address as the result', { ...draft, formData: { audioUrl: 'https://evil.example/a.mp3' } }],
    ['a volume out of range', { ...draft, formData: { musicVolume: 101 } }],
  ])('refuses %s with a validation error', async (_name, body) => {
    const res = await api(t, 'PUT', '/api/draft', owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });

  it('refuses a body over the size limit', async () => {
    const huge = { ...draft, formData: { ...draft.formData, keyProducts: 'x'.repeat(DRAFT_MAX_BYTES) } };
    const res = await api(t, 'PUT', '/api/draft', owner, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('too_large');
  });
});
