/**
 * node render-timing.mjs: the framework's request handler called directly
 * (what a Fastify route would call with a Fetch Request): per-request render
 * time of a content page once warm, and whether its HTML carries any script.
 */
import { createRequestHandler } from 'react-router';
import * as build from './build/server/index.js';

const handle = createRequestHandler(build, 'production');
const render = async (path) => (await handle(new Request(`http://localhost${path}`))).text();
for (let i = 0; i < 200; i++) await render('/ml/terms');
const runs = 1000;
const start = process.hrtime.bigint();
for (let i = 0; i < runs; i++) await render('/ml/terms');
const perRequest = Number(process.hrtime.bigint() - start) / 1e6 / runs;
const html = await render('/ml/terms');
const wizard = await render('/order-a-puja-online');
const inline = (text) => (text.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).length;
console.log(
  `content page /ml/terms: ${perRequest.toFixed(2)} ms per request (warm, ${runs} runs), ${html.length} bytes HTML, <script> tags: ${(html.match(/<script/g) ?? []).length}`,
);
console.log(
  `wizard route: ${wizard.length} bytes HTML, inline <script> tags (need a CSP nonce): ${inline(wizard)}`,
);
