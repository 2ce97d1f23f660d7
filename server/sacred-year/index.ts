/**
 * The devotee's sacred year (decision 0200): the year at a glance, the
 * private calendar feed and its tokens, the reminder sweep and its mails.
 */
export type { SacredYearTables } from './tables';
export { registerSacredYearRoutes } from './routes';
export { reminderDue, startReminderSweep, sweepReminders } from './reminder-sweep';
export { reminderMail, offerAddress } from './reminder-mail';
