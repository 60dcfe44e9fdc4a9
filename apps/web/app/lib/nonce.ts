import { createContext, useContext } from 'react';

/**
 * The nonce of this render's inline scripts (set by the server in `entry.server.tsx`). In the
 * browser there is none: scripts added after hydration come from the site's own files.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
