import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Scripts only from this origin and the two sign-in widgets the console embeds
 * when the operator turns them on (Cloudflare Turnstile, Telegram's Login
 * Widget); frames from this origin or https (those widgets, and a home page
 * whose content is an address); Chakra's runtime styles need inline style tags.
 */
const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self' https://challenges.cloudflare.com https://telegram.org",
  "frame-src 'self' https:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tollgate</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Tollgate is running</h1>
<p>The API answers at <code>/api</code>, GraphQL at <code>/graphql</code> and the relay at <code>/v1</code>.</p>
<p>The web console has not been built yet. Build it with <code>npm run build</code> and reload this page.</p>
</body></html>`;

export type StaticDispatch = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Serves the built console from `root`: files as they are, any other path as
 * index.html (client-side routes), and a short how-to page when no build exists.
 */
export function createStaticSite(root: string): StaticDispatch {
  const resolvedRoot = path.resolve(root);

  const fileAt = async (relative: string): Promise<{ file: string; size: number } | null> => {
    const file = path.resolve(resolvedRoot, '.' + path.posix.normalize('/' + relative));
    if (file !== resolvedRoot && !file.startsWith(resolvedRoot + path.sep)) return null;
    try {
      const info = await stat(file);
      return info.isFile() ? { file, size: info.size } : null;
    } catch {
      return null;
    }
  };

  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('method not allowed');
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('bad path');
      return;
    }
    const asset = pathname === '/' ? null : await fileAt(pathname);
    const found = asset ?? (path.extname(pathname) === '' ? await fileAt('index.html') : null);
    if (found === null) {
      const index = await fileAt('index.html');
      if (index === null && path.extname(pathname) === '') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : NOT_BUILT_PAGE);
        return;
      }
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('not found');
      return;
    }
    const isHashedAsset = pathname.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(found.file)] ?? 'application/octet-stream',
      'content-length': found.size,
      'cache-control': isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      'content-security-policy': CONSOLE_CSP,
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(found.file).pipe(res);
  };
}
