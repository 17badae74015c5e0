/** A page's text with what changes per request or per build blanked (page-normalise.mjs). */
export declare function normalisePage(text: string, origin: string): string;
