import { type FocusEvent, type MouseEvent, type TouchEvent, useEffect, useRef, useState } from 'react';
import { Link, type LinkProps, NavLink, type NavLinkProps, PrefetchPageLinks, useHref } from 'react-router';
import { requestPrefetchSlot } from '../lib/prefetch-slots.ts';

/** How long a pointer or focus rests on a link before its page is fetched ahead (as React Router's "intent"). */
const INTENT_DELAY_MS = 100;

type IntentHandlers = {
  onMouseEnter?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void;
  onBlur?: (event: FocusEvent<HTMLAnchorElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLAnchorElement>) => void;
};

/**
 * Prefetches a link's page (its code and data) while the visitor shows intent to follow it, like
 * React Router's `prefetch="intent"`, but through the shared slots so no more than four pages are
 * fetched ahead at once.
 */
function useLimitedPrefetch(to: LinkProps['to'], handlers: IntentHandlers) {
  const href = useHref(to);
  const [prefetching, setPrefetching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const release = useRef<(() => void) | undefined>(undefined);

  const stop = () => {
    clearTimeout(timer.current);
    release.current?.();
    release.current = undefined;
    setPrefetching(false);
  };
  const start = () => {
    if (release.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      release.current = requestPrefetchSlot(() => setPrefetching(true));
    }, INTENT_DELAY_MS);
  };
  // A link that leaves the page gives its slot back.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      release.current?.();
    },
    [],
  );

  // The caller's own handlers run first, then the intent's.
  const both =
    <E,>(own: ((event: E) => void) | undefined, then: () => void) =>
    (event: E) => {
      own?.(event);
      then();
    };
  const props: Required<IntentHandlers> = {
    onMouseEnter: both(handlers.onMouseEnter, start),
    onFocus: both(handlers.onFocus, start),
    onTouchStart: both(handlers.onTouchStart, start),
    onMouseLeave: both(handlers.onMouseLeave, stop),
    onBlur: both(handlers.onBlur, stop),
  };
  const links = prefetching && !/^[a-z]+:|^\/\//i.test(href) ? <PrefetchPageLinks page={href} /> : null;
  return { props, links };
}

/** A `Link` whose page is fetched ahead on intent, within the site's prefetch limit. */
export function IntentLink(props: Omit<LinkProps, 'prefetch'>) {
  const { props: handlers, links } = useLimitedPrefetch(props.to, props);
  return (
    <>
      <Link {...props} {...handlers} />
      {links}
    </>
  );
}

/** A `NavLink` whose page is fetched ahead on intent, within the site's prefetch limit. */
export function IntentNavLink(props: Omit<NavLinkProps, 'prefetch'>) {
  const { props: handlers, links } = useLimitedPrefetch(props.to, props);
  return (
    <>
      <NavLink {...props} {...handlers} />
      {links}
    </>
  );
}
