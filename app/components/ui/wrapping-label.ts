/** For a button whose label may not fit a 320 px phone (WCAG 1.4.10): it wraps, centred. */
export const wrappingLabel = 'h-auto! min-h-11 py-2 text-center text-balance whitespace-normal!';
