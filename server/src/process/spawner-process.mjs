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
//   in:  { type: 'start', id, command, args, niceness?, stream? } · { type: 'feed', id, input, end? }
//        · { type: 'feedFile', id, file, start, end, remove? } (bytes [start, end); `remove`: the file is the run's own) · { type: 'kill', id }
//   out: { id, type: 'out', chunk } · { id, type: 'done', ok: true, stderr } · { id, type: 'done', ok: false, message, stderr }
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** The tail of stderr kept: the reason for a failure is at its end. */
const STDERR_TAIL = 8000;
/** stdout is passed on in pieces of at least this much (the last may be smaller). */
const PIECE_BYTES = 1 << 20;
const children = new Map();

function start({ id, command, args, niceness, stream }) {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  if (niceness !== undefined && child.pid !== undefined) {
    try {
      os.setPriority(child.pid, niceness);
    } catch {
      // Ended already, or not allowed here: it runs at normal priority.
    }
  }
  children.set(id, child);
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
    out.push(d);
    held += d.length;
    if (stream || held >= PIECE_BYTES) passOn();
  });
  child.stderr.on('data', (d) => (stderr = (stderr + d.toString()).slice(-STDERR_TAIL)));
  // A child that exits early (bad input) closes stdin: the EPIPE that follows is not news.
  child.stdin.on('error', () => {});
  child.on('error', (error) => (failed = error));
  child.on('close', (code, signal) => {
    children.delete(id);
    if (failed) return send({ id, type: 'done', ok: false, message: failed.message, stderr });
    if (code !== 0) {
      const message = signal ? `was stopped (${signal})` : `exited with ${code}`;
      return send({ id, type: 'done', ok: false, message, stderr });
    }
    passOn();
    send({ id, type: 'done', ok: true, stderr });
  });
}

function send(message) {
  if (process.connected) process.send(message);
}

process.on('message', (message) => {
  switch (message.type) {
    case 'start':
      return start(message);
    case 'feed': {
      const stdin = children.get(message.id)?.stdin;
      if (message.end === false) stdin?.write(message.input);
      else stdin?.end(message.input);
      return;
    }
    case 'feedFile': {
      const stdin = children.get(message.id)?.stdin;
      if (!stdin) return;
      const file = fs.createReadStream(message.file, { start: message.start, end: message.end - 1 });
      // The run's own file, once open, is read to its end with no name: nothing is left behind however the run ends.
      if (message.remove) file.on('open', () => fs.unlink(message.file, () => {}));
      // An unreadable file ends the input early: the program then fails on what it got, and says why.
      file.on('error', () => stdin.end());
      file.pipe(stdin);
      return;
    }
    case 'kill':
      return void children.get(message.id)?.kill('SIGKILL');
  }
});

// The server has gone (ended, or killed without a word): its runs go with it.
process.on('disconnect', () => {
  for (const child of children.values()) child.kill('SIGKILL');
  process.exit(0);
});
