/**
 * Raw HTTP over a plain socket, for requests fetch will not send (malformed
 * HTTP, huge headers, trickled bodies) and for watching a socket close.
 */
import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

export function openSocket(baseUrl: string): Promise<net.Socket> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves when the socket is closed (by either side). */
export function closed(socket: net.Socket): Promise<void> {
  if (socket.destroyed) return Promise.resolve();
  // A paused socket never reads the server's end of the stream, so it would never close.
  socket.resume();
  return new Promise((resolve) => socket.once('close', () => resolve()));
}

/** Sends `request` as is and reads until the server closes the socket. */
export async function rawRequest(baseUrl: string, request: string | Buffer): Promise<RawAnswer> {
  const socket = await openSocket(baseUrl);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => {});
  socket.write(request);
  await closed(socket);
  return parseAnswer(Buffer.concat(chunks).toString('utf8'));
}

export function parseAnswer(text: string): RawAnswer {
  const split = text.indexOf('\r\n\r\n');
  const headers = split === -1 ? text : text.slice(0, split);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0);
  return { status, headers, body: split === -1 ? '' : text.slice(split + 4) };
}
