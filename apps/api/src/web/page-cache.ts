import zlib from 'node:zlib';
import { CURRENCY_COOKIE, LANGUAGE_COOKIE, readCookie, SESSION_COOKIE } from '@ataa/contract/cookies';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type InvalidatedCache, TaggedEntries } from '../cache/tagged-entries.ts';
import type { CacheTag } from '../cache/tags.ts';

/** The cookies an anonymous page depends on; any page for a session is never shared. */
const VARYING_COOKIES = [CURRENCY_COOKIE, LANGUAGE_COOKIE];
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const MAX_PAGES = 500;
/**
 * A changed page is rendered again no sooner than this many times its last render's time: its
 * renders take at most this share of a worker's time, however long they grow (decision 043).
 */
const RENDER_TIME_TO_GAP = 10;
/** Not stored with the page: they are the request's own, or set again when it is sent. */
const UNSTORED_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding']);

/** Brotli at the quality the per-request page compression uses. */
export const PAGE_BROTLI_QUALITY = 4;

interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Compressed copies, made on first demand. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The tags of the API answers the page was rendered from. */
  tags: ReadonlySet<CacheTag>;
  /** When its render started: what it shows was read after this. */
  renderedAt: number;
  /** How long its render took, body included. */
  renderMs: number;
  expiresAt: number;
}

/**
 * Renders a page; the API answers it reads add their tags to `tags`. A render `inBackground`
 * answers no one: the visitor who set it off was already given the page as it was, so it must
 * not stop when their connection closes.
 */
export type RenderPage = (tags: Set<CacheTag>, inBackground: boolean) => Promise<Response>;

export interface PageCacheSettings {
  ttlMs: number;
  /**
   * A page whose data changed is rendered again at most once in this time; meanwhile, and while
   * it renders, visitors are given it as it was (decision 043). 0: every change is shown at the
   * next request.
   */
  refreshMs: number;
  /** A render in the background failed: nobody waits for it, so it is only reported. */
  onBackgroundError: (error: unknown) => void;
}

export function hasSession(request: FastifyRequest): boolean {
  return Boolean(readCookie(request.headers.cookie, SESSION_COOKIE));
}

/** The route said its page is the same for every anonymous visitor (`Cache-Control: public`). */
export function declaredPublic(response: Response): boolean {
  return /\bpublic\b/.test(response.headers.get('cache-control') ?? '');
}

/** A page declared public that sets no cookie. */
function isShareable(response: Response): boolean {
  return response.status === 200 && declaredPublic(response) && response.headers.getSetCookie().length === 0;
}

/**
 * Rendered anonymous public pages, kept for a few seconds (DESIGN §7): a visitor's page is
 * rendered once for everyone who asks in that time, and compressed once per encoding. Only the
 * routes that say so (`Cache-Control: public`) are kept, and only for requests without a session.
 * Visitors asking for a page being rendered wait for that render instead of starting their own.
 * A change to data a page was rendered from makes it out of date at once (decision 014); a page
 * rendered moments before is still shown as it was while it renders again, at most once per
 * `refreshMs` (or ten times its render's time), so a stream of payments does not turn every visit
 * into a render (decision 043).
 */
export class PageCache implements InvalidatedCache {
  readonly #pages = new TaggedEntries<CachedPage>(MAX_PAGES, { keepChanged: true });
  readonly #rendering = new Map<string, Promise<CachedPage | null>>();

  constructor(private readonly settings: PageCacheSettings) {}

  /** The key of a request that may be served from the cache, or null. */
  keyOf(request: FastifyRequest): string | null {
    if (this.settings.ttlMs <= 0 || request.method !== 'GET' || hasSession(request)) return null;
    const varying = VARYING_COOKIES.map((name) => readCookie(request.headers.cookie, name) ?? '').join(
      '\u0000',
    );
    return `${request.protocol}://${request.host}${request.url}\u0000${varying}`;
  }

