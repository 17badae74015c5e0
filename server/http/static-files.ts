import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import express, { type NextFunction, type Request, type Response } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

type Encoding = (typeof ENCODINGS)[number]['name'];

type StaticOptions = { maxAge: string; immutable?: boolean };

/** The copies scripts/precompress-assets.mjs wrote at build time, by the URL path they encode. */
function findCopies(root: string): Map<string, Map<Encoding, string>> {
  const copies = new Map<string, Map<Encoding, string>>();
  if (!existsSync(root)) return copies;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const encoding = ENCODINGS.find(({ suffix }) => file.endsWith(suffix));
    if (!encoding) continue;
    const original = file.slice(0, -encoding.suffix.length);
    const urlPath = `/${path.relative(root, original).split(path.sep).join('/')}`;
    const forFile = copies.get(urlPath) ?? new Map<Encoding, string>();
    forFile.set(encoding.name, file);
    copies.set(urlPath, forFile);
  }
  return copies;
}

/** Files of the build, sent as the precompressed brotli or gzip copy when the browser accepts it. */
export function staticFiles(root: string, options: StaticOptions) {
  const copies = findCopies(root);
  const files = express.static(root, options);
  return (req: Request, res: Response, next: NextFunction): void => {
    const available = req.method === 'GET' || req.method === 'HEAD' ? copies.get(req.path) : null;
    if (!available) return files(req, res, next);
    res.vary('Accept-Encoding');
    // Browsers list gzip first at the same weight; brotli, smaller, is the server's choice then.
    const encoding = ENCODINGS.find(
      ({ name }) => available.has(name) && req.acceptsEncodings(name) === name,
    );
    const copy = encoding && available.get(encoding.name);
    if (!encoding || !copy) return files(req, res, next);
    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', encoding.name);
    res.sendFile(copy, options, (error?: Error) => {
      if (!error) return;
      // The visitor left mid-file (a closed tab): the headers are out and can no longer change.
      if (res.headersSent) return next(error);
      // The copy went missing after start: the file itself is still there to send.
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      files(req, res, next);
    });
  };
}
