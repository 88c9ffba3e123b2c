/**
 * A look-ahead peak limiter: no sample leaves above `ceiling` (linear), and the gain moves
 * smoothly (ATTACK_SECONDS down, RELEASE_SECONDS back up) instead of clipping. Usually a no-op:
 * a voice at the target loudness rarely peaks that high. Returns the deepest gain reduction in dB.
 */
const ATTACK_SECONDS = 0.005;
const RELEASE_SECONDS = 0.08;

export function limitPeaks(samples: Float32Array, ceiling: number, sampleRate: number): number {
  const n = samples.length;
  let peak = 0;
  for (let i = 0; i < n; i++) peak = Math.max(peak, Math.abs(samples[i]!));
  if (peak <= ceiling) return 0;

  // One pass, `window` samples behind the input: the smallest gain any sample of the next `window`
  // needs comes from a monotonic deque over those needs (a ring of `window` + 1 places), so the
  // limiter holds a few kilobytes, not three arrays the length of the message.
  const window = Math.max(1, Math.round(ATTACK_SECONDS * sampleRate));
  const mask = 2 ** Math.ceil(Math.log2(window + 1)) - 1;
  const ringIndex = new Int32Array(mask + 1);
  const ringNeed = new Float32Array(mask + 1);
  let head = 0;
  let tail = 0;
  // Release slowly, never above what is needed; then a moving average over `window` samples,
  // which stays at or below every sample's need because each average covers that sample's look-ahead.
  const release = 1 - Math.exp(-1 / (RELEASE_SECONDS * sampleRate));
  let held = 1;
  const recent = new Float64Array(window).fill(1);
  let sum = window;
  let slot = 0; // i % window, counted
  let deepest = 1;
  for (let ahead = 0; ahead < n + window - 1; ahead++) {
    if (ahead < n) {
      const a = Math.abs(samples[ahead]!);
      const need = Math.fround(a > ceiling ? ceiling / a : 1);
      while (tail > head && ringNeed[(tail - 1) & mask]! >= need) tail--;
      ringIndex[tail & mask] = ahead;
      ringNeed[tail & mask] = need;
      tail++;
    }
    const i = ahead - window + 1;
    if (i < 0) continue;
    while (ringIndex[head & mask]! < i) head++;
    held = Math.min(ringNeed[head & mask]!, held + (1 - held) * release);
    sum += held - recent[slot]!;
    recent[slot] = held;
    if (++slot === window) slot = 0;
    const gain = Math.min(1, sum / window);
    deepest = Math.min(deepest, gain);
    const out = samples[i]! * gain;
    samples[i] = out > ceiling ? ceiling : out < -ceiling ? -ceiling : out;
  }
  return 20 * Math.log10(deepest);
}
