/** Runs Flite (WebAssembly) with these command-line arguments; resolves with the WAV it wrote. */
export function runFliteWasi(args: string[]): Promise<Uint8Array>;
