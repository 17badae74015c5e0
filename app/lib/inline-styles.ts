import { createContext, useContext } from 'react';

/** Inlined by the server so a first visit paints without a CSS request. */
export const InlineStylesContext = createContext('');

export function useInlineStyles(): string {
  return useContext(InlineStylesContext);
}
