/** Runs at most `slots` tasks at once; the rest wait in order. */
export function createLimiter(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
