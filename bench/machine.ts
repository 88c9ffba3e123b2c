import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * CPU milliseconds this process, its finished children and its spawners' runs (ffmpeg, RHVoice)
 * have used: steadier than wall time on a shared machine. The spawners (record 123) are children
 * still alive, so their runs' time is read from them rather than from this process's own count,
 * and so is the time so far of their runs still under way (the RHVoice speakers live as long as
 * their thread, record 125).
 */
export function cpuMs(): number {
  const own = process.cpuUsage();
  let children = 0;
  try {
    children = statCpuMs('self', { own: false, children: true });
    for (const task of readdirSync('/proc/self/task')) {
      const pids = readFileSync(`/proc/self/task/${task}/children`, 'utf8').trim().split(' ').filter(Boolean);
      for (const pid of pids) children += statCpuMs(pid, { own: true, children: true }) + liveRunsCpuMs(pid);
    }
  } catch {
    // Not Linux: this process alone.
  }
  return (own.user + own.system) / 1000 + children;
}

/** The CPU so far of a process's children that are still running. */
function liveRunsCpuMs(pid: string): number {
  let sum = 0;
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const runs = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(' ').filter(Boolean);
      for (const run of runs) sum += statCpuMs(run, { own: true, children: false });
    }
  } catch {
    // ended meanwhile
  }
  return sum;
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
