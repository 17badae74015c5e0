import { createContext, useContext } from 'react';

/** The per-request CSP nonce; empty in the browser, where nonces are not readable anyway. */
export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
