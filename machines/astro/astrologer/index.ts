/** The astrologer console's machines, one folder each. */
export { scheduleEditorMachine } from './schedule-editor/machine';
export { SaveRefusal } from './schedule-editor/actors';
export type { ScheduleEditorContext } from './schedule-editor/context';
export type { ScheduleEditorEvent } from './schedule-editor/events';
export { markOutcomeMachine, type MarkOutcomeEvent } from './mark-outcome/machine';
export { feedSecretMachine, type FeedSecretEvent } from './feed-secret/machine';
