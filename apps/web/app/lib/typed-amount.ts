import { parseAmount } from '@ataa/contract/digits';
import { toMinor } from '@ataa/contract/money';

/**
 * An amount as typed or chosen, in minor units: Arabic digits and separators read as the form's
 * rules read them ("٥٠", "1,000"); 0 while it is not a positive amount.
 */
export function amountInMinor(amount: unknown, minorUnits: number): number {
  if (typeof amount === 'number') return toMinor(amount, minorUnits) ?? 0;
  if (typeof amount !== 'string') return 0;
  const parsed = parseAmount(amount);
  const minor = parsed.ok ? toMinor(parsed.value, minorUnits) : null;
  return minor !== null && minor > 0 ? minor : 0;
}
