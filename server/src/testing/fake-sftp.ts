import { createHash } from 'node:crypto';
import fs, { type FileHandle } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ssh2, { type Attributes, type AuthContext, type Connection, type ParsedKey, type SFTPWrapper } from 'ssh2';

const { Server, utils } = ssh2;
const { OPEN_MODE, STATUS_CODE } = utils.sftp;

/**
 * A PBX's SSH server on loopback, for the Asterisk module's tests (issue 48): a real PBX cannot be
 * reached from here. It is ssh2's Server with a host key made at start, password and public-key
 * logins for one user, and the SFTP subsystem (version 3, draft-ietf-secsh-filexfer-02) served over
 * a temporary folder that stands for the PBX's filesystem root, so `/var/lib/asterisk/sounds/custom/`
 * is `<root>/var/lib/asterisk/sounds/custom/`. As OpenSSH's sftp-server does, it lists
 * posix-rename@openssh.com in its hello (OpenSSH PROTOCOL §3.2-3.3) and answers it with rename(2),
 * while its plain RENAME will not replace a file (filexfer-02 §6.5). Every login and every request
 * is noted, to show what the module asked for. It can be told to refuse logins, to treat a folder as
 * one the user may not write, to drop the next connection (before its handshake, as a server at its
 * MaxStartups limit does, or at its first write), to hold a write unanswered, and to fail one sound's
 * files as a full disk would.
 */
export interface FakeSftpServer {
  host: string;
  port: number;
  /** Its host key's fingerprint, as `ssh-keygen -l` prints it. */
  hostKey: string;
  /** The folder standing for the PBX's `/`. */
  root: string;
  logins: { username: string; method: string; accepted: boolean }[];
  /** Each SFTP request: its name (OPEN, RENAME, posix-rename@openssh.com…) and the paths it named. */
  requests: { request: string; path: string; to?: string; write?: boolean }[];
  /** A file's bytes, by its path on the PBX. */
  read(pbxPath: string): Promise<Buffer>;
  /** A folder's file names, by its path on the PBX, sorted. */
  list(pbxFolder: string): Promise<string[]>;
  refuseLogins(): void;
  readOnly(pbxFolder: string): void;
  dropNextConnection(when?: 'at-start' | 'at-write'): void;
  /** Leaves the next write unanswered, as a hung server does; resolves once it has arrived. */
  holdNextWrite(): Promise<void>;
  /** Answers the opening of any file of the sound `name` (its temporary copies included) with a FAILURE. */
  failSound(name: string): void;
  /** Takes sound `name`'s files again. */
  stopFailing(name: string): void;
  close(): Promise<void>;
}

export interface FakeSftpOptions {
  username?: string;
  password?: string;
  /** The OpenSSH public key (`ssh-ed25519 AAAA…`) the user may log in with. */
  publicKey?: string;
  /** Folders that exist at start; by default FreePBX's sounds folder. */
  folders?: string[];
  /** Off: a server whose hello lists no extensions (sftp-server run with `-P posix-rename@openssh.com`). */
  posixRename?: boolean;
  /** To come back on the same port, as a PBX reinstalled at the same address. */
  port?: number;
}

