// The back office's content endpoints (contract §13): the same five operations for each of the
// nine resources, the currencies' bulk rates, and the two single records. Spread into `endpoints`.
import {
  adminContentQuery,
  bannerBody,
  bannerRecord,
  type ContentResourceName,
  contentSchemas,
  mainVideoBody,
  mainVideoRecord,
  ratesAnswer,
  ratesBody,
} from './schemas/admin-content.ts';
import { empty, paginated } from './schemas/entities.ts';

const TAG = 'Admin content';
const WRITE =
  'Writes accept `<field>:ar` / `<field>:en`, as JSON or multipart (with the image files); rich text is sanitised.';

type Schemas<R extends ContentResourceName> = (typeof contentSchemas)[R];

/** The five operations of one resource, keyed by their literal method and path. */
type Crud<R extends ContentResourceName> = {
  [K in `GET /admin/${R}`]: {
    access: 'admin';
    tag: string;
    description: string;
    query: typeof adminContentQuery;
    answer: ReturnType<typeof paginated<Schemas<R>['item']>>;
  };
} & {
  [K in `POST /admin/${R}`]: {
    access: 'admin';
    tag: string;
    description: string;
    multipart: true;
    body: Schemas<R>['create'];
    answer: Schemas<R>['item'];
    status: 201;
  };
} & {
  [K in `GET /admin/${R}/:id`]: { access: 'admin'; tag: string; answer: Schemas<R>['item'] };
} & {
  [K in `POST /admin/${R}/:id` | `PUT /admin/${R}/:id`]: {
    access: 'admin';
    tag: string;
    description: string;
    multipart: true;
    body: Schemas<R>['update'];
    answer: Schemas<R>['item'];
  };
} & {
  [K in `DELETE /admin/${R}/:id`]: {
    access: 'admin';
    tag: string;
    description: string;
    answer: typeof empty;
  };
};

const DELETE_RULES: Record<ContentResourceName, string> = {
  blogs: 'Removes the blog and its image.',
  stories: 'Removes the story and its image.',
  videos: 'Removes the video and its thumbnail.',
  pages: 'Removes the page; 409 for a page the site links by name (`slug`).',
  faqs: 'Removes the question.',
  partners: 'Removes the partner and its logo.',
  socials: 'Removes the link and its icon.',
  categories:
    'Removes the category; 409 while campaigns use it. One kept only by deleted campaigns is soft-deleted.',
  currencies:
    'Removes an unused currency; 409 for the base or default currency, or one in use (deactivate it instead).',
};

function crud<R extends ContentResourceName>(name: R): Crud<R> {
  const schemas = contentSchemas[name];
  const update = {
    access: 'admin',
    tag: TAG,
    description: `Partial update. ${WRITE}`,
    multipart: true,
    body: schemas.update,
    answer: schemas.item,
  };
  return {
    [`GET /admin/${name}`]: {
      access: 'admin',
      tag: TAG,
      description: `Paginated, in the order the site shows them; \`q\` searches both languages.`,
      query: adminContentQuery,
      answer: paginated(schemas.item),
    },
    [`POST /admin/${name}`]: {
      access: 'admin',
      tag: TAG,
      description: `Create. ${WRITE}`,
      multipart: true,
      body: schemas.create,
      answer: schemas.item,
      status: 201,
    },
    [`GET /admin/${name}/:id`]: { access: 'admin', tag: TAG, answer: schemas.item },
    [`POST /admin/${name}/:id`]: update,
    [`PUT /admin/${name}/:id`]: update,
    [`DELETE /admin/${name}/:id`]: {
      access: 'admin',
      tag: TAG,
      description: DELETE_RULES[name],
      answer: empty,
    },
  } as Crud<R>;
}

export const adminContentEndpoints = {
  ...crud('blogs'),
  ...crud('stories'),
  ...crud('videos'),
  ...crud('pages'),
  ...crud('faqs'),
  ...crud('partners'),
  ...crud('socials'),
  ...crud('categories'),
  ...crud('currencies'),
  'PUT /admin/currencies/rates': {
    access: 'admin',
    tag: TAG,
    description:
      'Every rate in one transaction: all are saved or none. The base currency stays at 1 (422 otherwise). Answers every currency.',
    body: ratesBody,
    answer: ratesAnswer,
  },
  'GET /admin/main-video': { access: 'admin', tag: TAG, answer: mainVideoRecord },
  'PUT /admin/main-video': {
    access: 'admin',
    tag: TAG,
    description: 'Partial: `title:ar`, `title:en`, `video_url` (a YouTube link).',
    multipart: true,
    body: mainVideoBody,
    answer: mainVideoRecord,
  },
  'GET /admin/banner': { access: 'admin', tag: TAG, answer: bannerRecord },
  'PUT /admin/banner': {
    access: 'admin',
    tag: TAG,
    description:
      'Partial, JSON or multipart: `title:*`, `subtitle:*`, `image` (file), and `extra_collected` (base currency), `extra_donors`, `extra_campaigns`, which `/banner/statistics` adds to its figures.',
    multipart: true,
    body: bannerBody,
    answer: bannerRecord,
  },
} as const;
