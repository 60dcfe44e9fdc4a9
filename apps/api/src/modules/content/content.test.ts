// Contract §11 and §14: blogs, stories, videos, pages, FAQs and the main video.
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, faqs, pages } from '../../db/schema.ts';
import { blogs as seedBlogs } from '../../seed/data/content.ts';
import { mainVideo } from '../../seed/data/lookups.ts';
import {
  createBlog,
  createFaq,
  createPage,
  createStory,
  createUser,
  createVideo,
} from '../../seed/factories.ts';
import {
  ARABIC,
  expectFailureBody,
  fetchResult,
  ISO_DATETIME,
  LANGS,
  type Lang,
  sortedKeys,
  t,
} from '../../test/expectations.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { readSetting, writeSetting } from './site-settings.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const UPLOAD_URL = (folder: string) => new RegExp(`^http://localhost:3000/uploads/${folder}/[\\w-]+\\.\\w+$`);
const YOUTUBE_WATCH = /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/;

const BLOG_CARD_KEYS = ['created_at', 'description', 'id', 'image', 'title'];
const STORY_CARD_KEYS = ['content', 'created_at', 'id', 'image', 'title'];
const VIDEO_CARD_KEYS = ['created_at', 'id', 'thumbnail', 'title'];

type Card = { id: number; created_at: string; title: string };

function expectNewestFirst(cards: Card[]) {
  for (let i = 1; i < cards.length; i++) {
    const previous = cards[i - 1]!;
    const current = cards[i]!;
    const order = Date.parse(previous.created_at) - Date.parse(current.created_at);
    expect(
      order > 0 || (order === 0 && previous.id > current.id),
      `${previous.id} before ${current.id}`,
    ).toBe(true);
  }
}

const list = (path: string, lang = 'en') => fetchResult(server, path, lang);

/**
 * The only page of a list of `total` cards in `lang`: each with exactly `cardKeys` and an ISO date,
 * newest first. Returns the cards.
 */
async function cardPage(path: string, lang: Lang, total: number, cardKeys: string[]) {
  const result = await list(path, lang);
  expect(result.meta).toMatchObject({ current_page: 1, per_page: 15, total, last_page: 1 });
  for (const card of result.data) {
    expect(sortedKeys(card)).toEqual(cardKeys);
    expect(card.created_at).toMatch(ISO_DATETIME);
  }
  expectNewestFirst(result.data);
  return result.data;
}

async function expectNotFound(path: string) {
  for (const lang of LANGS) {
    const { status, body } = await server.request(path, { lang });
    expect(status, path).toBe(404);
    expectFailureBody(body, {}, t(lang, 'errors.not_found'));
  }
}

