import { LIMITS } from '#common/constants.js';

/**
 * The one audio controller of the app (spec §4 "Preview playback"): at most one HTMLAudioElement
 * exists at a time, so starting any preview, sample or result stops whatever was playing. React
 * reads its state through `subscribe`/`getSnapshot` (useSyncExternalStore, see use-audio-player.ts).
 */

/** 'paused' keeps the element and its position, so resume() continues where pause() left off. */
type PlaybackStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'stopped';

export interface PlaybackSnapshot {
  /** The URL being loaded or played; null when nothing is. */
  url: string | null;
  status: PlaybackStatus;
}

/**
 * Why playback failed. 'needs-interaction' is the browser refusing autoplay (NotAllowedError,
 * AbortError): callers show 'Audio Requires User Interaction'. 'playback' is a missing, corrupt or
 * unsupported file.
 */
export class AudioPlaybackError extends Error {
  override readonly name = 'AudioPlaybackError';
  constructor(
    readonly kind: 'needs-interaction' | 'playback',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

interface PlayOptions {
  onEnded?: () => void;
  onError?: (error: AudioPlaybackError) => void;
  /** 0..1; defaults to the spec's player volume of 80. */
  volume?: number;
}

type Listener = () => void;

const DEFAULT_VOLUME = LIMITS.playerDefaultVolume / 100;
const IDLE: PlaybackSnapshot = { url: null, status: 'idle' };

class AudioController {
  private audio: HTMLAudioElement | null = null;
  private snapshot: PlaybackSnapshot = IDLE;
  private readonly listeners = new Set<Listener>();
  private pageListenersInstalled = false;

  /** Stops whatever plays, then loads and plays `url`. Resolves once playback started or failed. */
  async play(url: string, options: PlayOptions = {}): Promise<void> {
    this.installPageListeners();
    this.stopAll();

    const audio = new Audio(url);
    audio.preload = 'auto';
    audio.volume = options.volume ?? DEFAULT_VOLUME;
    this.audio = audio;
    this.setSnapshot({ url, status: 'loading' });

    // Events of an element that is no longer current belong to playback we already stopped.
    const isCurrent = () => this.audio === audio;
    const fail = (error: AudioPlaybackError) => {
      if (!isCurrent()) return;
      this.release();
      this.setSnapshot(IDLE);
      options.onError?.(error);
    };

    // A seek while playing queues another 'playing'; if pause() came first, the element is paused
    // and the event is stale, so the snapshot keeps saying 'paused'.
    audio.addEventListener('playing', () => {
      if (isCurrent() && !audio.paused) this.setSnapshot({ url, status: 'playing' });
    });
    audio.addEventListener('ended', () => {
      if (!isCurrent()) return;
      this.release();
      this.setSnapshot({ url: null, status: 'stopped' });
      options.onEnded?.();
    });
    audio.addEventListener('error', () => {
      fail(new AudioPlaybackError('playback', `Could not play ${url}`, { cause: audio.error }));
    });

    try {
      await audio.play();
    } catch (error) {
      const name = error instanceof DOMException ? error.name : '';
      const kind = name === 'NotAllowedError' || name === 'AbortError' ? 'needs-interaction' : 'playback';
      fail(new AudioPlaybackError(kind, error instanceof Error ? error.message : String(error), { cause: error }));
    }
  }

  /** Stops and forgets the current audio, if any. Safe to call at any time. */
  stopAll(): void {
    if (!this.audio) return;
    this.release();
    this.setSnapshot({ url: null, status: 'stopped' });
  }

  /** Pauses the current audio, keeping its position (step 5's play/pause). */
  pause(): void {
    if (!this.audio || this.snapshot.status !== 'playing') return;
    this.audio.pause();
    this.setSnapshot({ url: this.snapshot.url, status: 'paused' });
  }

  /** Continues paused audio; failures go to the onError given to play(). */
  async resume(): Promise<void> {
    const audio = this.audio;
    if (!audio || this.snapshot.status !== 'paused') return;
    this.setSnapshot({ url: this.snapshot.url, status: 'loading' });
    try {
      await audio.play();
    } catch {
      // The element's own 'error' event, or the browser's autoplay rule, already reported it.
      if (this.audio === audio) this.setSnapshot({ url: this.snapshot.url, status: 'paused' });
    }
  }

  /** Where the current audio is, in seconds; null when nothing is loaded. Polled, not subscribed: it changes constantly. */
  getPosition(): { currentTime: number; duration: number } | null {
    if (!this.audio) return null;
    const duration = Number.isFinite(this.audio.duration) ? this.audio.duration : 0;
    return { currentTime: this.audio.currentTime, duration };
  }

  /** Moves the current audio to `seconds`, if any is loaded. */
  seek(seconds: number): void {
    if (this.audio) this.audio.currentTime = Math.max(0, seconds);
  }

  /** True while `url` (or, without an argument, anything) is loading or playing. */
  isPlaying(url?: string): boolean {
    const { status, url: current } = this.snapshot;
    const active = status === 'loading' || status === 'playing';
    return active && (url === undefined || current === url);
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PlaybackSnapshot => this.snapshot;

  private release(): void {
    const audio = this.audio;
    this.audio = null;
    if (!audio) return;
    audio.pause();
    // Dropping the source frees the decoder and any open network request.
    audio.removeAttribute('src');
    audio.load();
  }

  private setSnapshot(next: PlaybackSnapshot): void {
    if (next.url === this.snapshot.url && next.status === this.snapshot.status) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  /** Spec §4: all audio stops when the page is hidden or unloaded. Installed on first use. */
  private installPageListeners(): void {
    if (this.pageListenersInstalled || typeof window === 'undefined') return;
    this.pageListenersInstalled = true;
    const stop = () => this.stopAll();
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') stop();
    });
    window.addEventListener('pagehide', stop);
    window.addEventListener('beforeunload', stop);
  }
}

export const audioPlayer = new AudioController();
