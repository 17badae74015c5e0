import { createContext } from 'react-router';

/** The CSP nonce of the current request, set by server/app.ts for the renderer. */
export const cspNonceContext = createContext<string>('');
