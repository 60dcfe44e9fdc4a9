// Splitting one payment across several campaigns (contract §6 and §8), in integer minor units.

/** Equal parts of a total; the minor units left over go one each to the first parts (contract §8). */
export function splitEvenly(totalMinor: number, parts: number): number[] {
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0) throw new Error(`not an amount: ${totalMinor}`);
  if (!Number.isInteger(parts) || parts < 1) throw new Error(`not a number of parts: ${parts}`);
  const share = Math.floor(totalMinor / parts);
  const remainder = totalMinor - share * parts;
  return Array.from({ length: parts }, (_, index) => share + (index < remainder ? 1 : 0));
}

/**
 * The split rule of `POST /visitor/cart` (contract §6): parts already rounded to minor units may
 * differ from the total by at most one minor unit per part; the last part absorbs the difference.
 * Returns null when the difference is larger, or when the last part would no longer be positive.
 */
export function reconcileSplit(partsMinor: readonly number[], totalMinor: number): number[] | null {
  if (partsMinor.length === 0) return null;
  const difference = totalMinor - partsMinor.reduce((sum, part) => sum + part, 0);
  if (Math.abs(difference) > partsMinor.length) return null;
  const parts = [...partsMinor];
  parts[parts.length - 1]! += difference;
  return parts.every((part) => part > 0) ? parts : null;
}
