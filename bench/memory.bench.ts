import fs from 'node:fs/promises';
import type { MixAudioReply } from '#common/schemas/mix.js';
import type { SynthesizeVoiceReply } from '#common/schemas/voices.js';
import { residentMb } from '../server/src/process/resident-memory.js';
import type { ServerProcess } from '../server/src/testing/server-process.js';
import { job, signInUser, startProductionServer } from './bench-client.js';
import { processTreeRssMb, restedRssMb } from './machine.js';
import { writeResults } from './results-file.js';

/**
 * Issue 46's "+150 MB after 500 messages": one node as production starts it (every offline engine,
 * the neural voice speaking, warmed up, its previews made) makes MESSAGES messages (voice, then mix
 * over music, as the wizard does) for USERS users at once, each user one message after another (the
 * hourly quotas allow 60 each). The scripts are short and of many lengths, so the neural voice meets
 * many input shapes (what grows ONNX Runtime's arena). It reports what the node holds at rest before
 * and after (the node and its processes, RSS, and the node's own process alone), the peak while
 * working, the messages per minute, and failures (must be 0). BENCH_MEMORY_MESSAGES changes the count.
 */
const MESSAGES = Number(process.env.BENCH_MEMORY_MESSAGES ?? 500);
const USERS = 10;
const VOICE = 'en-US-natalie';
const SAMPLE_MS = 500;

const BUSINESSES = [
  'Harbour View Dental',
  'Bright Smile',
  'Oakwood Veterinary Clinic',
  'Riverside Plumbing',
  'Maple Street Bakery',
  'Summit Accounting',
  'Greenleaf Garden Centre',
  'Blue Door Bookshop',
  'Northside Physiotherapy',
  'Cedar Lane Insurance',
  'Lakeside Family Law',
  'Golden Crust Pizza',
  'Parkway Auto Repair',
  'Silver Birch Hotel',
  'Evergreen Pharmacy',
  'Hilltop Fitness',
  'Copper Kettle Café',
  'Westbrook Opticians',
  'Sunrise Travel',
  'Pinecrest Realty',
];
const SENTENCES = [
  'Your call is important to us.',
  'Please stay on the line and the next member of our team will be with you shortly.',
  'Did you know we now offer evening appointments on Tuesdays and Thursdays?',
  'Ask us about our seasonal offers at your next visit.',
  'We are open Monday to Friday, from eight in the morning until six in the evening.',
  'You can also find us online, where you can book at any time of day.',
  'Thank you for your patience.',
  'Every member of our team is trained to help you quickly and carefully.',
];

/** Message `i`'s script: one of 640 (business, length, first sentence) for i below 640, so no cache serves it. */
function scriptOf(i: number): string {
  const count = 1 + (Math.floor(i / BUSINESSES.length) % 4);
  const first = Math.floor(i / (BUSINESSES.length * 4)) % SENTENCES.length;
  const said = Array.from({ length: count }, (_, k) => SENTENCES[(first + k) % SENTENCES.length]!);
  return [`Thank you for calling ${BUSINESSES[i % BUSINESSES.length]!}.`, ...said].join(' ');
}

export default async function run(): Promise<void> {
  const { server, dataDir } = await startProductionServer('avs-memory-bench-', { freshInstall: true });
  try {
    const cookies: string[] = [];
    for (let i = 0; i < USERS; i++) cookies.push(await signInUser(server, dataDir, i));
    const pid = server.process.pid!;
    const before = { rssMb: await restedRssMb(server), nodeMb: Math.round(residentMb(String(pid))) };
    console.log(`warmed up and ready, at rest: ${before.rssMb} MB (the node's own process ${before.nodeMb} MB)`);

    let peakRssMb = 0;
    const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, processTreeRssMb(pid))), SAMPLE_MS);
    const start = performance.now();
    const counts = { made: 0, failures: 0, audioSeconds: 0 };
    let next = 0;
    await Promise.all(
      cookies.map(async (cookie) => {
        for (let i = next++; i < MESSAGES; i = next++) {
          try {
            counts.audioSeconds += await oneMessage(server, cookie, scriptOf(i));
            counts.made++;
            if (counts.made % 50 === 0) console.log(`${counts.made} messages, ${processTreeRssMb(pid)} MB now`);
          } catch (error) {
            counts.failures++;
            console.error(`message ${i}:`, error instanceof Error ? error.message : error);
          }
        }
      }),
    );
    const minutes = (performance.now() - start) / 60_000;
    clearInterval(sampler);
    const after = { rssMb: await restedRssMb(server), nodeMb: Math.round(residentMb(String(pid))) };
    const figures = {
      messages: MESSAGES,
      users: USERS,
      failures: counts.failures,
      audioMinutes: Math.round((counts.audioSeconds / 60) * 10) / 10,
      wallMinutes: Math.round(minutes * 10) / 10,
      messagesPerMinute: Math.round((counts.made / minutes) * 10) / 10,
      restRssMbBefore: before.rssMb,
      restRssMbAfter: after.rssMb,
      growthMb: after.rssMb - before.rssMb,
      nodeRssMbBefore: before.nodeMb,
      nodeRssMbAfter: after.nodeMb,
      peakRssMb,
    };
    console.log(figures);
    await writeResults('memory', `one node at rest before and after ${MESSAGES} messages`, figures);
    if (counts.failures > 0) throw new Error(`${counts.failures} messages failed`);
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** A voice of the script, then its mix over music, as the wizard makes them; the mix's seconds. */
async function oneMessage(server: ServerProcess, cookie: string, script: string): Promise<number> {
  const voice = await job<SynthesizeVoiceReply>(server, cookie, '/api/synthesize-voice', { script, voiceType: VOICE });
  const mix = await job<MixAudioReply>(server, cookie, '/api/mix-audio', {
    voiceAudioId: voice.audioId,
    musicTrackId: 'corporate-upbeat',
    musicVolume: 15,
  });
  return mix.duration;
}
