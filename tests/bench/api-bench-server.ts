/**
 * A server for the API benches, run as its own process so the load generator
 * does not share its event loop: `api` (our server on a temp SQLite file, fake
 * payment gateway) or `bare` (node:http replaying one recorded answer from the
 * JSON file given). Prints `PORT <n>` once listening.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { buildServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createFakeGateway } from '../../server/test-support/fake-gateway';

const [mode = 'api', arg = ''] = process.argv.slice(2);

if (mode === 'bare') {
  const recorded = JSON.parse(readFileSync(arg, 'utf8')) as {
    headers: Record<string, string>;
    body: string;
  };
  const body = Buffer.from(recorded.body, 'base64');
  const server = createServer((_request, response) => {
    response.writeHead(200, recorded.headers);
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address && typeof address === 'object') console.log(`PORT ${address.port}`);
  });
} else {
  const config = loadConfig({
    PAYMENT_ENV: 'sandbox',
    DATABASE_URL: `sqlite:${arg}`,
    LOG_LEVEL: 'silent',
    WRITE_RATE_LIMIT: '10000000',
  });
  const app = await buildServer(config, { withSite: false, payments: createFakeGateway() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address && typeof address === 'object') console.log(`PORT ${address.port}`);
}
