import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';

/**
 * One child process run to its end: its stdout collected, the tail of its stderr kept (the reason
 * for a failure is at the end), killed past its time limit. Used by the thread that starts ffmpeg
 * (spawn-thread-worker.ts) and by the offline speech engines (voice/local/engine-processes.ts).
 * The caller writes stdin (`child.stdin`) whenever its input is ready.
 */
export type ChildOutcome =
  | { ok: true; stdout: Buffer; stderr: string }
  /** `message` says how it ended ("exited with 1", "was stopped (SIGKILL)") or why it never ran. */
  | { ok: false; message: string; stderr: string };

const STDERR_TAIL = 8000;

export function runChild(
  command: string,
  args: string[],
  options: { timeoutMs: number; niceness?: number },
): { child: ChildProcess; done: Promise<ChildOutcome> } {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  if (options.niceness !== undefined) {
    try {
      if (child.pid !== undefined) os.setPriority(child.pid, options.niceness);
    } catch {
      // The process has already ended, or the platform does not allow it: it runs at normal priority.
    }
  }
  const out: Buffer[] = [];
  let stderr = '';
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
  child.stdout.on('data', (d: Buffer) => out.push(d));
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-STDERR_TAIL)));
  // A child that exits early (bad input) closes stdin: ignore the resulting EPIPE.
  child.stdin.on('error', () => {});
  let failed: Error | undefined;
  child.on('error', (error) => (failed = error));
  const done = new Promise<ChildOutcome>((resolve) => {
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (failed) resolve({ ok: false, message: failed.message, stderr });
      else if (code !== 0)
        resolve({ ok: false, message: signal ? `was stopped (${signal})` : `exited with ${code}`, stderr });
      else resolve({ ok: true, stdout: Buffer.concat(out), stderr });
    });
  });
  return { child, done };
}
