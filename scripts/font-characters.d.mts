/** The characters the self-hosted font holds (scripts/font-characters.mjs). */
export declare const FONT_CHARACTERS: string;
