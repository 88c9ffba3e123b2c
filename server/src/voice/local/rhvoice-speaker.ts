import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Pcm } from '../../dsp/pcm.js';
import { diesWithParent } from '../../process/parent-death.js';
import { SpawnError, spawnLongRun, type LongRun } from '../../process/spawner.js';
import { ENGINE_STALL_MS, type RhvoiceCall } from './engine-processes.js';

/**
 * RHVoice as one long-lived process per offline engine thread (record 125): the speaker
 * (server/native/rhvoice-speaker.c, compiled by scripts/install-voices.sh into server/native/bin)
 * loads RHVoice once and then speaks piece after piece, where RHVoice-test paid 35–50 ms of CPU
 * per piece to load it. Started through this thread's spawner on first use and kept; one request
 * at a time, as the thread runs one synthesis at a time. The protocol is the C file's. While a
 * request is under way the spawner watches it for progress, and kills one that has stopped.
 */
const SPEAKER = fileURLToPath(new URL('../../../native/bin/rhvoice-speaker', import.meta.url));

const REPLY_HEADER_BYTES = 12;

/** The speaker's path where it is compiled; null sends RHVoice back to RHVoice-test per piece. */
export function rhvoiceSpeakerBinary(): string | null {
  return fs.existsSync(SPEAKER) ? SPEAKER : null;
}

interface Waiting {
  resolve: (pcm: Pcm | null) => void;
  reject: (error: Error) => void;
}

/** A reply that cannot come: the process died or was killed. A fresh one may speak the piece. */
class SpeakerLost extends Error {}

class Speaker {
  private readonly run: LongRun;
  private received: Uint8Array[] = [];
  private receivedBytes = 0;
  private waiting: Waiting | null = null;
  /** Set once it has ended or been killed: it takes no more requests. */
  lost = false;

  constructor(command: string) {
    this.run = spawnLongRun('RHVoice', ...diesWithParent(command, []), (chunk) => this.take(chunk), {
      stallMs: ENGINE_STALL_MS,
    });
    // It ended (killed, crashed, or its spawner gone): the tail of its stderr says why.
    this.run.done.catch((error: Error) => {
      const stderr = error instanceof SpawnError ? error.stderr.trim() : '';
      this.fail(new SpeakerLost(stderr ? `${error.message}: ${stderr}` : error.message));
    });
  }

  /** The piece's speech at the engine's rate; null when RHVoice says nothing for the text. */
  speak(call: RhvoiceCall): Promise<Pcm | null> {
    const speaker = Buffer.from(call.speaker);
    const text = Buffer.from(call.text);
    const header = Buffer.alloc(16);
    header.writeUInt32LE(speaker.length, 0);
    header.writeUInt32LE(call.ratePercent, 4);
    header.writeUInt32LE(call.pitchPercent, 8);
    header.writeUInt32LE(text.length, 12);
    return new Promise<Pcm | null>((resolve, reject) => {
      const settle = () => this.run.hold(false);
      this.waiting = {
        resolve: (pcm) => (settle(), resolve(pcm)),
        reject: (error) => (settle(), reject(error)),
      };
      this.run.hold(true);
      this.run.write(Buffer.concat([header, speaker, text]));
    });
  }

  /** Kills the process; the request under way, if any, fails with `error`. */
  private fail(error: Error): void {
    this.lost = true;
    this.run.kill();
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }

  /** Collects a reply's pieces as they come, and answers the request once it is whole. */
  private take(chunk: Uint8Array): void {
    this.received.push(chunk);
    this.receivedBytes += chunk.length;
    if (this.receivedBytes < REPLY_HEADER_BYTES) return;
    // The header whole in the first piece; the samples joined once, when all have come.
    if (this.received[0]!.length < REPLY_HEADER_BYTES) this.received = [Buffer.concat(this.received)];
    const first = this.received[0]!;
    const bytes = Buffer.from(first.buffer, first.byteOffset, first.length).readUInt32LE(8);
    if (this.receivedBytes < REPLY_HEADER_BYTES + bytes) return;
    const reply = Buffer.concat(this.received);
    this.received = [];
    this.receivedBytes = 0;
    const waiting = this.waiting;
    this.waiting = null;
    if (!waiting) return this.fail(new Error('RHVoice answered a request it was not sent'));
    const body = reply.subarray(REPLY_HEADER_BYTES, REPLY_HEADER_BYTES + bytes);
    if (reply.readUInt32LE(0) !== 0) return waiting.reject(new Error(`RHVoice: ${body.toString()}`));
    if (bytes === 0) return waiting.resolve(null);
    // Its own buffer, aligned for 16-bit samples (a piece of the channel need not be).
    const samples = new Int16Array(bytes / 2);
    Buffer.from(samples.buffer).set(body);
    waiting.resolve({ samples, sampleRate: reply.readUInt32LE(4) });
  }
}

/** This thread's speaker, started on first use and replaced when it is lost. */
let current: Speaker | undefined;

function theSpeaker(command: string): Speaker {
  if (!current || current.lost) current = new Speaker(command);
  return current;
}

/**
 * Speaks one piece on this thread's speaker. A speaker that dies under a piece is replaced and the
 * piece tried once more on the new one; one past its time limit is killed and replaced, and the
 * piece fails (a second 20 s would outlast the engine thread's own limit).
 */
export async function speakWithSpeaker(command: string, call: RhvoiceCall): Promise<Pcm | null> {
  try {
    return await theSpeaker(command).speak(call);
  } catch (error) {
    if (!(error instanceof SpeakerLost)) throw error;
    return theSpeaker(command).speak(call);
  }
}
