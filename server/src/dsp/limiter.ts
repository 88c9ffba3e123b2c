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

  // Gain each sample needs, then the smallest over the next `window` samples (a monotonic deque).
  const window = Math.max(1, Math.round(ATTACK_SECONDS * sampleRate));
  const need = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const a = Math.abs(samples[i]!);
    need[i] = a > ceiling ? ceiling / a : 1;
  }
  const ahead = new Float32Array(n);
  const deque = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let i = n - 1; i >= 0; i--) {
    while (tail > head && need[deque[tail - 1]!]! >= need[i]!) tail--;
    deque[tail++] = i;
    while (deque[head]! > i + window - 1) head++;
    ahead[i] = need[deque[head]!]!;
  }
  // Release slowly, never above what is needed; then a moving average over `window` samples,
  // which stays at or below every sample's need because each average covers that sample's look-ahead.
  const release = 1 - Math.exp(-1 / (RELEASE_SECONDS * sampleRate));
  let held = 1;
  const recent = new Float64Array(window).fill(1);
  let sum = window;
  let deepest = 1;
  for (let i = 0; i < n; i++) {
    held = Math.min(ahead[i]!, held + (1 - held) * release);
    sum += held - recent[i % window]!;
    recent[i % window] = held;
    const gain = Math.min(1, sum / window);
    deepest = Math.min(deepest, gain);
    const out = samples[i]! * gain;
    samples[i] = out > ceiling ? ceiling : out < -ceiling ? -ceiling : out;
  }
  return 20 * Math.log10(deepest);
}
