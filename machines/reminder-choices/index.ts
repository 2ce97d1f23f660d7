/** A family person's reminder choices on the year page: edited, saved, refused or failed. */
export {
  reminderChoicesMachine,
  type ReminderChoicesContext,
  type ReminderChoicesEvent,
  type ReminderChoicesInput,
  type SaveRemindersAnswer,
  type SaveRemindersInput,
} from './machine';