  /** The cached page, or a fresh render (stored when shareable). */
  async serve(key: string, render: RenderPage): Promise<CachedPage | Response> {
    const cached = this.#pages.get(key) ?? this.#outOfDateToShow(key, render);
    if (cached) return cached;
    const pending = this.#rendering.get(key);
    if (pending) return (await pending) ?? render(new Set(), false);
    return this.#render(key, render, false);
  }

  /**
   * A page changed since its render, if it was rendered less than two refresh gaps ago: it is
   * shown as it was, and rendered again in the background once a gap has passed. An older one is
   * rendered while the visitor waits, as after any change on a quiet site. It is never kept past
   * its TTL either way.
   */
  #outOfDateToShow(key: string, render: RenderPage): CachedPage | undefined {
    const page = this.#pages.getChanged(key);
    if (!page) return undefined;
    const age = Date.now() - page.renderedAt;
    const gap = this.#refreshGap(page);
    if (age >= 2 * gap) return undefined;
    if (age >= gap && !this.#rendering.has(key)) {
      this.#render(key, render, true).catch(this.settings.onBackgroundError);
    }
    return page;
  }

  /**
   * `refreshMs`, or ten times the page's last render if that is longer; 0 stays 0. At most half
   * the TTL, so that the render behind the visitors starts before the page expires and none of
   * them waits for it.
   */
  #refreshGap(page: CachedPage): number {
    const { refreshMs, ttlMs } = this.settings;
    if (refreshMs === 0) return 0;
    return Math.min(Math.max(refreshMs, RENDER_TIME_TO_GAP * page.renderMs), ttlMs / 2);
  }

  async #render(key: string, render: RenderPage, inBackground: boolean): Promise<CachedPage | Response> {
    let settle: (page: CachedPage | null) => void = () => {};
    this.#rendering.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      const generation = this.#pages.generation;
      const renderedAt = Date.now();
      const tags = new Set<CacheTag>();
      const response = await render(tags, inBackground);
      if (!isShareable(response)) {
        settle(null);
        // Nobody reads the body of a background render that cannot be kept.
        if (inBackground) await response.body?.cancel();
        return response;
      }
      const page = await this.#keep(key, response, { tags, generation, renderedAt });
      settle(page);
      return page;
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      this.#rendering.delete(key);
    }
  }

  /**
   * The tags are complete once the body is read: parts of a page may read the API as it streams.
   * A render that overlapped a change is kept as out of date.
   */
  async #keep(
    key: string,
    response: Response,
    read: { tags: Set<CacheTag>; generation: number; renderedAt: number },
  ) {
    const body = Buffer.from(await response.arrayBuffer());
    const page: CachedPage = {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !UNSTORED_HEADERS.has(name)),
      body,
      encoded: {},
      tags: read.tags,
      renderedAt: read.renderedAt,
      renderMs: Date.now() - read.renderedAt,
      expiresAt: read.renderedAt + this.settings.ttlMs,
    };
    this.#pages.set(key, page, read.generation);
    return page;
  }

  drop(tags: readonly CacheTag[]) {
    this.#pages.drop(tags);
  }

  dropAll() {
    this.#pages.dropAll();
  }

  /** How many pages are kept, expired or not. */
  get size(): number {
    return this.#pages.size;
  }
}

export function isCachedPage(value: CachedPage | Response): value is CachedPage {
  return !(value instanceof Response);
}

/** Sends a kept page in the best encoding the browser accepts (compressed once, then reused). */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('Vary', 'Accept-Encoding');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...ENCODINGS]);
  if (!encoding) return reply.send(page.body);
  page.encoded[encoding] ??=
    encoding === 'br'
      ? zlib.brotliCompressSync(page.body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY },
        })
      : zlib.gzipSync(page.body);
  // Set, the page compression of the web scope leaves the answer alone.
  reply.header('Content-Encoding', encoding);
  return reply.send(page.encoded[encoding]);
}
