import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { residentMb } from '../server/src/process/resident-memory.js';
import type { ServerProcess } from '../server/src/testing/server-process.js';
import { NEURAL_REST_MS } from '../server/src/voice/local/offline-pool.js';

/** What a benchmark ran on, written beside its figures so results from different machines are not compared blindly. */
export function machineInfo() {
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
  };
}

/**
 * CPU milliseconds this process, its finished children and its spawners' runs (ffmpeg, RHVoice)
 * have used: steadier than wall time on a shared machine. The spawners (record 123) are children
 * still alive, so their runs' time is read from them rather than from this process's own count,
 * and so is the time so far of their runs still under way (the RHVoice speakers live as long as
 * their thread, record 125).
 */
export function cpuMs(): number {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1000 + statCpuMs('self', { own: false, children: true }) + childrenCpuMs('self');
}

/** The same for another process (a server the bench started), its spawners and their runs. */
export function processTreeCpuMs(pid: number): number {
  return statCpuMs(String(pid), { own: true, children: true }) + childrenCpuMs(String(pid));
}

/**
 * A process's children still alive (its spawners): their own time, their finished runs' and the
 * time so far of their runs under way.
 */
function childrenCpuMs(pid: string): number {
  let sum = 0;
  for (const child of childPids(pid)) {
    sum += statCpuMs(child, { own: true, children: true });
    for (const run of childPids(child)) sum += statCpuMs(run, { own: true, children: false });
  }
  return sum;
}

/** The pids of a process's living children, from each of its threads (Linux /proc). */
function childPids(pid: string): string[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(' ').filter(Boolean),
    );
  } catch {
    return []; // not Linux, or ended meanwhile
  }
}

/** utime + stime (fields 14, 15) and cutime + cstime (16, 17) of /proc/<pid>/stat, in 1/100 s. */
function statCpuMs(pid: string, which: { own: boolean; children: boolean }): number {
  try {
    // After the command name the fields start at 3.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const own = which.own ? Number(fields[11]) + Number(fields[12]) : 0;
    const children = which.children ? Number(fields[13]) + Number(fields[14]) : 0;
    return (own + children) * 10;
  } catch {
    return 0; // ended meanwhile
  }
}

/** Resident memory of a process and its living descendants (its spawners and their runs), in MB (Linux /proc). */
export function processTreeRssMb(pid: number): number {
  const tree = (id: string): number => residentMb(id) + childPids(id).reduce((sum, child) => sum + tree(child), 0);
  return Math.round(tree(String(pid)));
}

/**
 * What a node holds at rest (record 164): once it has made its voice previews (a new node makes them
 * after it starts), and its pools have ended the workers they do not keep (the neural processes
 * beyond one), a little after the span they wait for that. Each process is printed, for the record.
 */
export async function restedRssMb(server: ServerProcess): Promise<number> {
  while (!server.output().includes('voice previews ready')) await sleep(200);
  await sleep(NEURAL_REST_MS + 5000);
  const pid = server.process.pid!;
  const each = (id: string): string[] => [`${id}:${Math.round(residentMb(id))}`, ...childPids(id).flatMap(each)];
  console.log(`at rest, MB by process: ${each(String(pid)).join(' ')}`);
  return processTreeRssMb(pid);
}
