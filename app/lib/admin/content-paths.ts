import { ADMIN_CONTENT_PATH } from '#app/data/page-paths.ts';

// Functions, so not in page-paths.ts, whose names vite.config.ts inlines as strings.

/** A new item's key in the address: no key is made from it (keys are made of titles). */
export const NEW_ITEM_KEY = 'yeni';

export const adminContentListPath = (segment: string) => `${ADMIN_CONTENT_PATH}/${segment}`;
export const adminContentItemPath = (segment: string, key: string) =>
  `${adminContentListPath(segment)}/${key}`;
export const adminContentRevisionsPath = (segment: string, key: string) =>
  `${adminContentItemPath(segment, key)}/surumler`;

/** The owner's price lists: beside the kinds, not one of them. */
export const PRICES_SEGMENT = 'fiyatlar';
export const ADMIN_PRICES_PATH = adminContentListPath(PRICES_SEGMENT);

/** The owner's import of a content file (docs/decisions/0050), one of the desk's pages. */
export const IMPORT_SEGMENT = 'ice-aktar';
