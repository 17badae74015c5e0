/** Without zod: the editor's browser script imports these. */
export const POST_INTENTS = {
  preview: 'preview',
  save: 'save',
  publish: 'publish',
  schedule: 'schedule',
  unpublish: 'unpublish',
  delete: 'delete',
} as const;

export const TITLE_MAX = 150;
export const EXCERPT_MIN = 40;
export const EXCERPT_MAX = 300;
export const CATEGORY_MAX = 60;
export const AUTHOR_MAX = 100;
export const ALT_MAX = 200;
export const BODY_MAX = 100_000;
/** What search engines show of a title and a description; longer is allowed up to the max. */
export const SEO_TITLE_HINT = 60;
export const SEO_DESCRIPTION_HINT = 160;
export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 320;

export const NEW_CATEGORY = '__yeni__';

export const contentFieldNames = [
  'title',
  'slug',
  'excerpt',
  'category',
  'newCategory',
  'author',
  'coverImage',
  'coverAlt',
  'body',
  'seoTitle',
  'seoDescription',
] as const;

export const postFieldNames = [
  ...contentFieldNames,
  'publishAt',
  'bodyImageAlt',
  'version',
] as const;
export type PostFieldName = (typeof postFieldNames)[number];
export type PostFormValues = Partial<Record<PostFieldName, string>>;
