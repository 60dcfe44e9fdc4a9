import { useRootData } from '../../lib/root-data.ts';

/**
 * Whether the API takes the giver from the account: only for donors. Visitors, charities and
 * admins give as guests (contract §6) and name themselves on the form.
 */
export const givesAsDonor = (viewer: { role: string } | null): boolean => viewer?.role === 'donor';

/** The signed-in donor's name, or null when the giver fills in their details. */
export function useDonorName(): string | null {
  const { viewer } = useRootData();
  return viewer && givesAsDonor(viewer) ? viewer.name : null;
}
