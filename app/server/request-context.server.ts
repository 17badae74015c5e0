import { createContext } from 'react-router';

/** The CSP nonce of the current request, set by server/app.ts for the renderer. */
export const cspNonceContext = createContext<string>('');

/** The client's address as Express sees it (behind a trusted local proxy: X-Forwarded-For). */
export const clientIpContext = createContext<string>('unknown');

/** Set for a page that will be stored and served to many (server/http/page-cache.ts): render it whole. */
export const wholeDocumentContext = createContext<boolean>(false);

/** A client-side navigation's data request (`….data`), not a document. */
export const dataRequestContext = createContext<boolean>(false);

/** Server sections the loaders rendered to HTML for this request. */
export const serverSectionsContext = createContext<Readonly<Record<string, string>>>({});
