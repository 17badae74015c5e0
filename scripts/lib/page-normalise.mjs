/**
 * A page's text with what changes per request or per build blanked (nonce, form key, asset names,
 * the server's own address): two builds, or two sites, compare by what a visitor reads.
 */
export function normalisePage(text, origin) {
  return (
    text
      .replace(/nonce="[^"]*"/g, 'nonce="N"')
      .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}(\.\w+)/g, '$1-H$2')
      .replace(/name="gonderim_anahtari" value="[^"]*"/g, 'name="gonderim_anahtari" value="K"')
      // The build's manifest version; a development server's (tests/setup/app-server.ts) is random.
      .replace(/("version":\s*")(?:[0-9a-f]{8}|0\.\d+)"/g, '$1V"')
      .replace(/(submissionKey\\?",\\?")[\w-]+/g, '$1K')
      .replaceAll(origin, 'ORIGIN')
  );
}
