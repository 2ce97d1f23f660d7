/**
 * Production runs the esbuild bundle (scripts/build-server.ts) with plain node:
 * the server is started from the build under a loader hook that refuses to
 * load tsx, esbuild or any TypeScript file, and must still answer its health
 * check and take a paid order. The same hook stops the tsx way at once, so
 * the check can fail.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtEntry } from '../scripts/build-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_SUBMIT_PATHS } from '../domain/constants';
import { HEALTH_PATH } from './http/health';
import { SANDBOX_ACCEPTUI_PATH } from './payments/sandbox/paths';
import {
  fetchOrderPrefs,
  postJson,
  pujaOrderPayload,
  sandboxCardToken,
} from './test-support/order-fixtures';
import { BUILD_ENV } from './test-support/server-build';
import { freePort, startServerProcess, type ServerProcess } from './test-support/server-process';
import { createTestDatabase, type TestDatabase } from './test-support/test-database';
import { pdfText } from './receipts/test-support/pdf-text';
import { CLI_ACTOR } from './staff/audit';
import { addMember, createSignInLink } from './staff/members';
import type { ApiTestServer } from './test-support/api-server';
import { secretOf, staffFetch } from './staff/test-support/staff-session';
import { testNow } from '../tests/test-support/test-clock';

/** Refuses, at resolution, tsx, esbuild and TypeScript sources. */
const HOOKS = `export async function resolve(specifier, context, next) {
  const found = await next(specifier, context);
  if (/\\/node_modules\\/(tsx|esbuild)\\/|\\.[cm]?tsx?$/.test(found.url)) {
    throw new Error('not in production: ' + found.url);
  }
  return found;
}`;
const REGISTER = `import { register } from 'node:module';
register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(HOOKS)}`)});`;
const NO_TYPESCRIPT = `--import=data:text/javascript,${encodeURIComponent(REGISTER)}`;

let database: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServerProcess(await freePort(), database.url, {
    NODE_OPTIONS: NO_TYPESCRIPT,
  });
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await database?.close();
});

describe('the production build', () => {
  it('is what the tests start: a .js entry run by node with no loader arguments', () => {
    expect(process.env[BUILD_ENV]).toBeTruthy();
    expect(server.child.spawnargs.slice(1)).toEqual([
      expect.stringMatching(/[/\\]server[/\\]main\.js$/),
    ]);
  });

  it('answers the health check and takes a paid order with no TypeScript loader', async () => {
    expect((await fetch(`${server.baseUrl}${HEALTH_PATH}`)).status).toBe(200);
    const prefs = await fetchOrderPrefs(server.baseUrl);
    const payload = pujaOrderPayload(prefs, {
      people: 2,
      encoded: await sandboxCardToken(server.baseUrl),
    });
    const response = await postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, payload);
    expect(response.status).toBe(201);
    const order = await database.db
      .selectFrom('orders')
      .select('status')
      .where('order_number', '=', ((await response.json()) as { orderNumber: string }).orderNumber)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('PAID');
  });

  it('keeps the sandbox gateway out of the server entry, in a chunk loaded only in the sandbox', () => {
    const dir = process.env[BUILD_ENV]!;
    // The gateway's own marks: the tables only it makes.
    const GATEWAY = /sandbox_nonces|sandbox_hosted_tokens/;
    const code = (file: string) => readFileSync(file, 'utf8');
    // Every file the entry loads at start: static imports, followed (not import()).
    const loaded = new Set<string>();
    const follow = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const [, spec] of code(file).matchAll(
        /^[ \t]*(?:import|export)\b[^;(]*?["'](\.[^"']+)["']/gm,
      )) {
        follow(path.resolve(path.dirname(file), spec!));
      }
    };
    follow(builtEntry(dir, 'server/main.ts'));
    expect(loaded.size).toBeGreaterThan(3);
    expect([...loaded].filter((file) => GATEWAY.test(code(file)))).toEqual([]);
    // The gateway is in the build all the same, for the sandbox to import.
    const chunks = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join(dir, file));
    expect(chunks.filter((file) => GATEWAY.test(code(file)))).toHaveLength(1);
  });

  it("serves the sandbox's card-form script bundled at build time", async () => {
    const response = await fetch(`${server.baseUrl}${SANDBOX_ACCEPTUI_PATH}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(
      /^\/\* Local sandbox stand-in for Authorize\.net's AcceptUI/,
    );
  });

  it("renders a receipt with the fonts it finds from the build's own location", async () => {
    const prefs = await fetchOrderPrefs(server.baseUrl);
    const payload = pujaOrderPayload(prefs, {
      people: 1,
      encoded: await sandboxCardToken(server.baseUrl),
    });
    const placed = await postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, payload);
    const { orderNumber } = (await placed.json()) as { orderNumber: string };
    const member = await addMember(
      database.db,
      CLI_ACTOR,
      { email: 'office-build@example.org', name: 'Office', role: 'office' },
      testNow(),
    );
    const link = await createSignInLink(database.db, member.id, server.baseUrl, testNow());
    const child = { baseUrl: server.baseUrl } as ApiTestServer;
    const signedIn = await staffFetch(child, null)('POST', '/sign-in/complete', {
      secret: secretOf(link),
    });
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    const receipt = await staffFetch(child, cookie)('GET', `/orders/${orderNumber}/receipt.pdf`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await receipt.arrayBuffer()));
    expect(text).toContain(`Order number ${orderNumber}`);
    expect(text).toMatch(/Paid with Visa XXXX\d{4}/);
  });

  it('the same guard stops the server run through tsx', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH, NODE_OPTIONS: NO_TYPESCRIPT, DATABASE_URL: 'sqlite::memory:' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/not in production: .*node_modules\/tsx\//);
  });
});
