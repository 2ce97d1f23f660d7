/**
 * The browser history slot every wizard has (the order flows and the
 * astrology booking): one history entry per step, and Back or Forward sent
 * back to the machine as `history.go`.
 */

/** What the machine tells the history: the step just entered. */
export type StepHistoryEvent = { type: 'step'; step: string };
