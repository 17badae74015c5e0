import { TOKEN_PATHS } from '#app/data/page-paths.ts';
import { routedPath } from '#server/http/origin-check.ts';

const escaped = TOKEN_PATHS.map((path) => path.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const tokenInText = new RegExp(
  `(/(?:${escaped.join('|')}))(?:/|\\\\|%2f|%5c)+[^\\s/\\\\?#"'<>]+`,
  'gi',
);

/** Any text with every link token (TOKEN_PATHS) replaced by `…`; the logger masks every line. */
export function maskTokens(text: string): string {
  return text.replace(tokenInText, '$1/…');
}

export function loggedPath(target: string): string {
  let path = target;
  if (/^https?:\/\//i.test(target)) {
    try {
      path = new URL(target).pathname;
    } catch {
      // No URL can be made of it; its path is cut from the text as it is.
    }
  }
  path = path.split(/[?#]/, 1)[0] ?? '';
  const routed = routedPath(path)
    .toLowerCase()
    .replace(/[/\\]+/g, '/');
  const page = TOKEN_PATHS.find((prefix) => routed.startsWith(`${prefix}/`));
  return page ? `${page}/…` : maskTokens(path);
}
