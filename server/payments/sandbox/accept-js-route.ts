/**
 * Serves the sandbox's Accept.js stand-in at SANDBOX_ACCEPT_JS_PATH: the
 * browser code in accept-stand-in.browser.ts and the shared rules of
 * src/domain/accept-js.ts, bundled once into one classic script with esbuild
 * (already installed as the engine of tsx and Vite, which run this server).
 */
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { build } from 'esbuild';
import { SANDBOX_ACCEPT_JS_PATH } from '../../../src/domain/environments';

const ENTRY = fileURLToPath(new URL('./accept-stand-in.browser.ts', import.meta.url));

let bundle: Promise<string> | null = null;

export function acceptStandInScript(): Promise<string> {
  bundle ??= build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  })
    .then((result) => {
      const file = result.outputFiles[0];
      if (!file) throw new Error('esbuild produced no Accept.js stand-in');
      return `/* Local sandbox stand-in for Authorize.net's Accept.js. */\n${file.text}`;
    })
    .catch((error: unknown) => {
      bundle = null;
      throw error;
    });
  return bundle;
}

export function registerAcceptJsRoute(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    await acceptStandInScript();
  });
  app.get(SANDBOX_ACCEPT_JS_PATH, async (_request, reply) => {
    const script = await acceptStandInScript();
    reply.header('Content-Type', 'text/javascript; charset=utf-8');
    reply.header('Cache-Control', 'no-cache');
    return reply.send(script);
  });
}
