/**
 * "Erase my details", on a booking's page (and an order's): ask, confirm, and
 * the request is recorded; the devotee confirms it through a link mailed to
 * the order's or booking's address, then the office erases the details. It
 * runs machines/privacy/erasure-request.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type InspectionEvent } from 'xstate';
import { erasureRequestMachine, type ErasureRequested } from '../../../machines/privacy';
import { describeLocalInstant } from '../../../domain/date-style';
import { ERASURE_FAILURE } from '../../../domain/privacy/erasure-failure';
import type { DevoteeErasureRequest } from '../../../domain/privacy/requests';
import { Button, ButtonRow } from '../../ui/form';
import { useWizardServices } from '../shared/services';

export type RequestErasure = (request: DevoteeErasureRequest) => Promise<ErasureRequested>;

/** The panel with the wizard services' sender (the booking's page); nothing without one. */
export function ErasureRequestFromServices(props: { request: DevoteeErasureRequest }) {
  const services = useWizardServices();
  if (!services?.requestErasure) return null;
  return <ErasureRequestPanel request={props.request} requestErasure={services.requestErasure} />;
}

export function ErasureRequestPanel(props: {
  request: DevoteeErasureRequest;
  /** Sends the request (src/api/privacy.ts in the browser, a fake in tests). */
  requestErasure: RequestErasure;
  /** Tests only: watches the running actor. */
  inspect?: (event: InspectionEvent) => void;
}) {
  const { request, requestErasure, inspect } = props;
  const machine = useMemo(
    () =>
      erasureRequestMachine.provide({
        actors: {
          requestErasure: fromPromise<ErasureRequested, DevoteeErasureRequest>(({ input }) =>
            requestErasure(input),
          ),
        },
      }),
    [requestErasure],
  );
  const [state, send] = useMachine(machine, { input: { request }, ...(inspect && { inspect }) });
  const { i18n } = useLingui();
  const { requestedAt, problem } = state.context;
  const when = requestedAt ? describeLocalInstant(requestedAt, i18n.locale) : '';
  return (
    <section className="erasure-request" aria-labelledby="erasure-request-title">
      <h2 id="erasure-request-title">
        <Trans>Your details</Trans>
      </h2>
      {state.matches('idle') && (
        <>
          <p>
            <Trans>
              You may ask us to erase the names, birth details, questions, email and addresses you
              gave us for this. What the temple must keep for its accounts (the amount, the date and
              the billing name) stays.
            </Trans>
          </p>
          <Button variant="secondary" onClick={() => send({ type: 'erasure.ask' })}>
            <Trans>Ask to erase my details</Trans>
          </Button>
        </>
      )}
      {state.matches('confirming') && (
        <>
          <p>
            <Trans>
              Send the request? The office checks it and then erases your details from every order,
              reading and email of yours. This cannot be undone, and a reading still to come can no
              longer be moved or cancelled online.
            </Trans>
          </p>
          <ButtonRow>
            <Button variant="secondary" onClick={() => send({ type: 'erasure.cancel' })}>
              <Trans>Keep my details</Trans>
            </Button>
            <Button variant="warning" onClick={() => send({ type: 'erasure.confirm' })}>
              <Trans>Yes, ask to erase them</Trans>
            </Button>
          </ButtonRow>
        </>
      )}
      {state.hasTag('busy') && (
        <p role="status">
          <Trans>Sending your request...</Trans>
        </p>
      )}
      {state.matches('failed') && (
        <>
          <p role="alert">
            {problem === ERASURE_FAILURE.offline ? (
              <Trans>We could not reach the server. Check your connection and try again.</Trans>
            ) : (
              <Trans>Your request could not be recorded just now. Please try again.</Trans>
            )}
          </p>
          <ButtonRow>
            <Button variant="secondary" onClick={() => send({ type: 'erasure.cancel' })}>
              <Trans comment="gives up asking to erase the details">Cancel</Trans>
            </Button>
            <Button onClick={() => send({ type: 'erasure.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          </ButtonRow>
        </>
      )}
      {state.matches('sent') && (
        <p role="status">
          <Trans>
            Your request was received on {when}. If the details match, we have emailed a link to the
            address of the order or booking: once you confirm there, the office erases your details.
          </Trans>
        </p>
      )}
    </section>
  );
}
