/**
 * The one layout of every email the site sends: the temple's name as a
 * header, the message as a list of blocks, and the temple's contact as a
 * footer. The same blocks give the HTML part and the plain-text alternative,
 * so the two always say the same thing. Order confirmations and the
 * astrology emails both build on it.
 */
import type { VisitorLanguage } from '../../domain/visitor-language';
import { mailI18n, tr, type I18n } from '../i18n';
import { html, safeHref, type SafeHtml } from './html';
import type { TempleContact } from './temple-contact';
import { messageTable } from '../../domain/message-text';

/** Label and value pairs, e.g. ['Order number', 'P-1234']. */
export type EmailRows = readonly (readonly [label: string, value: string])[];

export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'details'; rows: EmailRows }
  | { kind: 'list'; items: readonly string[] }
  /** One boxed item (a person of an order, a reading), with an optional marker such as 'Departed'. */
  | { kind: 'card'; title: string; marker?: string; rows: EmailRows }
  | { kind: 'action'; label: string; href: string }
  /** A picture by absolute http(s) address (never inline data), linked to itself. */
  | { kind: 'image'; src: string; alt: string; caption?: string }
  /** A plain link on its own line. */
  | { kind: 'link'; label: string; href: string };

export interface EmailDocument {
  temple: TempleContact;
  /** The first line, shown as the heading and as the inbox preview. */
  title: string;
  blocks: readonly EmailBlock[];
  /** The visitor's language for the frame's words; staff mails leave it out (English). */
  language?: VisitorLanguage;
}

/** The frame's own words (the blocks come translated by each mail). */
const LAYOUT = messageTable('email.layout', {
  questions: 'Questions? Write to us or call:',
  phone: 'Phone: {phone}',
  email: 'Email: {email}',
  sample: 'Sample contact details: the temple replaces them before the site goes live.',
});

export interface RenderedEmail {
  html: string;
  text: string;
}

const COLOR = {
  text: '#1f1a17',
  muted: '#574639',
  accent: '#7a2e0e',
  gold: '#d9951c',
  bg: '#fffdf8',
  surface: '#ffffff',
  tint: '#f7efe2',
  border: '#e3d5c2',
};
const FONT = "font-family:Georgia,'Times New Roman',serif";
const BODY_FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

function rowsHtml(rows: EmailRows): SafeHtml {
  return html`<table
    role="presentation"
    cellpadding="0"
    cellspacing="0"
    width="100%"
    style="border-collapse:collapse"
  >
    ${rows.map(
      ([label, value]) =>
        html`<tr>
          <th
            align="left"
            valign="top"
            style="padding:4px 12px 4px 0;color:${COLOR.muted};font-weight:600;white-space:nowrap"
          >
            ${label}
          </th>
          <td style="padding:4px 0">${value}</td>
        </tr>`,
    )}
  </table>`;
}

function blockHtml(block: EmailBlock): SafeHtml {
  switch (block.kind) {
    case 'paragraph':
      return html`<p style="margin:0 0 16px">${block.text}</p>`;
    case 'heading':
      return html`<h2
        style="${FONT};color:${COLOR.accent};font-size:20px;font-weight:normal;margin:24px 0 8px"
      >
        ${block.text}
      </h2>`;
    case 'details':
      return html`<div style="margin:0 0 16px">${rowsHtml(block.rows)}</div>`;
    case 'list':
      return html`<ul style="margin:0 0 16px;padding-left:20px">
        ${block.items.map((item) => html`<li style="margin:0 0 4px">${item}</li>`)}
      </ul>`;
    case 'card':
      return html`<div
        style="margin:0 0 12px;padding:12px 16px;background:${COLOR.surface};border:1px solid ${COLOR.border};border-left:4px solid ${COLOR.gold};border-radius:6px"
      >
        <p style="margin:0 0 6px;font-weight:700">
          ${block.title}${block.marker ? html` <span style="display:inline-block;margin-left:6px;padding:0 8px;border:1px solid ${COLOR.muted};border-radius:10px;font-size:13px;font-weight:600;color:${COLOR.muted}">${block.marker}</span>` : ''}
        </p>
        ${rowsHtml(block.rows)}
      </div>`;
    case 'action':
      return html`<p style="margin:8px 0 20px">
        <a
          href="${safeHref(block.href)}"
          style="display:inline-block;padding:10px 20px;background:${COLOR.accent};color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600"
          >${block.label}</a
        >
      </p>`;
    case 'image':
      return html`<p style="margin:0 0 16px">
        <a href="${safeHref(block.src)}"
          ><img
            src="${safeHref(block.src)}"
            alt="${block.alt}"
            width="540"
            style="display:block;width:100%;max-width:540px;height:auto;border:0;border-radius:6px"
        /></a>
        ${block.caption ? html`<span style="display:block;margin-top:6px;color:${COLOR.muted};font-size:14px">${block.caption}</span>` : ''}
      </p>`;
    case 'link':
      return html`<p style="margin:0 0 16px">
        <a href="${safeHref(block.href)}" style="color:${COLOR.accent}">${block.label}</a>
      </p>`;
  }
}

