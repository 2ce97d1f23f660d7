/**
 * The sandbox's AcceptUI stand-in: the script a page loads before the app
 * starts (SANDBOX_ACCEPTUI_PATH), and the lightbox's form page and script
 * (framed on our own origin, the only pages allowed to be framed, and only by
 * our own pages). Both scripts are bundled from the *.browser.ts files and
 * the shared rules of domain/accept-js.ts (./browser-scripts.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../../clock';
import { bundleBrowserScript } from './browser-scripts';
import { escapeHtml, sandboxDocument } from './hosted-view';
import {
  SANDBOX_ACCEPTUI_FORM_PATH,
  SANDBOX_ACCEPTUI_FORM_SCRIPT_PATH,
  SANDBOX_ACCEPTUI_PATH,
} from './paths';

const bundles = new Map<string, Promise<string>>();

function bundle(file: string): Promise<string> {
  let script = bundles.get(file);
  if (!script) {
    script = bundleBrowserScript(file).then(
      (text) => `/* Local sandbox stand-in for Authorize.net's AcceptUI. */\n${text}`,
    );
    script.catch(() => bundles.delete(file));
    bundles.set(file, script);
  }
  return script;
}

const LAUNCHER = 'acceptui-stand-in.browser.ts';
const FORM = 'acceptui-form.browser.ts';

/** The form page; `now` is the server's instant, the form's card checks run on it. */
function formPage(query: Record<string, string | undefined>, now: Date): string {
  const header = query.headerText || 'Card details';
  const button = query.buttonText || 'Pay';
  const field = (name: string, label: string, autocomplete: string, hint = '') => `<div>
<label for="${name}">${label}</label>
${hint ? `<p class="hint" id="${name}-hint">${hint}</p>` : ''}
<input id="${name}" name="${name}" type="text" autocomplete="${autocomplete}"${
    hint ? ` aria-describedby="${name}-hint"` : ''
  }${name === 'zip' || name === 'fullName' ? '' : ' inputmode="numeric" required'}>
</div>`;
  const body = `<h1>${escapeHtml(header)}</h1>
<p>The local sandbox's card form. Use a sandbox test card, for example 4111 1111 1111 1111: no real card is charged.</p>
<p class="error" id="acceptui-problem" role="alert" tabindex="-1" hidden></p>
<form id="acceptui-form" data-served-at="${now.toISOString()}" novalidate>
${field('cardNumber', 'Card number', 'cc-number')}
${field('month', 'Expiry month', 'cc-exp-month', 'For example 08')}
${field('year', 'Expiry year', 'cc-exp-year', 'For example 2030')}
${field('cardCode', 'Security code', 'cc-csc', 'The 3 digits on the back, or 4 on the front for American Express')}
${field('fullName', 'Name on the card (optional)', 'cc-name')}
<button type="submit">${escapeHtml(button)}</button>
</form>`;
  return sandboxDocument(header, body, SANDBOX_ACCEPTUI_FORM_SCRIPT_PATH);
}

/** Only this page may be framed, and only by our own pages. */
async function frameableBySelf(_request: unknown, reply: FastifyReply, payload: unknown) {
  const csp = String(reply.getHeader('content-security-policy') ?? '');
  reply.header('X-Frame-Options', 'SAMEORIGIN');
  reply.header(
    'Content-Security-Policy',
    csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'") || "frame-ancestors 'self'",
  );
  return payload;
}

export function registerAcceptUiRoutes(app: FastifyInstance, now: Clock): void {
  app.addHook('onReady', async () => {
    await Promise.all([bundle(LAUNCHER), bundle(FORM)]);
  });
  const script = (file: string) => async (_request: unknown, reply: FastifyReply) => {
    reply.header('Content-Type', 'text/javascript; charset=utf-8');
    reply.header('Cache-Control', 'no-cache');
    return reply.send(await bundle(file));
  };
  app.get(SANDBOX_ACCEPTUI_PATH, script(LAUNCHER));
  app.get(SANDBOX_ACCEPTUI_FORM_SCRIPT_PATH, script(FORM));
  app.get(SANDBOX_ACCEPTUI_FORM_PATH, { onSend: frameableBySelf }, async (request, reply) => {
    reply.header('Content-Type', 'text/html; charset=utf-8');
    reply.header('Cache-Control', 'no-store');
    return reply.send(formPage(request.query as Record<string, string | undefined>, now()));
  });
}
