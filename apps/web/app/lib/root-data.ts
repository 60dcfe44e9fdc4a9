import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root.tsx';

export type RootData = Awaited<ReturnType<typeof loader>>['data'];

/** The page frame every page shares: language, account, content pages, currencies, cart. */
export function useRootData(): RootData {
  return useRouteLoaderData('root') as RootData;
}
