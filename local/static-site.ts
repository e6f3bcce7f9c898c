import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { BAD_REQUEST, decodedPath, refuse, requestTarget } from './api-gateway.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The file's bytes, or undefined when there is no such file (or it is a directory, or the name is unusable). */
async function fileBytes(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

/**
 * Serves the built SPA like the CloudFront distribution does: files as they are, and any
 * extension-less path (a client-side route) as index.html. Only GET and HEAD; a malformed path is 400.
 * (The security headers are set by the server for every answer: local/stack.ts.)
 */
export function staticSite(webDir: string) {
  const root = normalize(webDir);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return refuse(req, res, 405, 'Method not allowed');
    }
    const path = decodedPath(requestTarget(req.url));
    if (path === undefined) return refuse(req, res, 400, BAD_REQUEST);
    const requested = normalize(join(root, path));
    if (path.includes('\0') || (!requested.startsWith(root + sep) && requested !== root))
      return refuse(req, res, 400, BAD_REQUEST);
    let file = requested;
    let bytes = await fileBytes(file);
    if (!bytes) {
      if (extname(path)) return refuse(req, res, 404, 'Not found');
      file = join(root, 'index.html');
      bytes = await fileBytes(file);
    }
    if (!bytes) {
      res
        .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
        .end('The web app is not built yet: run `npm run build:web`.');
      return;
    }
    const immutable = path.startsWith('/assets/') && file === requested;
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': bytes.length,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  };
}
