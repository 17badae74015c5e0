/**
 * Added to a button whose label may not fit one line of a 320 px phone (WCAG 1.4.10: no
 * sideways scrolling): the label wraps, centred and balanced, and the button grows in height.
 * `!` lets it win over the button's one-line classes without a class-merging library. A module
 * of its own, so the button's code on every page does not carry it.
 */
export const wrappingLabel = 'h-auto! min-h-11 py-2 text-center text-balance whitespace-normal!';
