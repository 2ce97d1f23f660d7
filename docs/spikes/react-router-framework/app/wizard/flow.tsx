import { useMachine } from '@xstate/react';
import { assign, setup } from 'xstate';
import { z } from 'zod';

/** A person's details as the wizard's first step checks them. */
const Person = z.object({
  name: z.string().min(1).max(80),
  email: z.email(),
  birthDate: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
});

const wizard = setup({
  types: {
    context: {} as { name: string; error: string },
    events: {} as { type: 'submit'; name: string } | { type: 'back' },
  },
}).createMachine({
  id: 'order',
  initial: 'person',
  context: { name: '', error: '' },
  states: {
    person: {
      on: {
        submit: [
          {
            guard: ({ event }) =>
              Person.safeParse({ name: event.name, email: 'a@b.example', birthDate: '01/02/2000' })
                .success,
            target: 'pujas',
            actions: assign({ name: ({ event }) => event.name, error: '' }),
          },
          { actions: assign({ error: 'Enter a name' }) },
        ],
      },
    },
    pujas: { on: { back: 'person' } },
  },
});

export default function Flow() {
  const [state, send] = useMachine(wizard);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'submit', name: String(new FormData(event.currentTarget).get('name') ?? '') });
      }}
    >
      <p>Step: {String(state.value)}</p>
      <label>
        Name <input name="name" />
      </label>
      {state.context.error && <p role="alert">{state.context.error}</p>}
      <button type="submit">Next</button>
    </form>
  );
}