function contactLines(temple: TempleContact, i18n: I18n): string[] {
  return [
    temple.name,
    ...temple.postalAddress,
    temple.phone && tr(i18n, LAYOUT.phone, { phone: temple.phone }),
    temple.email && tr(i18n, LAYOUT.email, { email: temple.email }),
  ].filter((line): line is string => Boolean(line));
}

function documentHtml({ temple, title, blocks, language = 'en' }: EmailDocument): string {
  const i18n = mailI18n(language);
  const contact = contactLines(temple, i18n);
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
      </head>
      <body style="margin:0;padding:0;background:${COLOR.tint}">
        <div style="display:none;max-height:0;overflow:hidden">${title}</div>
        <table
          role="presentation"
          cellpadding="0"
          cellspacing="0"
          width="100%"
          style="background:${COLOR.tint}"
        >
          <tr>
            <td align="center" style="padding:24px 12px">
              <table
                role="presentation"
                cellpadding="0"
                cellspacing="0"
                width="100%"
                style="max-width:600px;background:${COLOR.bg};border-radius:8px;border-top:6px solid ${COLOR.accent};${BODY_FONT};font-size:16px;line-height:1.5;color:${COLOR.text}"
              >
                <tr>
                  <td style="padding:20px 28px 8px;border-bottom:2px solid ${COLOR.gold}">
                    <p style="margin:0;${FONT};font-size:22px;color:${COLOR.accent}">
                      ${temple.name}
                    </p>
                  </td>
                </tr>
                <tr>
                  <td style="padding:20px 28px 8px">
                    <h1
                      style="${FONT};color:${COLOR.accent};font-size:24px;font-weight:normal;margin:0 0 16px"
                    >
                      ${title}
                    </h1>
                    ${blocks.map(blockHtml)}
                  </td>
                </tr>
                <tr>
                  <td
                    style="padding:16px 28px 24px;border-top:1px solid ${COLOR.border};font-size:14px;color:${COLOR.muted}"
                  >
                    <p style="margin:0 0 4px;font-weight:600">${i18n._(LAYOUT.questions)}</p>
                    <p style="margin:0">
                      ${contact.map((line, index) => html`${index > 0 ? html`<br />` : ''}${line}`)}
                    </p>
                    ${temple.email ? html`<p style="margin:8px 0 0"><a href="mailto:${temple.email}" style="color:${COLOR.accent}">${temple.email}</a></p>` : ''}
                    ${temple.isSample ? html`<p style="margin:8px 0 0;font-style:italic">${i18n._(LAYOUT.sample)}</p>` : ''}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `.value;
}

function rowsText(rows: EmailRows, indent = ''): string[] {
  return rows.map(([label, value]) => `${indent}${label}: ${value}`);
}

function blockText(block: EmailBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text, ''];
    case 'heading':
      return [block.text.toUpperCase(), ''];
    case 'details':
      return [...rowsText(block.rows), ''];
    case 'list':
      return [...block.items.map((item) => `- ${item}`), ''];
    case 'card':
      return [
        `* ${block.title}${block.marker ? ` [${block.marker}]` : ''}`,
        ...rowsText(block.rows, '  '),
        '',
      ];
    case 'action':
    case 'link':
      return [`${block.label}: ${block.href}`, ''];
    case 'image':
      return [`${block.alt}${block.caption ? ` (${block.caption})` : ''}: ${block.src}`, ''];
  }
}

function documentText({ temple, title, blocks, language = 'en' }: EmailDocument): string {
  const i18n = mailI18n(language);
  return [
    temple.name,
    '='.repeat(Math.min(temple.name.length, 60)),
    '',
    title,
    '',
    ...blocks.flatMap(blockText),
    '--',
    i18n._(LAYOUT.questions),
    ...contactLines(temple, i18n),
    ...(temple.isSample ? ['', i18n._(LAYOUT.sample)] : []),
    '',
  ].join('\n');
}

/** The HTML part and the plain-text alternative of one email. */
export function renderEmail(document: EmailDocument): RenderedEmail {
  return { html: documentHtml(document), text: documentText(document) };
}
