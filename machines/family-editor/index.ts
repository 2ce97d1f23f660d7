/** The family editor: the account's people listed, added (or taken from past orders), changed, removed. */
export {
  familyEditorMachine,
  type FamilyEditorContext,
  type FamilyEditorEvent,
  type FamilyEditorInput,
  type FamilyLoad,
  type SaveAnswer,
  type SaveRequest,
} from './machine';
export {
  draftProblems,
  eventOf,
  type FamilyDraft,
  type LifeEventName,
} from '../../domain/account/family-draft';