export async function startFakeSftpServer(options: FakeSftpOptions = {}): Promise<FakeSftpServer> {
  const { username = 'asterisk', password, publicKey, posixRename = true } = options;
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'fake-pbx-'));
  for (const folder of options.folders ?? ['/var/lib/asterisk/sounds/custom']) {
    await fs.mkdir(localPath(root, folder), { recursive: true });
  }
  const allowedKey = publicKey ? parsedKey(publicKey) : undefined;
  const hostKeyPair = sshKeyPair();
  const state: FakeState = {
    root,
    logins: [],
    requests: [],
    readOnly: new Set(),
    failing: new Set(),
    refusing: false,
    drop: undefined,
    hold: undefined,
  };
  const connections = new Set<Connection>();

  const server = new Server({ hostKeys: [hostKeyPair.private] }, (client) => {
    connections.add(client);
    client.on('close', () => connections.delete(client));
    // A client that goes away mid-handshake is an error here, and not this fake's concern.
    client.on('error', () => undefined);
    if (state.drop === 'at-start') {
      state.drop = undefined;
      client.end();
      return;
    }
    const dropAtWrite = state.drop === 'at-write';
    if (dropAtWrite) state.drop = undefined;
    client.on('authentication', (context) => authenticate(context, { username, password, allowedKey }, state));
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        acceptSession().on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          if (posixRename) announceExtensions(sftp, { 'posix-rename@openssh.com': '1' });
          serveSftp(sftp, state, { posixRename, dropAtWrite: dropAtWrite ? () => client.end() : undefined });
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));

  return {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    hostKey: fingerprintOf(hostKeyPair.public),
    root,
    logins: state.logins,
    requests: state.requests,
    read: (pbxPath) => fs.readFile(localPath(root, pbxPath)),
    list: async (pbxFolder) => (await fs.readdir(localPath(root, pbxFolder))).sort(),
    refuseLogins: () => {
      state.refusing = true;
    },
    readOnly: (pbxFolder) => state.readOnly.add(path.posix.resolve('/', pbxFolder)),
    dropNextConnection: (when = 'at-write') => {
      state.drop = when;
    },
    holdNextWrite: () => new Promise<void>((arrived) => (state.hold = arrived)),
    failSound: (name) => state.failing.add(name),
    stopFailing: (name) => void state.failing.delete(name),
    close: async () => {
      for (const client of connections) client.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}

/**
 * An ed25519 key pair in OpenSSH's formats, the private half under `passphrase` when given. ssh2's
 * keygen drops a public key's leading zero bytes, so about one pair in 256 cannot be read back
 * (mscdex/ssh2 issues 1390 and 1513): such a pair is made again.
 */
export function sshKeyPair(passphrase?: string): { private: string; public: string } {
  for (;;) {
    const pair = passphrase
      ? utils.generateKeyPairSync('ed25519', { passphrase, cipher: 'aes256-ctr', rounds: 4 })
      : utils.generateKeyPairSync('ed25519');
    const readable = [utils.parseKey(pair.public), utils.parseKey(pair.private, passphrase)];
    if (!readable.some((key) => key instanceof Error)) return pair;
  }
}

interface FakeState {
  root: string;
  logins: FakeSftpServer['logins'];
  requests: FakeSftpServer['requests'];
  readOnly: Set<string>;
  failing: Set<string>;
  refusing: boolean;
  drop: 'at-start' | 'at-write' | undefined;
  /** Called when the held write arrives; that write is never answered. */
  hold: (() => void) | undefined;
}

function parsedKey(publicKey: string): ParsedKey {
  const key = utils.parseKey(publicKey);
  if (key instanceof Error) throw key;
  return key;
}

function fingerprintOf(publicKey: string): string {
  const blob = parsedKey(publicKey).getPublicSSH();
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

function localPath(root: string, pbxPath: string): string {
  // Resolved against the PBX's `/` first, so `..` cannot climb out of the root.
  return path.join(root, path.posix.resolve('/', pbxPath));
}

function authenticate(
  context: AuthContext,
  user: { username: string; password?: string; allowedKey?: ParsedKey },
  state: FakeState,
): void {
  const methods = [...(user.password ? ['password' as const] : []), ...(user.allowedKey ? ['publickey' as const] : [])];
  const known = !state.refusing && context.username === user.username;
  if (context.method === 'publickey') {
    const key = user.allowedKey;
    const listed = known && key !== undefined && context.key.data.equals(key.getPublicSSH());
    // Without a signature the client only asks whether the key would do (RFC 4252 §7).
    if (!context.signature) return listed ? context.accept() : context.reject(methods);
    const signed =
      listed && context.blob !== undefined && key.verify(context.blob, context.signature, context.hashAlgo);
    state.logins.push({ username: context.username, method: 'publickey', accepted: signed });
    return signed ? context.accept() : context.reject(methods);
  }
  if (context.method === 'password') {
    const accepted = known && user.password !== undefined && context.password === user.password;
    state.logins.push({ username: context.username, method: 'password', accepted });
    return accepted ? context.accept() : context.reject(methods);
  }
  context.reject(methods);
}

/**
 * ssh2's server answers INIT with a VERSION naming no extensions, where OpenSSH's sftp-server names
 * those it offers and clients use only what is named. This fake stands for an OpenSSH box, so it
 * rewrites that one packet on its way out to name `extensions` too.
 */
function announceExtensions(sftp: SFTPWrapper, extensions: Record<string, string>): void {
  interface ChannelInternals {
    _protocol: { channelData(id: number, data: Buffer): void };
    outgoing: { id: number; window: number };
  }
  const channel = sftp as unknown as ChannelInternals;
  const protocol = channel._protocol;
  const send = protocol.channelData.bind(protocol);
  let announced = false;
  protocol.channelData = (id, data) => {
    // The bare VERSION: length 5, type 2 (SSH_FXP_VERSION), version 3.
    if (announced || id !== channel.outgoing.id || data.length !== 9 || data[4] !== 2) return send(id, data);
    announced = true;
    const names = Object.entries(extensions).flatMap(([name, version]) => [sshString(name), sshString(version)]);
    const body = Buffer.concat([Buffer.from([2, 0, 0, 0, 3]), ...names]);
    const packet = Buffer.concat([uint32(body.length), body]);
    // ssh2 counted the bare packet against the channel's window; count the rest too.
    channel.outgoing.window -= packet.length - data.length;
    send(id, packet);
  };
}

function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

function sshString(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([uint32(bytes.length), bytes]);
}

/** Reads an SSH string (uint32 length, then its bytes) from `buffer` at `offset`. */
function readSshString(buffer: Buffer, offset: number): { text: string; next: number } {
  const length = buffer.readUInt32BE(offset);
  return { text: buffer.toString('utf8', offset + 4, offset + 4 + length), next: offset + 4 + length };
}

type Handle = { kind: 'file'; file: FileHandle } | { kind: 'folder'; pbxPath: string; listed: boolean };

const WRITE_FLAGS = OPEN_MODE.WRITE | OPEN_MODE.APPEND | OPEN_MODE.CREAT | OPEN_MODE.TRUNC;

/** SFTP v3 over the fake's root: each request answered as OpenSSH's sftp-server answers it. */
function serveSftp(
  sftp: SFTPWrapper,
  state: FakeState,
  behaviour: { posixRename: boolean; dropAtWrite: (() => void) | undefined },
): void {
  const handles = new Map<number, Handle>();
  let nextHandle = 0;
  let dropAtWrite = behaviour.dropAtWrite;
  const local = (pbxPath: string) => localPath(state.root, pbxPath);
  const writable = (pbxPath: string) => !state.readOnly.has(path.posix.dirname(path.posix.resolve('/', pbxPath)));
  const opened = (handle: Buffer) => (handle.length === 4 ? handles.get(handle.readUInt32BE()) : undefined);
  const newHandle = (handle: Handle) => {
    handles.set(nextHandle, handle);
    return uint32(nextHandle++);
  };
  /** Runs a request's work; a failed system call is answered as sftp-server maps its errno. */
  const answer = (reqId: number, work: () => Promise<void>) => {
    work().catch((error: NodeJS.ErrnoException) => sftp.status(reqId, ...statusFor(error)));
  };
  const denied = (reqId: number) => sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, 'Permission denied');
  const closeAll = () => {
    for (const handle of handles.values()) if (handle.kind === 'file') void handle.file.close().catch(() => undefined);
    handles.clear();
  };
  // sftp-server exits when its input ends, and sshd then closes the channel: clients wait for that.
  sftp.on('end', () => {
    closeAll();
    sftp.end();
  });
  sftp.on('close', closeAll);

  sftp.on('OPEN', (reqId, filename, flags, attrs) => {
    const write = (flags & WRITE_FLAGS) !== 0;
    state.requests.push({ request: 'OPEN', path: filename, write });
    if (write && !writable(filename)) return denied(reqId);
    const base = path.posix.basename(filename);
    const ofFailing = [...state.failing].some(
      (name) => base.startsWith(`${name}.`) || base.startsWith(`.avs-${name}.`),
    );
    if (write && ofFailing) {
      return sftp.status(reqId, STATUS_CODE.FAILURE, 'Failure');
    }
    answer(reqId, async () => {
      const mode = utils.sftp.flagsToString(flags) ?? 'r';
      const file = await fs.open(local(filename), mode, (attrs.mode ?? 0o666) & 0o777);
      sftp.handle(reqId, newHandle({ kind: 'file', file }));
    });
  });

  sftp.on('WRITE', (reqId, handle, offset, data) => {
    const open = opened(handle);
    if (open?.kind !== 'file') return sftp.status(reqId, STATUS_CODE.FAILURE, 'Bad handle');
    if (dropAtWrite) {
      dropAtWrite();
      dropAtWrite = undefined;
      return;
    }
    if (state.hold) {
      state.hold();
      state.hold = undefined;
      return;
    }
    answer(reqId, async () => {
      await open.file.write(data, 0, data.length, offset);
      sftp.status(reqId, STATUS_CODE.OK);
    });
  });

  sftp.on('READ', (reqId, handle, offset, length) => {
    const open = opened(handle);
    if (open?.kind !== 'file') return sftp.status(reqId, STATUS_CODE.FAILURE, 'Bad handle');
    answer(reqId, async () => {
      const { bytesRead, buffer } = await open.file.read(Buffer.alloc(length), 0, length, offset);
      if (bytesRead === 0) sftp.status(reqId, STATUS_CODE.EOF);
      else sftp.data(reqId, buffer.subarray(0, bytesRead));
    });
  });

  sftp.on('CLOSE', (reqId, handle) => {
    const open = opened(handle);
    if (!open) return sftp.status(reqId, STATUS_CODE.FAILURE, 'Bad handle');
    handles.delete(handle.readUInt32BE());
    answer(reqId, async () => {
      if (open.kind === 'file') await open.file.close();
      sftp.status(reqId, STATUS_CODE.OK);
    });
  });

  sftp.on('FSTAT', (reqId, handle) => {
    const open = opened(handle);
    if (open?.kind !== 'file') return sftp.status(reqId, STATUS_CODE.FAILURE, 'Bad handle');
    answer(reqId, async () => sftp.attrs(reqId, attributesOf(await open.file.stat())));
  });

  for (const request of ['STAT', 'LSTAT'] as const) {
    sftp.on(request, (reqId: number, pbxPath: string) => {
      state.requests.push({ request, path: pbxPath });
      answer(reqId, async () => {
        const stats = request === 'STAT' ? await fs.stat(local(pbxPath)) : await fs.lstat(local(pbxPath));
        sftp.attrs(reqId, attributesOf(stats));
      });
    });
  }

  sftp.on('SETSTAT', (reqId, pbxPath) => {
    state.requests.push({ request: 'SETSTAT', path: pbxPath });
    sftp.status(reqId, writable(pbxPath) ? STATUS_CODE.OK : STATUS_CODE.PERMISSION_DENIED);
  });

  sftp.on('FSETSTAT', (reqId) => sftp.status(reqId, STATUS_CODE.OK));

  sftp.on('REALPATH', (reqId, pbxPath) => {
    const resolved = path.posix.resolve('/', pbxPath);
    sftp.name(reqId, [{ filename: resolved, longname: resolved, attrs: emptyAttributes() }]);
  });

  sftp.on('OPENDIR', (reqId, pbxPath) => {
    state.requests.push({ request: 'OPENDIR', path: pbxPath });
    answer(reqId, async () => {
      if (!(await fs.stat(local(pbxPath))).isDirectory())
        throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
      sftp.handle(reqId, newHandle({ kind: 'folder', pbxPath, listed: false }));
    });
  });

  sftp.on('READDIR', (reqId, handle) => {
    const open = opened(handle);
    if (open?.kind !== 'folder') return sftp.status(reqId, STATUS_CODE.FAILURE, 'Bad handle');
    if (open.listed) return sftp.status(reqId, STATUS_CODE.EOF);
    open.listed = true;
    answer(reqId, async () => {
      const folder = local(open.pbxPath);
      const names = ['.', '..', ...(await fs.readdir(folder))];
      const entries = await Promise.all(
        names.map(async (filename) => {
          const attrs = attributesOf(await fs.lstat(path.join(folder, filename)));
          return { filename, longname: `${attrs.size} ${filename}`, attrs };
        }),
      );
      sftp.name(reqId, entries);
    });
  });

  sftp.on('REMOVE', (reqId, pbxPath) => {
    state.requests.push({ request: 'REMOVE', path: pbxPath });
    if (!writable(pbxPath)) return denied(reqId);
    answer(reqId, async () => {
      await fs.unlink(local(pbxPath));
      sftp.status(reqId, STATUS_CODE.OK);
    });
  });

  sftp.on('MKDIR', (reqId, pbxPath, attrs) => {
    state.requests.push({ request: 'MKDIR', path: pbxPath });
    if (!writable(pbxPath)) return denied(reqId);
    answer(reqId, async () => {
      await fs.mkdir(local(pbxPath), (attrs.mode ?? 0o777) & 0o777);
      sftp.status(reqId, STATUS_CODE.OK);
    });
  });

  sftp.on('RENAME', (reqId, from, to) => {
    state.requests.push({ request: 'RENAME', path: from, to });
    if (!writable(from) || !writable(to)) return denied(reqId);
    answer(reqId, async () => {
      // sftp-server links the new name first, so a name already taken fails (EEXIST → FAILURE).
      await fs.link(local(from), local(to));
      await fs.unlink(local(from));
      sftp.status(reqId, STATUS_CODE.OK);
    });
  });

  sftp.on('EXTENDED', (reqId, name, data) => {
    if (name !== 'posix-rename@openssh.com' || !behaviour.posixRename) {
      return sftp.status(reqId, STATUS_CODE.OP_UNSUPPORTED, 'Operation unsupported');
    }
    const from = readSshString(data, 0);
    const to = readSshString(data, from.next);
    state.requests.push({ request: name, path: from.text, to: to.text });
    if (!writable(from.text) || !writable(to.text)) return denied(reqId);
    answer(reqId, async () => {
      await fs.rename(local(from.text), local(to.text));
      sftp.status(reqId, STATUS_CODE.OK);
    });
  });
}

function attributesOf(stats: {
  mode: number;
  uid: number;
  gid: number;
  size: number;
  atimeMs: number;
  mtimeMs: number;
}) {
  const { mode, uid, gid, size } = stats;
  return { mode, uid, gid, size, atime: Math.floor(stats.atimeMs / 1000), mtime: Math.floor(stats.mtimeMs / 1000) };
}

function emptyAttributes(): Attributes {
  return { mode: 0, uid: 0, gid: 0, size: 0, atime: 0, mtime: 0 };
}

/** As sftp-server's errno_to_portable: its status and its fixed message, never the system's words. */
function statusFor(error: NodeJS.ErrnoException): [number, string] {
  return ERRNO_STATUS[error.code ?? ''] ?? [STATUS_CODE.FAILURE, 'Failure'];
}

const NO_SUCH_FILE: [number, string] = [STATUS_CODE.NO_SUCH_FILE, 'No such file'];
const PERMISSION_DENIED: [number, string] = [STATUS_CODE.PERMISSION_DENIED, 'Permission denied'];
const BAD_MESSAGE: [number, string] = [STATUS_CODE.BAD_MESSAGE, 'Bad message'];
const ERRNO_STATUS: Partial<Record<string, [number, string]>> = {
  ENOENT: NO_SUCH_FILE,
  ENOTDIR: NO_SUCH_FILE,
  EBADF: NO_SUCH_FILE,
  ELOOP: NO_SUCH_FILE,
  EPERM: PERMISSION_DENIED,
  EACCES: PERMISSION_DENIED,
  ENAMETOOLONG: BAD_MESSAGE,
  EINVAL: BAD_MESSAGE,
};
