/**
 * The bytes of a same-origin file as our server sends it to a browser that
 * accepts brotli: the body's length on the wire, as @fastify/compress encodes
 * it (server/app.ts: brotli at its default quality; a file under its 1 kB
 * threshold goes as it is).
 */
import http from 'node:http';

export async function wireBytes(
  origin: string,
  pathname: string,
): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}${pathname}`,
      { headers: { 'accept-encoding': 'br, gzip, deflate' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`${pathname}: HTTP ${response.statusCode}`));
          return;
        }
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}
