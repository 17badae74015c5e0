/** What the Express middleware keeps for one response in `res.locals`. */
declare namespace Express {
  interface Locals {
    /** The response's CSP nonce, set by securityHeaders before any other middleware runs. */
    cspNonce: string;
    /** The page's ETag when the page cache computed it, so that htmlEtag does not hash again. */
    pageEtag?: string;
    /** Set by the page cache: the renderer is to send the finished document, not a stream. */
    wholeDocument?: boolean;
  }
}
