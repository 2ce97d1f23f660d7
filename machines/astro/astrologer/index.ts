export {
  scheduleEditorMachine,
  SaveRefusal,
  type ScheduleEditorContext,
  type ScheduleEditorEvent,
} from './schedule-editor';
export { markOutcomeMachine, type MarkOutcomeEvent } from './mark-outcome';
export { feedSecretMachine, type FeedSecretEvent } from './feed-secret';
