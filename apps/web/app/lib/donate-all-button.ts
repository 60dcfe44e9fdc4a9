import { useMatches } from 'react-router';

/**
 * The floating "donate to all campaigns" button helps where a visitor reads about the campaigns
 * and the causes; on forms, dashboards and error pages it only covers figures and buttons. A
 * page asks for it by exporting this as its route `handle`.
 */
export const WITH_DONATE_ALL_BUTTON = { donateAllButton: true } as const;

/** Whether the page shown asked for the floating button. */
export function useDonateAllButton(): boolean {
  return useMatches().some(
    (match) => (match.handle as { donateAllButton?: boolean } | undefined)?.donateAllButton,
  );
}
