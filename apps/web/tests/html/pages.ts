// The site's pages as the server sends them, read without a browser: the real server (API and built
// site) on a copy of the seeded database, asked over HTTP, and its HTML parsed by happy-dom (no
// script runs, nothing else is fetched). For what the HTML alone says: status, language, head,
// redirects, headers, cookies, server-rendered content. Layout, axe, scripts and input stay in
// the browser tests (tests/e2e).
import { Window } from 'happy-dom';
import { afterAll, beforeAll } from 'vitest';
import type {} from '../../../api/src/test/global-setup.ts';
import { startTestServer, type TestServer } from '../../../api/src/test/harness.ts';
import { apiToken, normalised } from '../accounts.ts';

// Chromium's own: the server answers a browser as it answers a visitor (not as it answers a bot).
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const MAX_REDIRECTS = 10;

export interface PageAnswer {
  status: number;
  headers: Headers;
  /** Where the visitor ends up (path and query), after the redirects it followed. */
  at: string;
  /** The body as text. */
  text: string;
  document: Document;
}

export interface PagesSite {
  server: TestServer;
  url: (path: string) => string;
  /** A visitor with no cookies yet, as a first visit. */
  visitor: () => Visitor;
  /** A visitor signed in through the API, its session in its cookies as the login page leaves it. */
  signedIn: (account: { email: string; password: string }) => Promise<Visitor>;
  /** A page as a first-time visitor gets it, redirects followed. */
  page: (path: string) => Promise<PageAnswer>;
}

/** A browser without scripts: keeps the cookies it is given and follows redirects on this site. */
export class Visitor {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly origin: string,
    private readonly parse: (html: string) => Document,
  ) {}

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Asks for `path`; follows redirects on this site unless told not to. */
  async get(
    path: string,
    options: { follow?: boolean; headers?: Record<string, string> } = {},
  ): Promise<PageAnswer> {
    let url = new URL(path, this.origin);
    for (let hop = 0; ; hop += 1) {
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { 'user-agent': USER_AGENT, cookie: this.cookieHeader(), ...options.headers },
      });
      this.keep(response.headers);
      const location = response.headers.get('location');
      const next = location ? new URL(location, url) : null;
      if (next && options.follow !== false && next.origin === this.origin && hop < MAX_REDIRECTS) {
        await response.body?.cancel();
        url = next;
        continue;
      }
      const html = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        at: `${url.pathname}${url.search}`,
        text: html,
        document: this.parse(html),
      };
    }
  }

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Stores what `Set-Cookie` sets; an empty value or a past expiry removes the cookie. */
  private keep(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** Starts the real site (API and pages) for the file's tests, and a parser for its HTML. */
export function usePages(env: Record<string, string> = {}): PagesSite {
  const site = {} as PagesSite;
  let window: Window | undefined;
  beforeAll(async () => {
    site.server = await startTestServer(env, undefined, { web: true });
    window = new Window({ url: site.server.url });
    const parser = new window.DOMParser();
    const parse = (html: string) => parser.parseFromString(html, 'text/html') as unknown as Document;
    site.url = (path) => `${site.server.url}${path}`;
    site.visitor = () => new Visitor(site.server.url, parse);
    site.signedIn = async (account) => {
      const visitor = site.visitor();
      visitor.setCookie('ataa_session', encodeURIComponent(await apiToken(site.server, account)));
      return visitor;
    };
    site.page = (path) => site.visitor().get(path);
  });
  afterAll(async () => {
    await window?.happyDOM.close();
    await site.server?.close();
  });
  return site;
}

/** The text of the first element `selector` finds, as a reader sees it. */
export function textOf(document: Document, selector: string): string {
  return normalised(document.querySelector(selector)?.textContent);
}
