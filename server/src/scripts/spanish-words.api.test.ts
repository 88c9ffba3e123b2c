import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { BusinessProfileBody } from '#common/schemas/business-profile.js';
import { api, signInUser, type TestUser } from '../testing/api-kit.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { startFakeLlmServer, type FakeLlmServer } from './testing/fake-llm-server.js';

/**
 * The business's words in Spanish (issue 47, record 155): step 1's sector and services kept in the
 * profile, step 3's promotions in the script request, each held to its English field's limits in
 * words that name the Spanish field; and the translation offered by the LLM, never without one.
 */

const profile: BusinessProfileBody = {
  companyName: 'Rapid Flow Plumbing',
  companyWebsite: '',
  industry: 'other',
  useCustomSector: true,
  customSector: '24/7 emergency plumbing',
  keyProducts: 'Emergency plumbing repairs, burst pipes and leak detection',
  timeZone: 'America/Chicago',
  messageLength: 'medium',
  tone: 'friendly',
  enableParagraphPauses: true,
  pauseLength: 'medium',
  language: 'es',
};
const spanish = {
  spanishCustomSector: 'plomería de emergencia',
  spanishKeyProducts: 'reparaciones de plomería de emergencia, tuberías rotas y detección de fugas',
};
const script = {
  companyName: profile.companyName,
  industry: 'other',
  customSector: profile.customSector,
  keyProducts: profile.keyProducts,
  promotionItems: ['10% off drain cleaning'],
  messageType: 'on-hold-promotions',
  language: 'es',
};

