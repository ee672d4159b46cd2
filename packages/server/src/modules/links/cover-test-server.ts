import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG_PIXEL } from '../../providers/test-provider-server.ts';

/** A cover origin for tests: a real HTTP server counting the requests of each path. */
export interface CoverTestServer {
  /** e.g. http://127.0.0.2:41234 (IPv6 hosts in brackets). */
  baseUrl: string;
  /** Requests received, per path. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/**
 * Starts a cover origin on `host` (random port). Paths: `/pixel.png` (a PNG), `/redirect?to=`
 * (302 to `to`), `/loop` (302 to itself), `/missing.png` (404), `/evil.svg` (SVG with script),
 * `/text.png` (text labelled image/png), `/big.png` (3 MB, no content-length), `/declared.png`
 * (content-length of 3 MB).
 */
export async function startCoverTestServer(host: string): Promise<CoverTestServer> {
  const hits = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://test');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    switch (url.pathname) {
      case '/pixel.png':
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(PNG_PIXEL);
      case '/redirect':
        response.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
        return response.end();
      case '/loop':
        response.writeHead(302, { location: '/loop' });
        return response.end();
      case '/evil.svg':
        response.writeHead(200, { 'content-type': 'image/svg+xml' });
        return response.end('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>');
      case '/text.png':
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end('this is not a picture');
      case '/big.png': {
        response.writeHead(200, { 'content-type': 'image/png' });
        response.write(PNG_PIXEL);
        const chunk = Buffer.alloc(64 * 1024);
        let sent = 0;
        const more = () => {
          while (sent < 3 * 1024 * 1024 && !response.destroyed) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', more);
          }
          response.end();
        };
        response.on('error', () => {});
        return more();
      }
      case '/declared.png':
        response.writeHead(200, { 'content-type': 'image/png', 'content-length': 3 * 1024 * 1024 });
        response.on('error', () => {});
        return response.write(PNG_PIXEL);
      default:
        response.writeHead(404, { 'content-type': 'text/plain' });
        return response.end('not found');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
