import { spawn } from 'node:child_process';
import os from 'node:os';

/**
 * Runs ffmpeg with an argument array (never a shell), feeding `input` on stdin and collecting
 * stdout. A time limit kills a stuck run; a process-wide limit keeps at most one ffmpeg per core
 * running, so a burst of requests queues instead of starving the machine.
 */
const MAX_RUNNING = Math.max(1, os.cpus().length);
const DEFAULT_TIMEOUT_MS = 60_000;

let running = 0;
const waiting: (() => void)[] = [];

async function acquire(): Promise<void> {
  if (running < MAX_RUNNING) {
    running++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

export class FfmpegError extends Error {
  override name = 'FfmpegError';
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
  }
}

export interface FfmpegRun {
  stdout: Buffer;
  stderr: string;
}

export async function runFfmpeg(
  ffmpegPath: string,
  args: string[],
  options: { input?: Buffer; timeoutMs?: number } = {},
): Promise<FfmpegRun> {
  await acquire();
  try {
    return await new Promise<FfmpegRun>((resolve, reject) => {
      const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
      const out: Buffer[] = [];
      let stderr = '';
      const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      child.stdout.on('data', (d: Buffer) => out.push(d));
      child.stderr.on('data', (d: Buffer) => {
        // Keep the tail only: the reason for a failure is at the end.
        stderr = (stderr + d.toString()).slice(-8000);
      });
      child.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        if (code === 0) return resolve({ stdout: Buffer.concat(out), stderr });
        const why = signal ? `was stopped (${signal})` : `exited with ${code}`;
        reject(new FfmpegError(`ffmpeg ${why}`, stderr));
      });
      // A child that exits early (bad input) closes stdin: ignore the resulting EPIPE.
      child.stdin.on('error', () => {});
      child.stdin.end(options.input ?? Buffer.alloc(0));
    });
  } finally {
    release();
  }
}
