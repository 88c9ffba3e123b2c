import fs from 'node:fs/promises';
import zlib from 'node:zlib';

/**
 * A zip archive of files kept as they are ("stored", method 0): audio does not compress, so
 * deflate would cost time for nothing, and every unzip tool and operating system opens it. Entries
 * are read whole (a playlist's files are megabytes); sizes stay below zip's 4 GB limit, so no
 * zip64. Names are ASCII (fileSlug), flagged UTF-8 all the same.
 */
export interface ZipEntry {
  /** The name inside the archive. */
  name: string;
  /** The file on disk to put there. */
  file: string;
}

const UTF8_NAMES = 0x0800;
// 1980-01-01 00:00, the format's first date: the archive's bytes depend only on its files.
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

export async function writeStoredZip(entries: ZipEntry[], outFile: string): Promise<{ byteSize: number }> {
  const out = await fs.open(outFile, 'w');
  try {
    const central: Buffer[] = [];
    let offset = 0;
    for (const entry of entries) {
      const data = await fs.readFile(entry.file);
      const name = Buffer.from(entry.name, 'utf8');
      const crc = zlib.crc32(data);
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4); // version needed: 2.0
      local.writeUInt16LE(UTF8_NAMES, 6);
      local.writeUInt16LE(0, 8); // stored
      local.writeUInt16LE(0, 10); // time
      local.writeUInt16LE(DOS_DATE, 12);
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(data.length, 18);
      local.writeUInt32LE(data.length, 22);
      local.writeUInt16LE(name.length, 26);
      local.writeUInt16LE(0, 28);
      await out.write(Buffer.concat([local, name]));
      await out.write(data);
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4); // made by: 2.0
      local.copy(header, 6, 4, 30); // version needed … name length, as in the local header
      header.writeUInt32LE(offset, 42);
      central.push(header, name);
      offset += local.length + name.length + data.length;
    }
    const directory = Buffer.concat(central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    await out.write(Buffer.concat([directory, end]));
    return { byteSize: offset + directory.length + end.length };
  } finally {
    await out.close();
  }
}
