/**
 * The niceness of batch audio work (ffmpeg runs, the mix's arithmetic threads): it yields the core
 * to the server's event loop and to the speech a user is waiting on, and takes every cycle they
 * leave (record 083; threads since record 123).
 */
export const BATCH_NICENESS = 10;
