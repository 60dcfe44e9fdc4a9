/** Runs `work` holding `lockFile`, after waiting for any live holder (scripts/file-lock.mjs). */
export function whileHolding<T>(
  lockFile: string,
  onWait: (holder: number) => void,
  work: () => Promise<T>,
): Promise<T>;
