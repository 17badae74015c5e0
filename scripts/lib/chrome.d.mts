/** The Chromium switches the bench, the accessibility audit and the browser tests share (chrome.mjs). */
export declare const CHROME_SWITCHES: readonly string[];
export declare const CHROMIUM: string;
export declare const CHROME_FLAGS: readonly string[];
export declare const LIGHTHOUSE_CHROME_FLAGS: readonly string[];
