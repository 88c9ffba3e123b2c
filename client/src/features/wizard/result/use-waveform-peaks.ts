import { useEffect, useState } from 'react';

/** Enough bars for a wide screen; wavesurfer scales them to the container. */
const PEAK_COUNT = 800;
/** Decoding at a low rate is plenty for a picture and several times cheaper. */
const DECODE_RATE = 8000;

export interface WaveformPeaks {
  peaks: Float32Array;
  duration: number;
}

/** The loudest sample of each of `count` equal slices: the waveform's outline. */
function peaksOf(samples: Float32Array, count: number): Float32Array {
  const peaks = new Float32Array(count);
  const size = samples.length / count;
  for (let i = 0; i < count; i++) {
    let max = 0;
    for (let j = Math.floor(i * size); j < Math.floor((i + 1) * size); j++) max = Math.max(max, Math.abs(samples[j]!));
    peaks[i] = max;
  }
  return peaks;
}

/**
 * The final file's waveform, computed here rather than by wavesurfer: the file is fetched with the
 * user's cookie (it is owner-only) and decoded in memory, so wavesurfer never loads a URL and the
 * CSP (connect-src 'self', no blob: fetches) has nothing to object to. Null until ready or on failure.
 */
export function useWaveformPeaks(audioUrl: string): WaveformPeaks | null {
  const [result, setResult] = useState<{ url: string; peaks: WaveformPeaks } | null>(null);

  useEffect(() => {
    if (!audioUrl) return;
    const controller = new AbortController();
    (async () => {
      const response = await fetch(audioUrl, { credentials: 'include', signal: controller.signal });
      if (!response.ok) throw new Error(`${response.status}`);
      const audio = await new OfflineAudioContext(1, 1, DECODE_RATE).decodeAudioData(await response.arrayBuffer());
      if (!controller.signal.aborted) {
        setResult({
          url: audioUrl,
          peaks: { peaks: peaksOf(audio.getChannelData(0), PEAK_COUNT), duration: audio.duration },
        });
      }
    })().catch(() => {
      // The picture is a nicety: the player and the download still work, and report their own errors.
    });
    return () => controller.abort();
  }, [audioUrl]);

  return result?.url === audioUrl ? result.peaks : null;
}
