/**
 * Text the domain hands to people without knowing their language: a message
 * is a Lingui descriptor with an explicit id, its English `message` and its
 * values, written in a `messageTable` (or marked `/*i18n*\/`) so that
 * `lingui extract` finds it without a macro (decisions 0148, 0203). A value
 * may itself be a message (a field's name inside "{field}: {problem}"). The
 * browser's views translate it with the visitor's
 * i18n (src/wizards/shared/translate-text.ts); the server's mails with the
 * mail's (server/i18n); the API's JSON answers stay English (`english`).
 * No Lingui, React or XState here.
 */

export interface MessageText {
  id: string;
  message: string;
  values?: MessageValues;
}

export type MessageValue = string | number | MessageText;
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** Turns a message (and its values) into the reader's language. */
export type Translate = (text: MessageText, values?: MessageValues) => string;

/** The message with these values, to be translated where it is shown. */
export function withValues(text: MessageText, values: MessageValues): MessageText {
  return { id: text.id, message: text.message, values };
}

/** English, with `{name}` placeholders filled: the API's answers and the default. */
export const english: Translate = (text, values = text.values ?? {}) =>
  text.message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? english(value) : String(value);
  });

/** A table's entry under a key from outside (a code, a field's name), if it has one. */
export function entryOf<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** A table's messages: English text under its key, or a descriptor of its own. */
export type MessageRows = Readonly<Record<string, string | MessageText>>;

/**
 * A feature's messages as one table: each key's English under the id
 * `prefix.key` (`messageTable('order.choice', { puja: 'Choose a puja…' })`
 * gives `{ puja: { id: 'order.choice.puja', message: 'Choose a puja…' } }`).
 * A value that is already a descriptor (an id of another form, another
 * table's message) is kept as it is. `lingui extract` reads the tables
 * through scripts/lingui-message-tables.ts (decision 0203): the prefix and
 * the keys must be written as literals there.
 */
export function messageTable<const T extends MessageRows>(
  prefix: string,
  rows: T,
): { readonly [K in keyof T]: MessageText } {
  const table: Record<string, MessageText> = {};
  for (const [key, row] of Object.entries(rows)) {
    table[key] = typeof row === 'string' ? { id: `${prefix}.${key}`, message: row } : row;
  }
  return table as { readonly [K in keyof T]: MessageText };
}
