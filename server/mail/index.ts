/** Outgoing mail: the outbox other features write to in their transactions, and its worker. */
export { composeEmail } from './compose';
export { escapeHtml } from './html';
export { renderEmail, type EmailBlock, type EmailRows } from './layout';
export {
  enqueueEmail,
  OUTBOX_SECRET_MARK,
  type AttachmentRenderers,
  type EmailMessage,
  type RenderedAttachment,
} from './outbox';
export { readTempleContact } from './read-temple-contact';
export type { TempleContact } from './temple-contact';
export { createMailTransport } from './transport';
export { startOutboxWorker } from './worker';