describe('without an LLM', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInUser(t, 'spanish-words@example.com');
  });
  afterAll(() => t.close());

  it('keeps the sector and services in Spanish in the profile, trimmed, and reads none for a client without them', async () => {
    const saved = await api(t, 'PUT', '/api/profile', owner.cookie, {
      ...profile,
      spanishCustomSector: ` ${spanish.spanishCustomSector} `,
      spanishKeyProducts: spanish.spanishKeyProducts,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject(spanish);
    const read = await api(t, 'GET', '/api/profile', owner.cookie);
    expect(read.json().profile).toMatchObject(spanish);
    await api(t, 'PUT', '/api/profile', owner.cookie, profile);
    expect((await api(t, 'GET', '/api/profile', owner.cookie)).json().profile).toMatchObject({
      spanishCustomSector: '',
      spanishKeyProducts: '',
    });
  });

  it.each([
    ['spanishCustomSector', 'x'.repeat(81), 'Custom sector in Spanish must be 80 characters or fewer'],
    ['spanishKeyProducts', 'x'.repeat(501), 'Key products or services in Spanish must be 500 characters or fewer'],
    ['spanishKeyProducts', 'reparaciones\u0007', messages.generic.controlCharacters],
  ])('refuses %s of %j in the profile, in words naming the Spanish field', async (field, value, message) => {
    const res = await api(t, 'PUT', '/api/profile', owner.cookie, { ...profile, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', message });
  });

  it.each([
    ['spanishKeyProducts', 'x'.repeat(501), 'Key products or services in Spanish must be 500 characters or fewer'],
    ['spanishPromotionItems', ['x'.repeat(201)], 'Each promotion in Spanish must be 200 characters or fewer'],
    [
      'spanishPromotionItems',
      Array.from({ length: 11 }, (_, i) => `Oferta ${i + 1}`),
      'Please list 10 promotions or fewer',
    ],
  ])('refuses %s over its limit in a script request', async (field, value, message) => {
    const res = await api(t, 'POST', '/api/generate-script', owner.cookie, { ...script, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('writes the Spanish script with the Spanish words, and without them quotes no English', async () => {
    const given = await api(t, 'POST', '/api/generate-script', owner.cookie, {
      ...script,
      ...spanish,
      spanishPromotionItems: ['10% de descuento en limpieza de drenajes'],
    });
    expect(given.statusCode).toBe(200);
    expect(given.json().script).toContain('10% de descuento en limpieza de drenajes');
    const bare = await api(t, 'POST', '/api/generate-script', owner.cookie, script);
    expect(bare.statusCode).toBe(200);
    for (const english of ['emergency plumbing', 'burst pipes', 'leak detection', 'drain cleaning'])
      expect(bare.json().script).not.toContain(english);
  });

  it('keeps the Spanish words in the draft', async () => {
    const formData = { ...spanish, spanishPromotionItems: ['Oferta', ''] };
    const res = await api(t, 'PUT', '/api/draft', owner.cookie, { step: 1, formData });
    expect(res.statusCode).toBe(200);
    expect((await api(t, 'GET', '/api/draft', owner.cookie)).json().draft.formData).toEqual(formData);
  });

  it('saves a bilingual message’s two scripts together, counting both languages', async () => {
    const english = 'Thank you for calling Rapid Flow Plumbing.';
    const second = 'Gracias por llamar a Rapid Flow Plumbing.';
    const alone = await api(t, 'POST', '/api/save-script', owner.cookie, {
      scriptContent: english,
      messageType: 'on-hold',
    });
    const res = await api(t, 'POST', '/api/save-script', owner.cookie, {
      scriptContent: english,
      secondScriptContent: second,
      language: 'en',
      messageType: 'on-hold',
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().script;
    expect(saved).toMatchObject({ content: english, secondContent: second, language: 'en', wordCount: 14 });
    expect(saved.estimatedDuration).toBeGreaterThan(alone.json().script.estimatedDuration + 1.5);
    const listed = (await api(t, 'GET', '/api/scripts/on-hold', owner.cookie)).json().scripts;
    expect(listed[0]).toMatchObject({ id: saved.id, secondContent: second });
    expect(listed[1]).toMatchObject({ id: alone.json().script.id, secondContent: '', language: 'en' });
  });

  it('offers no translation, and says why when asked for one', async () => {
    expect((await api(t, 'GET', '/api/spanish-words/translation', owner.cookie)).json()).toEqual({ available: false });
    const res = await api(t, 'POST', '/api/spanish-words/translation', owner.cookie, { keyProducts: 'Burst pipes' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.spanishWords.translationUnavailable);
  });
});

describe('with an LLM configured (a chat-completions server on loopback)', () => {
  let llm: FakeLlmServer;
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    llm = await startFakeLlmServer();
    t = await createTestApp({ LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'local-test' });
    owner = await signInUser(t, 'translate@example.com');
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });
  const english = {
    customSector: '24/7 emergency plumbing',
    keyProducts: 'Emergency plumbing repairs, burst pipes and leak detection',
    promotionItems: ['10% off drain cleaning', '', 'Free estimates'],
  };
  const answer = {
    customSector: 'Plomería de emergencia 24/7',
    keyProducts: 'Reparaciones de plomería de emergencia, tuberías rotas y detección de fugas',
    promotionItems: ['10% de descuento en limpieza de drenajes', 'Presupuestos gratis'],
  };
  const translate = (body: object) => api(t, 'POST', '/api/spanish-words/translation', owner.cookie, body);

  it('says a translation can be offered', async () => {
    expect((await api(t, 'GET', '/api/spanish-words/translation', owner.cookie)).json()).toEqual({ available: true });
  });

  it('offers the Spanish of each English field, one promotion for each, asking the model for its likeliest words', async () => {
    llm.answer({ kind: 'content', content: JSON.stringify(answer) });
    const before = llm.requests.length;
    const res = await translate(english);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      spanishCustomSector: answer.customSector,
      spanishKeyProducts: answer.keyProducts,
      spanishPromotionItems: answer.promotionItems,
    });
    const sent = llm.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ model: 'local-test', temperature: 0.2 });
    // The blank promotion line is not sent: the answer matches the lines that say something.
    expect(JSON.parse(sent[0]!.body.messages.at(-1)!.content)).toEqual({
      ...english,
      promotionItems: ['10% off drain cleaning', 'Free estimates'],
    });
    // Nothing is kept: the profile is untouched until the user continues.
    expect((await api(t, 'GET', '/api/profile', owner.cookie)).json()).toEqual({ profile: null });
  });

  it('answers only the fields it was given', async () => {
    llm.answer({ kind: 'content', content: JSON.stringify({ keyProducts: 'Tuberías rotas' }) });
    const res = await translate({ keyProducts: 'Burst pipes' });
    expect(res.json()).toEqual({
      spanishCustomSector: '',
      spanishKeyProducts: 'Tuberías rotas',
      spanishPromotionItems: [],
    });
  });

  it.each([
    ['a promotion left out', { ...answer, promotionItems: [answer.promotionItems[0]] }],
    ['a field left empty', { ...answer, keyProducts: '' }],
    ['a field past its Spanish limit', { ...answer, customSector: 'x'.repeat(81) }],
    ['no JSON', 'Lo siento, no puedo.'],
  ])('refuses an answer with %s, after asking twice, in words that say what to do', async (_name, content) => {
    llm.answer({ kind: 'content', content: typeof content === 'string' ? content : JSON.stringify(content) });
    const before = llm.requests.length;
    const res = await translate(english);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'upstream_failed', message: messages.spanishWords.translationFailed });
    expect(llm.requests.length - before).toBe(2);
  });

  it('says so when the model does not answer', async () => {
    llm.answer({ kind: 'status', status: 500 });
    const res = await translate(english);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(messages.spanishWords.translationFailed);
  });

  it.each([
    ['nothing to translate', { customSector: ' ', promotionItems: [''] }, messages.spanishWords.nothingToTranslate],
    [
      'services over their limit',
      { keyProducts: 'x'.repeat(501) },
      'Key products or services must be 500 characters or fewer',
    ],
  ])('refuses %s before asking the model', async (_name, body, message) => {
    const before = llm.requests.length;
    const res = await translate(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(llm.requests.length).toBe(before);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/spanish-words/translation', payload: english });
    expect(res.statusCode).toBe(401);
  });
});
