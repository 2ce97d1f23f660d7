/**
 * Answers to requests Node's HTTP parser refuses before Fastify sees them
 * (headers too large, malformed HTTP, a request that took too long to arrive),
 * in the API's error shape instead of Fastify's default body. Written straight
 * to the socket, which is then closed.
 */
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { errorForStatus } from './errors';

function statusOf(code: string | undefined): number {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_URI_TOO_LONG') return 414;
  return 400;
}

export function answerClientError(
  error: NodeJS.ErrnoException,
  socket: Socket,
  log: FastifyBaseLogger | undefined,
): void {
  {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = statusOf(error.code);
    const message =
      status === 400 ? 'The request is not valid HTTP' : errorForStatus(status).message;
    const body = JSON.stringify(errorForStatus(status, message).toBody());
    log?.debug({ code: error.code, statusCode: status }, 'client error');
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  }
}
