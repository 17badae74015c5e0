/** The public pages without a token, one example per parameterised route (public-pages.mjs). */
export declare const PUBLIC_PAGES: readonly string[];
