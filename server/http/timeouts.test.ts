/**
 * Slow and idle sockets are closed by the server's timeouts while it goes on
 * answering others. The timeouts are set small here; each test waits on the
 * socket's close event (bounded by the test timeout), never on a sleep.
 */
import type net from 'node:net';
import { describe, expect, it } from 'vitest';
import { HEALTH_PATH } from './health';
import { ORDER_SUBMIT_PATHS } from '../../domain/constants';
import { startApiServer } from '../test-support/api-server';
import { closed, openSocket, parseAnswer } from '../test-support/raw-http';
import { startedForTheFile } from '../test-support/for-the-file';

const server = startedForTheFile(() =>
  startApiServer({
    env: {
      REQUEST_TIMEOUT_MS: '600',
      HEADERS_TIMEOUT_MS: '300',
      KEEP_ALIVE_TIMEOUT_MS: '200',
      CONNECTION_TIMEOUT_MS: '2000',
    },
  }),
);

async function healthy(): Promise<void> {
  const response = await fetch(`${server.baseUrl}${HEALTH_PATH}`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
}

/** Opens a socket that records what it receives and sends `text` one byte at a time. */
async function trickle(text: string) {
  const socket = await openSocket(server.baseUrl);
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  socket.on('error', () => {});
  let sent = 0;
  const timer = setInterval(() => {
    if (sent < text.length && socket.writable) socket.write(text[sent++]!);
  }, 40);
  const done = closed(socket).then(() => clearInterval(timer));
  return { socket, done, answer: () => parseAnswer(Buffer.concat(received).toString('utf8')) };
}

function held(socket: net.Socket) {
  return !socket.destroyed;
}

describe('server timeouts', () => {
  it(
    'closes a socket that trickles its body, answering 408 in the API shape',
    { timeout: 10_000 },
    async () => {
      const head =
        `POST ${ORDER_SUBMIT_PATHS.puja} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        'Content-Length: 50000\r\n\r\n';
      const socket = await openSocket(server.baseUrl);
      socket.on('error', () => {});
      const received: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.write(head);
      const timer = setInterval(() => socket.writable && socket.write('{'), 40);
      const done = closed(socket).then(() => clearInterval(timer));
      // While that socket is held the server answers others.
      expect(held(socket)).toBe(true);
      await healthy();
      await done;
      const answer = parseAnswer(Buffer.concat(received).toString('utf8'));
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toEqual({
        error: { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' },
      });
      await healthy();
    },
  );

  it('closes a socket that trickles its headers', { timeout: 10_000 }, async () => {
    const slow = await trickle(
      `GET ${HEALTH_PATH} HTTP/1.1\r\nHost: x\r\nX-Slow: ${'a'.repeat(500)}\r\n\r\n`,
    );
    await healthy();
    await slow.done;
    expect(slow.answer().status).toBe(408);
    await healthy();
  });

  it('closes a socket that never sends anything', { timeout: 10_000 }, async () => {
    const socket = await openSocket(server.baseUrl);
    socket.on('error', () => {});
    await healthy();
    await closed(socket);
    await healthy();
  });

  it('closes an idle keep-alive socket after its answer', { timeout: 10_000 }, async () => {
    const socket = await openSocket(server.baseUrl);
    socket.on('error', () => {});
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.write(`GET ${HEALTH_PATH} HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n`);
    await closed(socket);
    const answer = parseAnswer(Buffer.concat(received).toString('utf8'));
    expect(answer.status).toBe(200);
    expect(answer.headers.toLowerCase()).toContain('keep-alive');
  });
});