describe('blogs', () => {
  it('lists BlogCards newest first, paginated, with absolute image URLs', async () => {
    const result = await list('/blogs');
    expect(sortedKeys(result)).toEqual(['data', 'meta']);
    expect(result.meta).toEqual({ current_page: 1, per_page: 15, total: seedBlogs.length, last_page: 1 });
    expect(result.data).toHaveLength(seedBlogs.length);
    for (const blog of result.data) {
      expect(sortedKeys(blog)).toEqual(BLOG_CARD_KEYS);
      expect(blog).toEqual({
        id: expect.any(Number),
        image: expect.stringMatching(UPLOAD_URL('blogs')),
        title: expect.any(String),
        description: expect.any(String),
        created_at: expect.stringMatching(ISO_DATETIME),
      });
      expect(blog.title).not.toMatch(ARABIC);
      expect(blog.description).not.toMatch(/<[a-z]/i);
    }
    expectNewestFirst(result.data);
    // The seed's newest article is three days old.
    const newestSeed = [...seedBlogs].sort((a, b) => a.daysAgo - b.daysAgo)[0]!;
    expect(result.data[0].title).toBe(newestSeed.title.en);
  });

  it('lists blogs in Arabic by default and in English on request', async () => {
    const arabic = await list('/blogs', 'ar');
    const english = await list('/blogs', 'en');
    expect(arabic.data.map((b: Card) => b.id)).toEqual(english.data.map((b: Card) => b.id));
    for (const blog of arabic.data) expect(blog.title).toMatch(ARABIC);
    const anonymous = await server.request('/blogs');
    expect(anonymous.body.result).toEqual(arabic);
    const titlesAr = new Set(seedBlogs.map((b) => b.title.ar));
    for (const blog of arabic.data) expect(titlesAr.has(blog.title)).toBe(true);
  });

  it('puts a new blog first', async () => {
    const fresh = await createBlog(server.db, { titleEn: 'Fresh off the press' });
    const result = await list('/blogs?per_page=1');
    expect(result.data[0]).toMatchObject({ id: fresh.id, title: 'Fresh off the press', image: null });
    expect(result.meta.total).toBe(seedBlogs.length + 1);
    await server.db.delete(blogs).where(eq(blogs.id, fresh.id));
  });

  it('opens a blog with its content, author and up to 4 similar blogs, never itself', async () => {
    const all = (await list('/blogs')).data as Card[];
    for (const card of all) {
      const blog = await list(`/blogs/${card.id}`);
      expect(sortedKeys(blog)).toEqual([...BLOG_CARD_KEYS, 'content', 'similar_blogs', 'user'].sort());
      expect(blog).toMatchObject(card);
      expect(blog.content).toMatch(/^<(p|h2|h3)>/);
      expect(blog.user).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        full_name: expect.any(String),
      });
      expect(blog.similar_blogs).toHaveLength(4);
      for (const similar of blog.similar_blogs) {
        expect(sortedKeys(similar)).toEqual(BLOG_CARD_KEYS);
        expect(similar.id).not.toBe(card.id);
        expect(similar.image).toMatch(UPLOAD_URL('blogs'));
      }
      expect(new Set(blog.similar_blogs.map((s: Card) => s.id)).size).toBe(4);
    }
  });

  it('names the author from the user row', async () => {
    const author = await createUser(server.db, { userType: 'admin', firstName: 'Huda', lastName: 'Saleh' });
    const blog = await createBlog(server.db, { authorId: author.id });
    for (const lang of LANGS) {
      const result = await list(`/blogs/${blog.id}`, lang);
      expect(result.user).toEqual({ id: author.id, name: 'Huda', full_name: 'Huda Saleh' });
    }
  });

  it('has fewer similar blogs when there are few others', async () => {
    const scratch = await startTestServer();
    try {
      await scratch.db.delete(blogs);
      const only = await createBlog(scratch.db);
      const other = await createBlog(scratch.db);
      const { body } = await scratch.request(`/blogs/${only.id}`);
      expect(body.result.similar_blogs.map((s: Card) => s.id)).toEqual([other.id]);
      await scratch.db.delete(blogs).where(ne(blogs.id, only.id));
      const alone = await scratch.request(`/blogs/${only.id}`);
      expect(alone.body.result.similar_blogs).toEqual([]);
    } finally {
      await scratch.close();
    }
  });

  it('answers 404 for an unknown blog', async () => {
    await expectNotFound('/blogs/987654');
    await expectNotFound('/blogs/abc');
  });

  it('removes scripts, event handlers, styles and unsafe links from blog content', async () => {
    const blog = await createBlog(server.db, {
      contentEn:
        '<p onclick="steal()" style="color:red">Kind <strong>words</strong></p><script>alert(1)</script>' +
        '<img src=x onerror="alert(2)"><iframe src="https://evil.example"></iframe>' +
        '<a href="javascript:alert(3)">bad</a> <a href="https://good.example" onmouseover="x()">good</a>',
      contentAr: '<h2>عنوان</h2><script>document.cookie</script><p>نص</p>',
    });
    const english = await list(`/blogs/${blog.id}`, 'en');
    for (const forbidden of [
      '<script',
      'alert(1)',
      'onclick',
      'onerror',
      'onmouseover',
      'style=',
      'iframe',
      'javascript:',
      '<img',
    ]) {
      expect(english.content).not.toContain(forbidden);
    }
    expect(english.content).toContain('<p>Kind <strong>words</strong></p>');
    expect(english.content).toContain('href="https://good.example"');
    const arabic = await list(`/blogs/${blog.id}`, 'ar');
    expect(arabic.content).toBe('<h2>عنوان</h2><p>نص</p>');
  });

  it('falls back to the other language when a translation is empty', async () => {
    const arabicOnly = await createBlog(server.db, {
      titleAr: 'مقال عربي فقط',
      titleEn: '',
      descriptionAr: 'وصف عربي',
      descriptionEn: '',
      contentAr: '<p>نص عربي</p>',
      contentEn: '',
    });
    const english = await list(`/blogs/${arabicOnly.id}`, 'en');
    expect(english).toMatchObject({
      title: 'مقال عربي فقط',
      description: 'وصف عربي',
      content: '<p>نص عربي</p>',
    });
    const englishOnly = await createBlog(server.db, {
      titleAr: '',
      titleEn: 'English only',
      descriptionAr: '',
      descriptionEn: 'An English description',
    });
    const arabic = await list(`/blogs/${englishOnly.id}`, 'ar');
    expect(arabic).toMatchObject({ title: 'English only', description: 'An English description' });
    const card = (await list('/blogs?per_page=100', 'ar')).data.find((b: Card) => b.id === englishOnly.id);
    expect(card.title).toBe('English only');
    const blank = await createBlog(server.db, { titleEn: '  \n ', titleAr: 'عنوان' });
    expect((await list(`/blogs/${blank.id}`, 'en')).title).toBe('عنوان');
  });
});

