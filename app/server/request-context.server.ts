import { createContext } from 'react-router';

export const cspNonceContext = createContext<string>('');

export const clientIpContext = createContext<string>('unknown');

/** Set for a page the page cache will store and serve to many: render it whole. */
export const wholeDocumentContext = createContext<boolean>(false);

export const dataRequestContext = createContext<boolean>(false);

export const serverSectionsContext = createContext<Readonly<Record<string, string>>>({});
