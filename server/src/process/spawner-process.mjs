// The spawner (spawner.ts, record 123): a small process that starts the server's child processes
// (ffmpeg, RHVoice, Pico) on its behalf. Starting a process forks the process that starts it, and a
// fork costs in proportion to that process's memory: about 25 ms of CPU and 90 ms of waiting from a
// server of 1.2 GB, against 1–2 ms from this one. Plain JavaScript, so it starts without a loader.
//
// Messages (advanced serialization, so bytes cross as bytes): a small stdin whole, a large one as a
// file to stream from (record 124), and stdout in pieces of about a mebibyte, so neither side's event
// loop copies a whole minute of audio in one go:
// A long-lived run (stream: the RHVoice speaker, record 125) is fed request after request (end: false)
// and has its stdout passed on as it comes.
//   in:  { type: 'start', id, command, args, niceness?, stream?, stallMs? } · { type: 'feed', id, input, end? }
//        · { type: 'feedFile', id, file, start, end, remove? } (bytes [start, end); `remove`: the file is the run's own)
//        · { type: 'hold', id, working } (a long run has a request under way) · { type: 'kill', id }
//   out: { id, type: 'out', chunk } · { id, type: 'done', ok: true, stderr } · { id, type: 'done', ok: false, message, stderr }
//
// A run with `stallMs` is killed once it makes no progress for that span, scaled to the machine's
// load (progress.mjs, record 158): its CPU time stands still and nothing comes out. Never while it
// waits for the server: before its input has ended, or, for a long run, between requests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { cpuTicks, progressWatch } from './progress.mjs';

/** The tail of stderr kept: the reason for a failure is at its end. */
const STDERR_TAIL = 8000;
/** stdout is passed on in pieces of at least this much (the last may be smaller). */
const PIECE_BYTES = 1 << 20;
/** Runs under way by id: { child, stallMs, watch, moved, stalled }. */
const runs = new Map();
/** How often runs are checked for progress. */
const CHECK_MS = 1000;

function start({ id, command, args, niceness, stream, stallMs }) {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  if (niceness !== undefined && child.pid !== undefined) {
    try {
      os.setPriority(child.pid, niceness);
    } catch {
      // Ended already, or not allowed here: it runs at normal priority.
    }
  }
  // Watched from when it has what it waits for (its input, a request: `watch`).
  const run = { child, stallMs, watch: undefined, moved: false, stalled: 0 };
  runs.set(id, run);
  let out = [];
  let held = 0;
  const passOn = () => {
    if (held === 0) return;
    const piece = Buffer.concat(out);
    send({ id, type: 'out', chunk: new Uint8Array(piece.buffer, piece.byteOffset, piece.length) });
    out = [];
    held = 0;
  };
  let stderr = '';
  let failed;
  child.stdout.on('data', (d) => {
    run.moved = true;
    out.push(d);
    held += d.length;
    if (stream || held >= PIECE_BYTES) passOn();
  });
  child.stderr.on('data', (d) => {
    run.moved = true;
    stderr = (stderr + d.toString()).slice(-STDERR_TAIL);
  });
  // A child that exits early (bad input) closes stdin: the EPIPE that follows is not news.
  child.stdin.on('error', () => {});
  child.on('error', (error) => (failed = error));
  child.on('close', (code, signal) => {
    runs.delete(id);
    if (failed) return send({ id, type: 'done', ok: false, message: failed.message, stderr });
    if (code !== 0) {
      const message = run.stalled
        ? `was stopped: no progress in ${run.stalled} s`
        : signal
          ? `was stopped (${signal})`
          : `exited with ${code}`;
      return send({ id, type: 'done', ok: false, message, stderr });
    }
    passOn();
    send({ id, type: 'done', ok: true, stderr });
  });
}

function send(message) {
  if (process.connected) process.send(message);
}

/** Starts or stops watching a run for progress: it now has what it was waiting for, or waits again. */
function watch(run, on) {
  if (!run?.stallMs) return;
  run.watch = on ? progressWatch(run.stallMs) : undefined;
  run.moved = false;
}

setInterval(() => {
  for (const run of runs.values()) {
    if (!run.watch || run.stalled) continue;
    const stalled = run.watch.check(cpuTicks(`/proc/${run.child.pid}/stat`), run.moved);
    run.moved = false;
    if (stalled) {
      run.stalled = stalled;
      run.child.kill('SIGKILL');
    }
  }
}, CHECK_MS).unref();

process.on('message', (message) => {
  switch (message.type) {
    case 'start':
      return start(message);
    case 'feed': {
      const run = runs.get(message.id);
      if (message.end === false) return void run?.child.stdin.write(message.input);
      run?.child.stdin.end(message.input);
      return watch(run, true);
    }
    case 'feedFile': {
      const run = runs.get(message.id);
      if (!run) return;
      const stdin = run.child.stdin;
      const file = fs.createReadStream(message.file, { start: message.start, end: message.end - 1 });
      // Bytes going in are progress too; once all are in, the run is on its own.
      file.on('data', () => (run.moved = true));
      file.on('end', () => watch(run, true));
      // The run's own file, once open, is read to its end with no name: nothing is left behind however the run ends.
      if (message.remove) file.on('open', () => fs.unlink(message.file, () => {}));
      // An unreadable file ends the input early: the program then fails on what it got, and says why.
      file.on('error', () => stdin.end());
      file.pipe(stdin);
      return;
    }
    case 'hold':
      return watch(runs.get(message.id), message.working);
    case 'kill':
      return void runs.get(message.id)?.child.kill('SIGKILL');
  }
});

// The server has gone (ended, or killed without a word): its runs go with it.
process.on('disconnect', () => {
  for (const run of runs.values()) run.child.kill('SIGKILL');
  process.exit(0);
});
