/**
 * The page the erasure confirmation mail links to: a heading, a sentence and
 * one button that POSTs the link's token back (GET changes nothing), then a
 * sentence saying whether it worked. Plain HTML in the mail's language.
 */
import type { FastifyReply } from 'fastify';
import { ERASURE_CONFIRM_PATH } from '../../domain/privacy/retention';
import { mailReader } from '../i18n';
import { escapeHtml } from '../mail';
import { PRIVATE_NO_STORE } from '../http';
import { ERASURE_TEXT } from './confirmation-mail';

type PageState = { kind: 'ask'; token: string } | { kind: 'done' } | { kind: 'gone' };

function pageHtml(language: string | undefined, state: PageState): string {
  const reader = mailReader(language);
  const say = (text: Parameters<typeof reader.say>[0]) => escapeHtml(reader.say(text));
  const body =
    state.kind === 'ask'
      ? `<p>${say(ERASURE_TEXT.pageAsk)}</p>
<form method="post" action="${ERASURE_CONFIRM_PATH}?lang=${reader.language}">
<input type="hidden" name="token" value="${escapeHtml(state.token)}">
<button type="submit">${say(ERASURE_TEXT.button)}</button>
</form>`
      : `<p role="status">${say(state.kind === 'done' ? ERASURE_TEXT.pageDone : ERASURE_TEXT.pageGone)}</p>`;
  return `<!doctype html>
<html lang="${reader.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${say(ERASURE_TEXT.title)}</title></head>
<body><main><h1>${say(ERASURE_TEXT.title)}</h1>
${body}
</main></body>
</html>
`;
}

/** Sends the page: never cached, no Referer leaves it (its address holds the token). */
export function sendConfirmPage(
  reply: FastifyReply,
  language: string | undefined,
  state: PageState,
  status = 200,
) {
  return reply
    .code(status)
    .header('Cache-Control', PRIVATE_NO_STORE)
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(pageHtml(language, state));
}
