import { escapeHtml } from '#app/lib/html.ts';

const STYLE =
  'body{margin:0;font:1.0625rem/1.6 system-ui,sans-serif;color:#1f2933;background:#fff}' +
  'main{max-width:36rem;margin:0 auto;padding:4rem 1rem}h1{font-size:1.75rem;margin:.25rem 0 1rem}' +
  'a{color:#0f766e;font-weight:600}' +
  '@media(prefers-color-scheme:dark){body{color:#e5e7eb;background:#0b1514}a{color:#2dd4bf}}';

/**
 * A no-JavaScript form's refusal: about 1 KB made without React, so a flood costs a string. The
 * site's name is the caller's, read from the content in memory (runtime.identity).
 */
export function refusalPage({
  siteName,
  title,
  message,
  back,
  backLabel,
  retryAfterSeconds,
}: {
  siteName: string;
  title: string;
  message: string;
  back: string;
  backLabel: string;
  retryAfterSeconds: number;
}): Response {
  const site = escapeHtml(siteName);
  const html =
    `<!doctype html><html lang="tr"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)} · ${site}</title><style>${STYLE}</style></head>` +
    `<body><main><p>${site}</p><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>` +
    `<p><a href="${escapeHtml(back)}">${escapeHtml(backLabel)}</a></p></main></body></html>`;
  return new Response(html, {
    status: 429,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    },
  });
}
