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
