/**
 * "Your family": the people a devotee orders for, kept in their account with
 * their consent; added, taken from past orders, changed and removed. The
 * steps are the family editor's (machines/family-editor); this view renders
 * its state and sends it the devotee's events. Its services (the account's
 * calls, the place search) are handed in by src/app.
 */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { ActorLogicFrom, InspectionEvent } from 'xstate';
import { familyEditorMachine } from '../../../machines/family-editor';
import type { BirthStarFinderMachine } from '../../../machines/birth-star';
import { FAMILY_FAILURE } from '../../../domain/account/family-failure';
import { ACCOUNT_PAGE, ACCOUNT_SIGN_IN_PAGE } from '../../../domain/account/paths';
import { Link } from '../../app/router';
import { useClock } from '../../ui/clock';
import { Button, ButtonRow, FailureNotice } from '../../ui/form';
import { PageIntro } from '../Topics';
import { FamilyFailureText } from './FamilyFailureText';
import { PersonCard, Suggestions } from './FamilyPeople';
import { PersonForm } from './FamilyPersonForm';
import './family.css';

/** The family editor's calls, as src/app provides them (src/api/account-family-editor.ts). */
export type FamilyActors = Parameters<typeof familyEditorMachine.provide>[0]['actors'];

const TITLE = msg`Your family`;
const LEAD = msg`The people you order pujas for, kept in your account so that their details are ready when you order again. You can change or remove anyone at any time.`;

export default function FamilyPage({
  actors,
  placeFinder,
  inspect,
}: {
  actors: FamilyActors;
  /** The birth-star finder's machine with its calls: its place search finds a birth's place. */
  placeFinder: ActorLogicFrom<BirthStarFinderMachine>;
  /** Test-only: watches the running actor (the view-level model test). */
  inspect?: (event: InspectionEvent) => void;
}) {
  const clock = useClock();
  const machine = useMemo(() => familyEditorMachine.provide({ actors }), [actors]);
  const [state, send] = useMachine(machine, {
    input: { nowMs: clock().getTime() },
    ...(inspect ? { inspect } : {}),
  });
  const { context } = state;

  if (state.matches('loading')) {
    return (
      <>
        <PageIntro title={TITLE} lead={LEAD} />
        <p role="status">
          <Trans>Reading your family…</Trans>
        </p>
      </>
    );
  }
  if (state.matches('loadFailed')) {
    if (context.problem === FAMILY_FAILURE.signedOut) return <SignedOut />;
    return (
      <>
        <PageIntro title={TITLE} lead={LEAD} />
        <FailureNotice onRetry={() => send({ type: 'family.retry' })}>
          <FamilyFailureText problem={context.problem} />
        </FailureNotice>
      </>
    );
  }
  if ((state.matches('editing') || state.matches('saving')) && context.draft) {
    return (
      <PersonForm
        draft={context.draft}
        isNew={context.editingId === null}
        errors={context.errors}
        problem={context.problem}
        busy={state.hasTag('busy')}
        nowMs={context.nowMs}
        placeFinder={placeFinder}
        send={send}
      />
    );
  }
  const confirming = state.matches('confirmingRemoval') || state.matches('removing');
  return (
    <>
      <PageIntro title={TITLE} lead={LEAD} />
      <p>
        <Link to={ACCOUNT_PAGE}>
          <Trans>Back to your account</Trans>
        </Link>
      </p>
      <DoneNotice done={context.done} />
      {context.problem ? (
        <FailureNotice>
          <FamilyFailureText problem={context.problem} />
        </FailureNotice>
      ) : null}
      <h2>
        <Trans>People kept in your account</Trans>
      </h2>
      {context.people.length === 0 ? (
        <p>
          <Trans>No one is kept yet.</Trans>
        </p>
      ) : (
        <ul className="family-people">
          {context.people.map((person) => (
            <PersonCard
              key={person.id}
              person={person}
              confirming={confirming && context.removingId === person.id}
              busy={state.hasTag('busy')}
              canAct={state.matches('list')}
              send={send}
            />
          ))}
        </ul>
      )}
      <ButtonRow>
        <Button
          disabled={!state.can({ type: 'family.add' })}
          onClick={() => send({ type: 'family.add' })}
        >
          <Trans>Add a person</Trans>
        </Button>
      </ButtonRow>
      {context.suggestions.length > 0 ? (
        <Suggestions suggestions={context.suggestions} canAct={state.matches('list')} send={send} />
      ) : null}
    </>
  );
}

/**
 * What the list last said was done: focused when it appears, so that the
 * keyboard goes on from the list after the form or the removal is gone.
 */
function DoneNotice({ done }: { done: 'saved' | 'removed' | null }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) notice.current?.focus();
  }, [done]);
  return (
    <div role="status" className="family-status" ref={notice} tabIndex={-1}>
      {done === 'saved' ? <Trans>The person is saved in your family.</Trans> : null}
      {done === 'removed' ? (
        <Trans>The person is removed from your family, with all their details.</Trans>
      ) : null}
    </div>
  );
}

function SignedOut() {
  return (
    <>
      <PageIntro title={TITLE} lead={LEAD} />
      <div className="notice">
        <p>
          <Trans>
            Your family is kept in your account, so only you can see it. Sign in with your email
            address to see and change it.
          </Trans>
        </p>
        <p>
          <Link to={ACCOUNT_SIGN_IN_PAGE}>
            <Trans>Sign in to your account</Trans>
          </Link>
        </p>
      </div>
    </>
  );
}
