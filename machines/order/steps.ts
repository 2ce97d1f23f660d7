/** The question groups, one per step, in the order a flow may use them. */
export const WIZARD_STEPS = ['people', 'pujas', 'notes', 'shipping', 'billing', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
