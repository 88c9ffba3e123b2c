import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { createScriptWriter } from '../create-script-writer.js';
import { startFakeLlmServer, type FakeLlmServer } from '../testing/fake-llm-server.js';
import { FULL_FIELDS, scriptRequest } from '../testing/script-fixtures.js';
import { createLlmScriptWriter } from './llm-script-writer.js';

// The LLM client is tested only against a local chat-completions server on loopback
// (testing/fake-llm-server.ts): slow, malformed and failing answers included. No real LLM is called.
let llm: FakeLlmServer;
beforeAll(async () => {
  llm = await startFakeLlmServer();
});
afterAll(() => llm.close());
beforeEach(() => {
  llm.requests.length = 0;
});

const request = scriptRequest({ ...FULL_FIELDS, messageType: 'on-hold', messageLength: 'short', tone: 'warm' });
/** About 50 words that name the company, with digits, an address and an emoji: the script keeps the first two as written (record 095). */
const GOOD_SCRIPT =
  'Hello, and thank you for calling Bright Smile Dental. We are so glad you called.\n\n' +
  'Our healthcare team offers check-ups, teeth whitening and emergency care, Mon-Fri from 8:30am to 5pm. Visit www.brightsmile.com any time. 😊\n\n' +
  'Please stay on the line, and a friendly member of our team will be with you very soon.';
const endpoint = () => ({ baseUrl: llm.baseUrl, apiKey: 'test-key', model: 'test-model' });
const silentLog = { warn: () => {} } as never;