describe('stories', () => {
  it('lists StoryCards newest first with HTML content and absolute image URLs', async () => {
    for (const lang of LANGS) {
      for (const story of await cardPage('/stories', lang, 9, STORY_CARD_KEYS)) {
        expect(story.image).toMatch(UPLOAD_URL('stories'));
        expect(story.content).toMatch(/^<p>/);
        if (lang === 'ar') expect(story.title).toMatch(ARABIC);
        else expect(story.title).not.toMatch(ARABIC);
      }
    }
  });

  it('opens a story with up to 4 similar stories, never itself', async () => {
    const all = (await list('/stories')).data as Card[];
    for (const card of all) {
      const story = await list(`/stories/${card.id}`);
      expect(sortedKeys(story)).toEqual([...STORY_CARD_KEYS, 'similar_stories'].sort());
      expect(story).toMatchObject(card);
      expect(story.similar_stories).toHaveLength(4);
      for (const similar of story.similar_stories) {
        expect(sortedKeys(similar)).toEqual(STORY_CARD_KEYS);
        expect(similar.id).not.toBe(card.id);
      }
    }
    await expectNotFound('/stories/424242');
  });

  it('sanitises story content and falls back to the other language', async () => {
    const story = await createStory(server.db, {
      titleEn: '',
      titleAr: 'قصة بالعربية',
      contentEn: '<p onclick="x()">Saved</p><script>alert(1)</script>',
    });
    const english = await list(`/stories/${story.id}`, 'en');
    expect(english.title).toBe('قصة بالعربية');
    expect(english.content).toBe('<p>Saved</p>');
    expect(english.image).toBeNull();
    const first = (await list('/stories?per_page=1', 'en')).data[0];
    expect(first.id).toBe(story.id);
  });
});

