/** The frame of an astrology step: its error summary, heading and notice, then the step. */
import type { ReactNode } from 'react';
import type { FieldError } from '../../../domain/api-error';
import type { MessageText } from '../../../domain/message-text';
import { ErrorSummary } from '../../ui/form';
import { Notice } from './Notice';

export function StepFrame(props: {
  /** The step's field errors, translated; a step without fields has none. */
  errors?: FieldError[];
  heading: ReactNode;
  notice: MessageText | null;
  /** The notice is a refusal of the visitor's last action (announced at once). */
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="astro-step">
      {props.errors ? <ErrorSummary errors={props.errors} /> : null}
      {props.heading}
      <Notice text={props.notice} alert={props.alert} />
      {props.children}
    </div>
  );
}
