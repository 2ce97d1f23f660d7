/** The visitor's language on the server: the emails catalog and dates in mails. */
export {
  mailI18n,
  tr,
  readEmailsCatalog,
  readEmailsEntries,
  type I18n,
  type MessageDescriptor,
} from './catalog';
export { mailDay, mailInstant, mailRange } from './dates';
export { mailReader, STAFF_READER, type MailReader } from './reader';
