import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

interface CartCount {
  count: number;
  /** Pages that add or remove one item move the badge without asking the server again. */
  adjust: (by: 1 | -1) => void;
}

const CartCountContext = createContext<CartCount>({ count: 0, adjust: () => {} });

/** The donor's cart count: fetched once with the page frame, then moved locally (spec §4). */
export function CartCountProvider({ initial, children }: { initial: number; children: ReactNode }) {
  const [count, setCount] = useState(initial);
  useEffect(() => setCount(initial), [initial]);
  const adjust = (by: 1 | -1) => setCount((value) => Math.max(0, value + by));
  return <CartCountContext value={{ count, adjust }}>{children}</CartCountContext>;
}

export function useCartCount(): CartCount {
  return useContext(CartCountContext);
}

/** The badge text: the count, "+9" above nine, nothing at zero. */
export function cartBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '+9' : String(count);
}
