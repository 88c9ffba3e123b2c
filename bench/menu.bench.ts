import os from 'node:os';
import type { MixAudioReply } from '#common/schemas/mix.js';
import type { PhoneMenuReply, PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import type { SynthesizeVoiceReply } from '#common/schemas/voices.js';
import { api, signInUser, type TestUser } from '../server/src/testing/api-kit.js';
import { OFFLINE_ENGINES } from '../server/src/config/engine-names.js';
import { createTestApp, type TestApp } from '../server/src/testing/test-app.js';
import { cpuMs, machineInfo } from './machine.js';
import { writeResults } from './results-file.js';

/**
 * Issue 38's figure: a phone menu of 12 prompts made at once (POST /api/phone-menus/:id/render,
 * record 138), against the same voice's 12 single messages made one by one through the API as the
 * wizard makes an auto-attendant message without music (POST /api/synthesize-voice, then POST
 * /api/mix-audio), on a real database and store with the voice a node speaks by default (the neural
 * voice where installed). Each run starts a fresh server and store, so neither side finds the other's speech in the
 * speech cache: both speak every prompt.
 */
const RUNS = 3;

/** A greeting, a main menu of four options, two sub-menus with an information message each, and the six standard prompts. */
const SETTINGS: PhoneMenuSettings = {
  name: 'Main line',
  companyName: 'Harbour View Dental',
  tone: 'professional',
  promptPrefix: 'harbour_view',
  language: 'en',
  otherLanguage: null,
  voiceId: 'en-US-ken',
  main: {
    options: [
      {
        key: '1',
        label: 'appointments',
        action: {
          kind: 'submenu',
          menu: {
            options: [
              { key: '1', label: 'new patients', action: { kind: 'dial', number: '+15551230001' } },
              { key: '2', label: 'directions', action: { kind: 'info' } },
            ],
          },
        },
      },
      {
        key: '2',
        label: 'billing and insurance',
        action: {
          kind: 'submenu',
          menu: {
            options: [
              { key: '1', label: 'insurance plans', action: { kind: 'info' } },
              { key: '2', label: 'payments', action: { kind: 'dial', number: '+15551230002' } },
            ],
          },
        },
      },
      { key: '3', label: 'emergencies', action: { kind: 'dial', number: '+15551230003' } },
      { key: '0', label: 'leave a message', action: { kind: 'voicemail' } },
    ],
  },
  hours: [],
  closures: [],
  timeZone: 'America/New_York',
  prompts: {
    info_1_2: {
      enabled: true,
      text: 'We are at 12 Harbour Road, opposite the library, with free parking behind the building.',
    },
    info_2_1: {
      enabled: true,
      text: 'We accept most dental insurance plans. Please bring your card to your first visit.',
    },
  },
};

/** A fresh server (its own database, store and speech cache) with a signed-in user and the menu saved. */
async function freshMenu(): Promise<{ t: TestApp; user: TestUser; menu: PhoneMenuReply }> {
  // Every engine a node uses by default (the neural voice first, record 128), not the tests' fast ones.
  const t = await createTestApp({ OFFLINE_ENGINES: OFFLINE_ENGINES.join(',') });
  const user = await signInUser(t, 'bench-menu@example.com');
  const res = await api(t, 'POST', '/api/phone-menus', user.cookie, SETTINGS);
  if (res.statusCode !== 200) throw new Error(`menu: ${res.statusCode} ${res.body}`);
  return { t, user, menu: res.json<{ menu: PhoneMenuReply }>().menu };
}

/** Milliseconds and CPU milliseconds (this process, its threads and child runs) that `work` took. */
async function timed(work: () => Promise<void>): Promise<{ ms: number; cpuMs: number }> {
  const [started, cpu] = [performance.now(), cpuMs()];
  await work();
  return { ms: performance.now() - started, cpuMs: cpuMs() - cpu };
}

async function makeMenu(): Promise<{ ms: number; cpuMs: number; prompts: number; seconds: number }> {
  const { t, user, menu } = await freshMenu();
  try {
    let made: PhoneMenuReply | undefined;
    const took = await timed(async () => {
      // An empty JSON body, as the page's POST has.
      const res = await api(t, 'POST', `/api/phone-menus/${menu.id}/render`, user.cookie, {});
      if (res.statusCode !== 200) throw new Error(`make: ${res.statusCode} ${res.body}`);
      made = res.json<{ menu: PhoneMenuReply }>().menu;
    });
    const seconds = made!.prompts.reduce((sum, p) => sum + (p.audio?.duration ?? 0), 0);
    return { ...took, prompts: made!.prompts.length, seconds };
  } finally {
    await t.close();
  }
}

async function makeOneByOne(): Promise<{ ms: number; cpuMs: number; prompts: number; seconds: number }> {
  const { t, user, menu } = await freshMenu();
  try {
    let seconds = 0;
    const took = await timed(async () => {
      for (const prompt of menu.prompts) {
        const voice = await api(t, 'POST', '/api/synthesize-voice', user.cookie, {
          script: prompt.text,
          voiceType: SETTINGS.voiceId,
          enableParagraphPauses: false,
        });
        if (voice.statusCode !== 200) throw new Error(`voice: ${voice.statusCode} ${voice.body}`);
        const mix = await api(t, 'POST', '/api/mix-audio', user.cookie, {
          voiceAudioId: voice.json<SynthesizeVoiceReply>().audioId,
          musicTrackId: 'none',
          musicVolume: 0,
          messageType: 'auto-attendant',
        });
        if (mix.statusCode !== 200) throw new Error(`mix: ${mix.statusCode} ${mix.body}`);
        seconds += mix.json<MixAudioReply>().duration;
      }
    });
    return { ...took, prompts: menu.prompts.length, seconds };
  } finally {
    await t.close();
  }
}

export default async function run(): Promise<void> {
  const menu: Awaited<ReturnType<typeof makeMenu>>[] = [];
  const single: Awaited<ReturnType<typeof makeOneByOne>>[] = [];
  // Alternated, so a change in the machine's load falls on both sides alike.
  for (let i = 0; i < RUNS; i++) {
    menu.push(await makeMenu());
    single.push(await makeOneByOne());
  }
  const result = {
    prompts: menu[0]!.prompts,
    audioSeconds: round1(menu[0]!.seconds),
    menuMs: Math.round(median(menu.map((r) => r.ms))),
    oneByOneMs: Math.round(median(single.map((r) => r.ms))),
    speedUp: Math.round((median(single.map((r) => r.ms)) / median(menu.map((r) => r.ms))) * 100) / 100,
    // CPU time: what the load does not change; the menu should spend no more than the singles.
    menuCpuMs: Math.round(median(menu.map((r) => r.cpuMs))),
    oneByOneCpuMs: Math.round(median(single.map((r) => r.cpuMs))),
    runs: RUNS,
  };
  const machine = machineInfo();
  console.log(
    `${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.table([result]);
  await writeResults('menu', 'make a phone menu of 12 prompts, against its 12 messages made one by one', result);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round1 = (x: number) => Math.round(x * 10) / 10;
