import { useEffect, useRef } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import type { WaveformPeaks } from './use-waveform-peaks';

/**
 * The waveform with its progress cursor. wavesurfer only draws: the app's one audio controller
 * plays, so "one audio at a time" and "stop on step change or page hide" hold without a second player.
 * A click on the waveform reports the time there through `onSeek`.
 */
export function AudioWaveform({
  waveform,
  currentTime,
  onSeek,
}: {
  waveform: WaveformPeaks;
  currentTime: number;
  onSeek: (seconds: number) => void;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const surferRef = useRef<WaveSurfer | null>(null);
  // The latest props for wavesurfer's callbacks, which are bound once per waveform.
  const onSeekRef = useRef(onSeek);
  const currentTimeRef = useRef(currentTime);
  useEffect(() => {
    onSeekRef.current = onSeek;
    currentTimeRef.current = currentTime;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let surfer: WaveSurfer | null = null;
    let cancelled = false;
    // Loaded on demand: only step 5 draws a waveform, so the rest of the app does not download it.
    void import('wavesurfer.js').then(({ default: WaveSurferClass }) => {
      if (cancelled) return;
      surfer = WaveSurferClass.create({
        container,
        peaks: [waveform.peaks],
        duration: waveform.duration,
        height: 72,
        barWidth: 2,
        barGap: 1,
        barRadius: 2,
        normalize: true,
        waveColor: '#c7d2fe',
        progressColor: '#4f46e5',
        cursorColor: '#312e81',
        cursorWidth: 2,
        dragToSeek: true,
      });
      surfer.on('interaction', (seconds) => onSeekRef.current(seconds));
      surfer.on('ready', () => surfer?.setTime(currentTimeRef.current));
      surferRef.current = surfer;
    });
    return () => {
      cancelled = true;
      surferRef.current = null;
      surfer?.destroy();
    };
  }, [waveform]);

  useEffect(() => {
    surferRef.current?.setTime(currentTime);
  }, [currentTime]);

  return <div ref={containerRef} data-testid="waveform" className="w-full cursor-pointer" />;
}
