import { readFileSync } from 'node:fs';
import os from 'node:os';

/** What a benchmark ran on, written beside its figures so results from different machines are not compared blindly. */
export function machineInfo() {
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
  };
}

/** CPU milliseconds this process and its finished children (ffmpeg) have used: steadier than wall time on a shared machine. */
export function cpuMs(): number {
  const own = process.cpuUsage();
  let children: number;
  try {
    // /proc/self/stat after the command name starts at field 3: cutime and cstime (fields 16, 17) in 1/100 s.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    children = (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    children = 0;
  }
  return (own.user + own.system) / 1000 + children;
}
