// The demo content's pictures, drawn and encoded: the slow half of seeding (sharp rasterises and
// re-encodes every one, about half a minute of processor time on a 2-core machine). Kept apart from
// storing them so that a test run can render them once and reuse them (test/template-cache.ts).
import { type AcceptedPicture, acceptPicture } from '../storage/uploads.ts';
import { charities, donors } from './data/accounts.ts';
import { campaigns } from './data/campaigns.ts';
import { blogs, stories, videos } from './data/content.ts';
import { partners, socials } from './data/lookups.ts';
import { renderAvatar, renderLogoImage, renderSocialIcon, renderThemeImage } from './images.ts';

/** Each seeded entity's picture, in the order of the seed's data. */
export interface DemoPictures {
  /** Kept in the site's widths, as uploads are: shown in lists and on campaign pages. */
  campaigns: AcceptedPicture[];
  galleries: AcceptedPicture[][];
  blogs: AcceptedPicture[];
  stories: AcceptedPicture[];
  /** Kept as drawn. */
  videos: Buffer[];
  partners: Buffer[];
  /** PNG. */
  socials: Buffer[];
  charities: Buffer[];
  donors: Buffer[];
}

const asUpload = async (picture: Promise<Buffer>) => acceptPicture(await picture, 'image');

export async function renderDemoPictures(): Promise<DemoPictures> {
  const small = { width: 960, height: 540 };
  // Gallery pictures are smaller, to keep seeding quick: the page shows them as thumbnails.
  const gallery = { width: 640, height: 360 };
  const [campaignPictures, galleries, blogPictures, storyPictures] = await Promise.all([
    Promise.all(campaigns.map((c, i) => asUpload(renderThemeImage(c.theme, i, small)))),
    Promise.all(
      campaigns.map((c, i) =>
        Promise.all(
          (c.gallery ?? []).map((theme, k) => asUpload(renderThemeImage(theme, 40 + i * 4 + k, gallery))),
        ),
      ),
    ),
    Promise.all(blogs.map((b, i) => asUpload(renderThemeImage(b.theme, i + 3, small)))),
    Promise.all(stories.map((s, i) => asUpload(renderThemeImage(s.theme, i + 5, small)))),
  ]);
  return {
    campaigns: campaignPictures,
    galleries,
    blogs: blogPictures,
    stories: storyPictures,
    videos: await Promise.all(videos.map((v, i) => renderThemeImage(v.theme, i + 7, small))),
    partners: await Promise.all(partners.map((p, i) => renderLogoImage(p.name.en, i))),
    socials: await Promise.all(socials.map((s) => renderSocialIcon(s.icon))),
    charities: await Promise.all(charities.map((c, i) => renderLogoImage(c.name.en, i + 11))),
    donors: await Promise.all(donors.map((_, i) => renderAvatar(i))),
  };
}
