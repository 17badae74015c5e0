import { createContext, useContext } from 'react';

/**
 * The stylesheet text, inlined by the server so a first visit paints without a CSS request; empty
 * in the browser, which keeps the server's style element.
 */
export const InlineStylesContext = createContext('');

export function useInlineStyles(): string {
  return useContext(InlineStylesContext);
}
