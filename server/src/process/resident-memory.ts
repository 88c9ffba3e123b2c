import { readFileSync } from 'node:fs';

/** A process's resident memory in MB (Linux /proc: VmRSS); 0 once it has ended. */
export function residentMb(pid: number | string): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0; // ended meanwhile
  }
}
