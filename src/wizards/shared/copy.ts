/** The words that differ between the four order wizards. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/** A flow's words as messages (each page's `*_COPY`), translated by `translateCopy`. */
export type WizardCopyMessages = Readonly<Record<keyof WizardCopy, MessageDescriptor>>;

export function translateCopy(i18n: I18n, copy: WizardCopyMessages): WizardCopy {
  return {
    title: i18n._(copy.title),
    lead: i18n._(copy.lead),
    choiceLabel: i18n._(copy.choiceLabel),
    choiceStepTitle: i18n._(copy.choiceStepTitle),
    choiceHint: i18n._(copy.choiceHint),
    notesHint: i18n._(copy.notesHint),
    confirmation: i18n._(copy.confirmation),
  };
}

export const STEP_NAMES: Readonly<Record<WizardStep, MessageDescriptor>> = {
  people: msg({ comment: 'a step of the order form', message: 'People' }),
  pujas: msg({ comment: 'a step of the order form', message: 'Choices' }),
  notes: msg({ comment: 'a step of the order form', message: 'Notes' }),
  shipping: msg({ comment: 'a step of the order form', message: 'Prasad delivery' }),
  billing: msg({ comment: 'a step of the order form', message: 'Billing' }),
  review: msg({ comment: 'a step of the order form', message: 'Check your answers' }),
};

export function stepName(step: WizardStep, copy: WizardCopy, i18n: I18n): string {
  return step === 'pujas' ? copy.choiceStepTitle : i18n._(STEP_NAMES[step]);
}