describe('videos', () => {
  it('lists VideoCards newest first with absolute thumbnail URLs', async () => {
    for (const lang of LANGS) {
      for (const video of await cardPage('/videos', lang, 7, VIDEO_CARD_KEYS)) {
        expect(video.thumbnail).toMatch(UPLOAD_URL('videos'));
        if (lang === 'ar') expect(video.title).toMatch(ARABIC);
      }
    }
  });

  it('opens a video with its YouTube link and author', async () => {
    const all = (await list('/videos')).data as Card[];
    for (const card of all) {
      const video = await list(`/videos/${card.id}`);
      expect(sortedKeys(video)).toEqual([...VIDEO_CARD_KEYS, 'user', 'video_url'].sort());
      expect(video).toMatchObject(card);
      expect(video.video_url).toMatch(YOUTUBE_WATCH);
      expect(video.user).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        full_name: expect.any(String),
      });
    }
    await expectNotFound('/videos/31337');
  });

  it('shows a new video first and falls back to the other language', async () => {
    const author = await createUser(server.db, { userType: 'admin', firstName: 'Ali', lastName: 'Noor' });
    const video = await createVideo(server.db, {
      titleAr: '',
      titleEn: 'Only in English',
      authorId: author.id,
    });
    const arabic = await list(`/videos/${video.id}`, 'ar');
    expect(arabic).toMatchObject({
      id: video.id,
      title: 'Only in English',
      video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      user: { id: author.id, name: 'Ali', full_name: 'Ali Noor' },
    });
    expect((await list('/videos?per_page=1', 'ar')).data[0].id).toBe(video.id);
  });
});

describe('pages', () => {
  it('lists {data: [{id, title}]} without meta, in admin sort order', async () => {
    const result = await list('/pages');
    expect(sortedKeys(result)).toEqual(['data']);
    for (const page of result.data) expect(sortedKeys(page)).toEqual(['id', 'title']);
    const rows = await server.db.select().from(pages);
    const expected = rows
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((row) => ({ id: row.id, title: row.titleEn }));
    expect(result.data).toEqual(expected);
    expect(result.data[0].title).toBe('Terms and conditions');
  });

  it('opens a page with its plain-text content in both languages', async () => {
    const { data } = await list('/pages');
    for (const { id } of data.slice(0, 5)) {
      for (const lang of LANGS) {
        const page = await list(`/pages/${id}`, lang);
        expect(sortedKeys(page)).toEqual(['content', 'id', 'title']);
        expect(page.id).toBe(id);
        expect(page.content.length).toBeGreaterThan(50);
        expect(page.content).not.toMatch(/<\/?[a-z][^>]*>/i);
        if (lang === 'ar') expect(page.content).toMatch(ARABIC);
        else expect(page.content).not.toMatch(ARABIC);
      }
    }
    await expectNotFound('/pages/55555');
  });

  it('follows the sort order, not the creation order', async () => {
    const last = await createPage(server.db, { titleEn: 'Sorted last', sort: 1000 });
    const first = await createPage(server.db, { titleEn: 'Sorted first', sort: -1 });
    const arabicFallback = await createPage(server.db, {
      titleAr: '',
      titleEn: 'No Arabic title',
      sort: 999,
    });
    const result = await list('/pages', 'en');
    const ids = result.data.map((page: { id: number }) => page.id);
    expect(ids[0]).toBe(first.id);
    expect(ids.at(-1)).toBe(last.id);
    expect(ids.at(-2)).toBe(arabicFallback.id);
    const arabic = await list('/pages', 'ar');
    expect(arabic.data.at(-2)).toEqual({ id: arabicFallback.id, title: 'No Arabic title' });
    expect(arabic.data[1].title).toMatch(ARABIC);
  });

  it('finds a page the site links by name through its slug, and nothing for an unknown slug', async () => {
    const terms = await createPage(server.db, { slug: 'test-terms', titleEn: 'Test terms' });
    const result = await list('/pages/test-terms', 'en');
    expect(result).toEqual({ id: terms.id, title: 'Test terms', content: 'Content' });
    await expectNotFound('/pages/no-such-page');
    await expectNotFound('/pages/Test-Terms');
  });

  it('serves page content as text, exactly as stored', async () => {
    const page = await createPage(server.db, {
      contentEn: 'Use <b>bold</b> & "quotes"\n\nSecond paragraph.',
    });
    const result = await list(`/pages/${page.id}`, 'en');
    expect(result.content).toBe('Use <b>bold</b> & "quotes"\n\nSecond paragraph.');
  });
});

