import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts } from 'react-router';
import { useNonce } from '../lib/nonce.ts';

type ElementProps = {
  rel?: string;
  href?: string;
  type?: string;
  children?: ReactNode;
  dangerouslySetInnerHTML?: { __html: string };
};

/**
 * React Router's scripts, started once the page has loaded instead of with the page.
 *
 * The page arrives complete from the server: it reads, and its links and forms work, before any
 * script runs. On a phone's slow connection, the 25 or so scripts that hydrate it (about 150 KB)
 * would otherwise share the line with the stylesheet, the fonts and the first pictures, and the
 * page would paint only once they had all arrived. So the module preloads and the module script
 * that React Router writes are held back, and a small script adds them after the `load` event (or
 * at the latest 3 s after the page was read): the page paints first, then becomes interactive.
 */
export function PageScripts() {
  // Called as a function, not rendered, to reach the elements it returns; its hooks become this
  // component's, always called in the same order.
  const nonce = useNonce();
  const scripts = Scripts({ nonce }) as ReactElement<ElementProps> | null;
  if (!scripts) return null;
  const held = { preloads: [] as string[], module: '' };
  const kept = holdBack(scripts.props.children, held);
  return (
    <>
      {kept}
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: built here from React Router's own scripts; `<` is escaped.
        dangerouslySetInnerHTML={{ __html: startAfterLoad(held.preloads, held.module) }}
      />
    </>
  );
}

/** Takes the module preloads and the module script out of `nodes`, keeping everything else. */
function holdBack(nodes: ReactNode, held: { preloads: string[]; module: string }): ReactNode[] {
  return Children.toArray(nodes).flatMap((node) => {
    if (!isValidElement<ElementProps>(node)) return [node];
    const { props } = node;
    if (node.type === 'link' && props.rel === 'modulepreload' && props.href) {
      held.preloads.push(props.href);
      return [];
    }
    if (node.type === 'script' && props.type === 'module') {
      held.module = props.dangerouslySetInnerHTML?.__html ?? '';
      return [];
    }
    if (typeof node.type !== 'string' && props.children) return holdBack(props.children, held);
    return [node];
  });
}

/** Scripts start at the page's load event, or this long after it was read, whichever is first. */
const LATEST_START_MS = 3000;

/** The script that adds the preloads and the module script once the page has loaded. */
function startAfterLoad(preloads: string[], module: string): string {
  // `<` is escaped so that no `</script>` in the held code can end this script early.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `((preloads, code, nonce) => {
  // A few preloads per task: starting some 25 fetches at once is one long task on a slow phone.
  const next = () => {
    for (const href of preloads.splice(0, 5)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    if (preloads.length > 0) return setTimeout(next);
    const script = document.createElement('script');
    script.type = 'module';
    // The page's policy runs inline scripts that carry its nonce, this one's.
    script.nonce = nonce;
    script.textContent = code;
    document.body.append(script);
  };
  // At the latest a few seconds after the page is read: a picture that hangs (a video's thumbnail
  // from another site, say) holds the load event back, and must not keep the page from working.
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    setTimeout(next);
  };
  if (document.readyState === 'complete') begin();
  else {
    addEventListener('load', begin, { once: true });
    setTimeout(begin, ${LATEST_START_MS});
  }
})(${json(preloads)}, ${json(module)}, document.currentScript.nonce);`;
}
