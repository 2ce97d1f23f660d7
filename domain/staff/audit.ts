/** One entry of the staff audit log, as the API lists it: who changed what, when, from what to what. */
export interface LoggedChange {
  at: string;
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}