describe('FAQs', () => {
  it('lists {data: FAQ[]} without meta, in admin sort order, in both languages', async () => {
    const rows = (await server.db.select().from(faqs)).sort((a, b) => a.sort - b.sort || a.id - b.id);
    for (const lang of LANGS) {
      const result = await list('/faqs', lang);
      expect(sortedKeys(result)).toEqual(['data']);
      expect(result.data.map((faq: { id: number }) => faq.id)).toEqual(rows.map((row) => row.id));
      for (const faq of result.data) {
        expect(sortedKeys(faq)).toEqual(['content', 'id', 'title']);
        expect(faq.content).toMatch(/^<(p|ul|ol)>/);
        if (lang === 'ar') expect(faq.title).toMatch(ARABIC);
        else expect(faq.title).not.toMatch(ARABIC);
      }
    }
  });

  it('serves sanitised FAQ HTML, keeping the allowed tags', async () => {
    const faq = await createFaq(server.db, {
      titleEn: 'Is it safe?',
      contentEn:
        '<p>Yes<script>alert(1)</script></p><ul><li onclick="x()">One</li></ul>' +
        '<a href="https://ataa.example/help" style="x">help</a><a href="data:text/html,hi">data</a><style>p{}</style>',
      sort: -5,
    });
    const first = (await list('/faqs', 'en')).data[0];
    expect(first.id).toBe(faq.id);
    expect(first.title).toBe('Is it safe?');
    for (const forbidden of ['<script', 'alert', 'onclick', 'style', 'data:']) {
      expect(first.content).not.toContain(forbidden);
    }
    expect(first.content).toContain('<p>Yes</p><ul><li>One</li></ul>');
    expect(first.content).toContain(
      '<a href="https://ataa.example/help" rel="noopener noreferrer nofollow">help</a>',
    );
  });
});

describe('the main video', () => {
  it('answers {title, video_url} with a YouTube watch link, in both languages', async () => {
    const arabic = await list('/main/video', 'ar');
    expect(arabic).toEqual({ title: mainVideo.title.ar, video_url: mainVideo.videoUrl });
    expect(arabic.video_url).toMatch(YOUTUBE_WATCH);
    const english = await list('/main/video', 'en');
    expect(english).toEqual({ title: mainVideo.title.en, video_url: mainVideo.videoUrl });
  });

  it('falls back to the other language and answers {title: "", video_url: null} when none is set', async () => {
    const saved = await readSetting(server.db, 'main_video');
    try {
      await writeSetting(server.db, 'main_video', {
        title_ar: 'فيديو',
        title_en: '',
        video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      });
      expect(await list('/main/video', 'en')).toEqual({
        title: 'فيديو',
        video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      });
      await writeSetting(server.db, 'main_video', { title_ar: '', title_en: '', video_url: null });
      expect(await list('/main/video', 'en')).toEqual({ title: '', video_url: null });
      await writeSetting(server.db, 'main_video', { title_ar: '', title_en: '', video_url: '' });
      expect(await list('/main/video', 'ar')).toEqual({ title: '', video_url: null });
    } finally {
      await writeSetting(server.db, 'main_video', saved);
    }
  });
});

describe('anonymous content', () => {
  it('never depends on the Authorization header', async () => {
    for (const path of ['/blogs', '/stories/1', '/videos/1', '/pages/1', '/faqs']) {
      const plain = await server.request(path, { lang: 'en' });
      const junk = await server.request(path, { lang: 'en', token: 'null' });
      expect(junk.status).toBe(200);
      expect(junk.body).toEqual(plain.body);
    }
  });
});