describe('the OpenAI-compatible script writer', () => {
  it('sends the prompt with the model and key, and returns a readable script without emoji', async () => {
    llm.answer({ kind: 'script', script: GOOD_SCRIPT });
    const written = await createLlmScriptWriter(endpoint()).write(request);
    expect(written.source).toBe('llm');
    expect(written.script).toContain('from 8:30am to 5pm');
    expect(written.script).toContain('Visit www.brightsmile.com any time.');
    expect(written.script).not.toContain('😊');
    expect(written.script.split('\n\n')).toHaveLength(3);

    const [sent] = llm.requests;
    expect(sent!.headers.authorization).toBe('Bearer test-key');
    expect(sent!.body.model).toBe('test-model');
    expect(sent!.body.response_format).toEqual({ type: 'json_object' });
    const user = sent!.body.messages.find((m) => m.role === 'user')!.content;
    for (const field of [
      'Bright Smile Dental',
      'healthcare',
      'check-ups, teeth whitening, and emergency care',
      'Website: www.brightsmile.com',
      'Write an on-hold message for this business.',
      'Tone: warm',
      'between 40 and 60 words',
      // The voice's accent (issue 40): a US caller is wished a Merry Christmas.
      'Write in American English',
    ]) {
      expect(user).toContain(field);
    }
  });

  it('asks for help now and an emergency kept on the line, for a business whose help never stops (record 150)', async () => {
    const plumber = { ...FULL_FIELDS, keyProducts: '24/7 emergency plumbing, leak detection', businessHours: '24/7' };
    for (const messageType of ['after-hours', 'holiday', 'on-hold'] as const) {
      llm.requests.length = 0;
      llm.answer({ kind: 'script', script: GOOD_SCRIPT });
      await createLlmScriptWriter(endpoint()).write(scriptRequest({ ...plumber, messageType, messageLength: 'short' }));
      const user = llm.requests[0]!.body.messages.find((m) => m.role === 'user')!.content;
      if (messageType === 'on-hold') expect(user).not.toContain('on-call team');
      else expect(user).toContain('a caller with an emergency should stay on the line');
    }
  });

  it('accepts JSON wrapped in a Markdown fence', async () => {
    llm.answer({ kind: 'script', script: GOOD_SCRIPT, fenced: true });
    expect((await createLlmScriptWriter(endpoint()).write(request)).source).toBe('llm');
  });

  it('retries once after a malformed answer', async () => {
    llm.answer(
      { kind: 'content', content: 'Sure! Here is your script: Hello and welcome' },
      { kind: 'script', script: GOOD_SCRIPT },
    );
    const written = await createLlmScriptWriter(endpoint()).write(request);
    expect(written.source).toBe('llm');
    expect(llm.requests).toHaveLength(2);
  });

  it('rejects JSON without a script, a script far off the length, or one that forgets the company', async () => {
    for (const bad of [
      '{"text": "hello"}',
      JSON.stringify({ script: 'Hello there.' }),
      JSON.stringify({ script: GOOD_SCRIPT.replace(/Bright Smile Dental/g, 'us') }),
    ]) {
      llm.answer({ kind: 'content', content: bad });
      await expect(createLlmScriptWriter(endpoint()).write(request)).rejects.toThrow();
    }
  });

  it('gives up after two failing answers', async () => {
    llm.answer({ kind: 'status', status: 503 });
    await expect(createLlmScriptWriter(endpoint()).write(request)).rejects.toThrow(/HTTP 503/);
    expect(llm.requests).toHaveLength(2);
  });

  it('stops waiting for a slow answer at the time limit', async () => {
    // The answer would come long after the limit: the limit's own message says which ended the call.
    llm.answer({ kind: 'slow', delayMs: 10_000, script: GOOD_SCRIPT });
    await expect(createLlmScriptWriter(endpoint(), { timeoutMs: 200 }).write(request)).rejects.toThrow(
      /no answer within 200 ms/,
    );
  });

  it('falls back to the composer and says so, when the LLM fails', async () => {
    llm.answer({ kind: 'slow', delayMs: 10_000, script: GOOD_SCRIPT });
    const writer = createScriptWriter({ llm: { baseUrl: llm.baseUrl, apiKey: undefined, model: 'm' } }, silentLog, {
      timeoutMs: 150,
    });
    const written = await writer.write(request);
    expect(written.source).toBe('composer');
    expect(written.notice).toBe(messages.scripts.llmFallback);
    expect(written.script).toContain('Bright Smile Dental');
    expect(llm.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('uses only the composer when no LLM is configured', async () => {
    const written = await createScriptWriter(
      { llm: { baseUrl: undefined, apiKey: undefined, model: undefined } },
      silentLog,
    ).write(request);
    expect(written).toMatchObject({ source: 'composer' });
    expect(written.notice).toBeUndefined();
    expect(llm.requests).toHaveLength(0);
  });

  it('asks for one part of a programme (record 118): its subject, its facts and its 48–64 words; a script outside them stands the composer in', async () => {
    const part = { ...request, segment: 'hours' as const };
    llm.answer({ kind: 'script', script: GOOD_SCRIPT });
    const written = await createLlmScriptWriter(endpoint()).write(part);
    expect(written.source).toBe('llm');
    const user = llm.requests[0]!.body.messages.find((m) => m.role === 'user')!.content;
    for (const field of [
      'Write one message of an on-hold programme for this business: the business hours, exactly as given.',
      'between 48 and 64 words',
      'Business hours: Monday to Friday 8:30am-5pm',
    ])
      expect(user).toContain(field);
    expect(user).not.toContain('Promotion');

    // A whole message where a 20–30 s part was asked for is refused twice; the composer writes the part.
    llm.answer({ kind: 'script', script: `${GOOD_SCRIPT}\n\n${GOOD_SCRIPT.replace(/Hello, and /, '')}` });
    const writer = createScriptWriter({ llm: { baseUrl: llm.baseUrl, apiKey: undefined, model: 'm' } }, silentLog);
    const standIn = await writer.write(part);
    expect(standIn).toMatchObject({ source: 'composer', notice: messages.scripts.llmFallback });
    expect(standIn.script).toContain('Monday to Friday 8:30am-5pm');
  });

  describe('a Spanish message (issue 39, record 143)', () => {
    const spanish = scriptRequest({
      ...FULL_FIELDS,
      language: 'es',
      keyProducts: 'Limpiezas, blanqueamiento dental, atención de emergencia',
      messageType: 'auto-attendant',
      messageLength: 'short',
      tone: 'warm',
      attendantOptions: '',
      attendants: { '1': 'Citas', '2': 'hablar con facturación', '0': 'recepción' },
    });
    /** About 50 words of Spanish as a native writer writes a menu: usted, "oprima el uno", the company named. */
    const GOOD_SPANISH =
      'Hola, gracias por llamar a Bright Smile Dental.\n\n' +
      'Para citas, oprima el uno.\n\nPara hablar con facturación, oprima el dos.\n\nPara comunicarse con la recepción, oprima el cero.\n\n' +
      'Ofrecemos limpiezas, blanqueamiento dental y atención de emergencia, de lunes a viernes. ' +
      'Para escuchar estas opciones de nuevo, por favor permanezca en la línea.';

    it('asks for Spanish, in English and in Spanish, with the details as the Spanish script shows them', async () => {
      llm.answer({ kind: 'script', script: GOOD_SPANISH });
      const written = await createLlmScriptWriter(endpoint()).write(spanish);
      expect(written).toMatchObject({ source: 'llm', script: expect.stringContaining('oprima el uno') });
      const user = llm.requests[0]!.body.messages.find((m) => m.role === 'user')!.content;
      for (const field of [
        'Write the whole script in Spanish',
        'Escriba todo el guion en español',
        'usted',
        '"aplicar para" (say "solicitar")',
        'Keypad option, say exactly "Para citas, oprima el uno."',
        'Keypad option, say exactly "Para comunicarse con la recepción, oprima el cero."',
        'Key products or services: limpiezas, blanqueamiento dental y atención de emergencia',
      ])
        expect(user).toContain(field);
      expect(user).not.toContain('Write in American English');
    });

    it('asks for a Spanish part of a programme in Spanish (record 147); an English answer stands the composer in, in Spanish', async () => {
      const part = {
        ...scriptRequest({ ...FULL_FIELDS, language: 'es', messageType: 'on-hold' }),
        segment: 'hours' as const,
        variant: 1,
      };
      const english = `${GOOD_SCRIPT}\n\nWe are open Monday to Friday.`;
      llm.answer({ kind: 'script', script: english }, { kind: 'script', script: english });
      const writer = createScriptWriter({ llm: { baseUrl: llm.baseUrl, apiKey: undefined, model: 'm' } }, silentLog);
      const standIn = await writer.write(part);
      const user = llm.requests[0]!.body.messages.find((m) => m.role === 'user')!.content;
      for (const field of [
        'Write one message of an on-hold programme for this business: the business hours, exactly as given.',
        'between 48 and 64 words',
        'do not open with "Gracias por esperar"',
        'Write the whole script in Spanish',
        'Business hours: de lunes a viernes',
      ])
        expect(user).toContain(field);
      expect(standIn).toMatchObject({ source: 'composer', notice: messages.scripts.llmFallback });
      expect(standIn.script).toContain('Bright Smile Dental');
      expect(standIn.script).toMatch(/de lunes a viernes/);
      expect(standIn.script).not.toMatch(/\b(?:thank|calling|hours)\b/i);
    });

    it('refuses an answer in English, in "tú", with a calque or with the keypad out of order, and the composer writes it in Spanish', async () => {
      const bad = [
        GOOD_SPANISH.replace('Hola, gracias por llamar a', 'Hello, and thank you for calling'),
        GOOD_SPANISH.replace('oprima el uno', 'oprime el uno'),
        GOOD_SPANISH.replace('Ofrecemos', 'Déjenos saber si necesita'),
        GOOD_SPANISH.replace('oprima el uno', 'oprima el tres'),
      ];
      for (const script of bad) {
        llm.answer({ kind: 'script', script }, { kind: 'script', script });
        const writer = createScriptWriter({ llm: { baseUrl: llm.baseUrl, apiKey: undefined, model: 'm' } }, silentLog);
        const standIn = await writer.write(spanish);
        expect(standIn, script).toMatchObject({ source: 'composer', notice: messages.scripts.llmFallback });
        expect(standIn.script).toContain('Para citas, ');
        expect(standIn.script).not.toMatch(/\b(?:thank|calling|press)\b/i);
      }
    });
  });
});
