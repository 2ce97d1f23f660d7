/** The words that differ between the four order wizards. */
import type { WizardStep } from '../../../machines/order';

export interface WizardCopy {
  title: string;
  /**
   * The opening paragraph, shown (prerendered) while the lists load. It stays
   * the page's largest text, so the largest paint happens at the first paint.
   */
  lead: string;
  /** What one choice is called in headings and labels. */
  choiceLabel: string;
  choiceStepTitle: string;
  choiceHint: string;
  notesHint: string;
  confirmation: string;
}

export const STEP_NAMES: Readonly<Record<WizardStep, string>> = {
  people: 'People',
  pujas: 'Choices',
  notes: 'Notes',
  shipping: 'Prasad delivery',
  billing: 'Billing',
  review: 'Check your answers',
};

export function stepName(step: WizardStep, copy: WizardCopy): string {
  return step === 'pujas' ? copy.choiceStepTitle : STEP_NAMES[step];
}
