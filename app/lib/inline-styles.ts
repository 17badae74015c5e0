import { createContext, useContext } from 'react';

/**
 * The site's stylesheet text, given by the server renderer so that it goes into the HTML itself:
 * a first visit then paints without waiting for a render-blocking CSS request. Empty in the
 * browser, which finds the server's style element by its href and keeps it.
 */
export const InlineStylesContext = createContext('');

export function useInlineStyles(): string {
  return useContext(InlineStylesContext);
}
