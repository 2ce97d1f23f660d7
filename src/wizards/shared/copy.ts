/** The words that differ between the four order wizards. */
import type { WizardStep } from '../../../machines/shared';

export interface WizardCopy {
  title: string;
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
