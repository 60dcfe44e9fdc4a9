import type { PaymentResult } from '@ataa/contract/schemas/giving';
import { useEffect, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';

/** The first check comes 2 s after the page, each next one a little later, up to 15 s apart. */
const FIRST_DELAY_MS = 2_000;
const LONGEST_DELAY_MS = 15_000;
const BACK_OFF = 1.5;
/** Past this, the confirmation is left to the e-mail the API sends once the payment settles. */
const GIVE_UP_AFTER_MS = 3 * 60_000;

/**
 * A payment's latest answer. While it is pending, the page's own data is fetched again (this
 * route's loader only, not the whole page), at growing intervals, until the payment settles or
 * a few minutes have passed; `checkAgain` starts over.
 */
export function useSettledPayment(first: PaymentResult) {
  const { load, data } = useFetcher<{ payment?: PaymentResult }>();
  const { pathname, search } = useLocation();
  const payment = data?.payment ?? first;
  const pending = payment.payment_status === 'pending';
  // When the current run of checks began; checking again starts a new run.
  const [since, setSince] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    if (!pending) return;
    setGaveUp(false);
    let delay = FIRST_DELAY_MS;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      if (Date.now() - since >= GIVE_UP_AFTER_MS) {
        setGaveUp(true);
        return;
      }
      timer = setTimeout(() => {
        void load(`${pathname}${search}`);
        delay = Math.min(delay * BACK_OFF, LONGEST_DELAY_MS);
        next();
      }, delay);
    };
    next();
    return () => clearTimeout(timer);
  }, [pending, load, pathname, search, since]);

  const checkAgain = () => {
    void load(`${pathname}${search}`);
    setSince(Date.now());
  };
  return { payment, gaveUp, checkAgain };
}
