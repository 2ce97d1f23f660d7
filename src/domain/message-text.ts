/**
 * Text the domain hands to people without knowing their language: a message
 * is a Lingui descriptor with an explicit id and its English `message`,
 * marked `/*i18n*\/` so `lingui extract` finds it without a macro (decision
 * 0148). The browser's views translate it with the visitor's i18n; the
 * server's mails with the mail's (server/i18n); the API's JSON stays English.
 * No Lingui, React or XState here.
 */

export interface MessageText {
  id: string;
  message: string;
}

export type MessageValues = Readonly<Record<string, string | number>>;

/** Turns a message (and its values) into the reader's language. */
export type Translate = (text: MessageText, values?: MessageValues) => string;

/** English, with `{name}` placeholders filled: the API's answers and the default. */
export const english: Translate = (text, values = {}) =>
  text.message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
