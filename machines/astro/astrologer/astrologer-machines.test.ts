/**
 * The astrologer's console flows on real actors: the schedule editor's
 * changes, its checks before saving and its save (done and refused), marking
 * an outcome, and making a new feed address. Server calls are deferred fakes
 * settled by the test, so each in-between state is seen.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AvailabilitySettings } from '../../../domain/astro/availability';
import type { Outcome } from '../../../domain/astro/astrologer-pages';
import { feedSecretMachine, markOutcomeMachine, SaveRefusal, scheduleEditorMachine } from '.';
import { SETTINGS } from './test-support/fixtures';
import { deferred } from '../../test-support/deferred';

function editor(save: (settings: AvailabilitySettings) => Promise<AvailabilitySettings>) {
  const sent: AvailabilitySettings[] = [];
  const actor = createActor(
    scheduleEditorMachine.provide({
      actors: {
        saveSettings: fromPromise<AvailabilitySettings, AvailabilitySettings>(({ input }) => {
          sent.push(input);
          return save(input);
        }),
      },
    }),
    { input: { settings: SETTINGS } },
  ).start();
  return { actor, sent };
}

describe('the schedule editor', () => {
  it('adds a second range after the first, changes and removes ranges, and saves the whole', async () => {
    const answer = deferred<AvailabilitySettings>();
    const { actor, sent } = editor(() => answer.promise);
    actor.send({ type: 'weekly.add', weekday: 1 });
    actor.send({ type: 'weekly.add', weekday: 3 });
    expect(actor.getSnapshot().context.settings.weekly).toEqual([
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '12:00', end: '15:00' },
      { weekday: 3, start: '09:00', end: '12:00' },
    ]);
    actor.send({ type: 'weekly.change', index: 1, start: '17:00', end: '20:00' });
    actor.send({ type: 'weekly.remove', index: 2 });
    actor.send({ type: 'number.set', field: 'dailyLimit', value: 3 });
    actor.send({ type: 'readingType.toggle', id: 2 });
    expect(actor.getSnapshot().context.dirty).toBe(true);
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(sent[0]).toMatchObject({
      weekly: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '17:00', end: '20:00' },
      ],
      dailyLimit: 3,
      readingTypeIds: [1, 2],
    });
    answer.resolve(sent[0]!);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({ dirty: false, errors: [] });
    expect(actor.getSnapshot().context.notice).toMatch(/^Saved/);
  });

  it('does not add a range to a day already open until midnight', () => {
    const { actor } = editor(() => Promise.reject(new Error('not called')));
    actor.send({ type: 'weekly.change', index: 0, end: '24:00' });
    actor.send({ type: 'weekly.add', weekday: 1 });
    expect(actor.getSnapshot().context.settings.weekly).toHaveLength(1);
  });

  it('refuses overlapping ranges and a range ending before it starts without calling the server', () => {
    const { actor, sent } = editor(() => Promise.reject(new Error('not called')));
    actor.send({ type: 'weekly.add', weekday: 1 });
    actor.send({ type: 'weekly.change', index: 1, start: '11:00' });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().context.errors).toEqual([
      {
        path: 'weekly',
        message: 'Two ranges on Monday overlap: make one end before the next starts.',
      },
    ]);
    actor.send({ type: 'weekly.change', index: 1, start: '13:00', end: '12:00' });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().context.errors).toEqual([
      { path: 'weekly.1.end', message: 'The end must be after the start' },
    ]);
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('adds a part-day block and a day off only when complete, sorted by date', () => {
    const { actor } = editor(() => Promise.reject(new Error('not called')));
    actor.send({ type: 'override.add' });
    expect(actor.getSnapshot().context.errors.map((e) => e.path)).toEqual(['newOverride.date']);
    actor.send({
      type: 'override.edit',
      change: { date: '2027-03-14', start: '13:00', end: '17:00' },
    });
    actor.send({ type: 'override.add' });
    actor.send({
      type: 'override.edit',
      change: { date: '2027-03-10', kind: 'ADD', start: '08:00', end: '09:00' },
    });
    actor.send({ type: 'override.add' });
    actor.send({ type: 'dayOff.edit', date: '2027-03-20' });
    actor.send({ type: 'dayOff.add' });
    actor.send({ type: 'dayOff.edit', date: '2027-03-20' });
    actor.send({ type: 'dayOff.add' });
    const { settings, errors, newOverride } = actor.getSnapshot().context;
    expect(settings.overrides).toEqual([
      { date: '2027-03-10', kind: 'ADD', start: '08:00', end: '09:00' },
      { date: '2027-03-14', kind: 'BLOCK', start: '13:00', end: '17:00' },
    ]);
    expect(settings.daysOff).toEqual(['2027-03-20']);
    expect(errors).toEqual([{ path: 'newDayOff', message: 'That day is already off' }]);
    expect(newOverride.date).toBe('');
    actor.send({ type: 'override.remove', index: 0 });
    actor.send({ type: 'dayOff.remove', date: '2027-03-20' });
    expect(actor.getSnapshot().context.settings.overrides).toHaveLength(1);
    expect(actor.getSnapshot().context.settings.daysOff).toEqual([]);
  });

  it('shows the fields the server names when it refuses, and keeps the draft', async () => {
    const { actor } = editor(() =>
      Promise.reject(
        new SaveRefusal('Check the fields', [
          { path: 'meetingUrl', message: 'Give a link starting with https://' },
        ]),
      ),
    );
    actor.send({ type: 'meetingUrl.set', value: 'https://meet.example/room' });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.errors.length > 0);
    expect(actor.getSnapshot().context.errors).toEqual([
      { path: 'meetingUrl', message: 'Give a link starting with https://' },
    ]);
    expect(actor.getSnapshot().context.settings.meetingUrl).toBe('https://meet.example/room');
    expect(actor.getSnapshot().context.dirty).toBe(true);
  });
});

describe('marking an outcome', () => {
  it('confirms first, can fail and be retried, then records the outcome', async () => {
    const calls: { code: string; outcome: Outcome }[] = [];
    let answer = deferred<Outcome>();
    const actor = createActor(
      markOutcomeMachine.provide({
        actors: {
          markOutcome: fromPromise<Outcome, { code: string; outcome: Outcome }>(({ input }) => {
            calls.push(input);
            return answer.promise;
          }),
        },
      }),
      { input: { code: 'ABCD2345', recorded: '' } },
    ).start();
    actor.send({ type: 'outcome.choose', outcome: 'NO_SHOW' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'outcome.confirm' });
    answer.reject(new Error('A reading can be marked once it has started.'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem).toMatch(/once it has started/);
    answer = deferred<Outcome>();
    actor.send({ type: 'outcome.retry' });
    answer.resolve('NO_SHOW');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.recorded).toBe('NO_SHOW');
    expect(calls).toEqual([
      { code: 'ABCD2345', outcome: 'NO_SHOW' },
      { code: 'ABCD2345', outcome: 'NO_SHOW' },
    ]);
  });
});

describe('a new feed address', () => {
  it('is made only after confirming, and replaces the shown address', async () => {
    const answer = deferred<string>();
    let made = 0;
    const actor = createActor(
      feedSecretMachine.provide({
        actors: {
          regenerateFeed: fromPromise<string>(() => {
            made += 1;
            return answer.promise;
          }),
        },
      }),
      { input: { feedUrl: 'https://x.example/feeds/old.ics' } },
    ).start();
    actor.send({ type: 'feed.regenerate' });
    actor.send({ type: 'feed.cancel' });
    expect(made).toBe(0);
    actor.send({ type: 'feed.regenerate' });
    actor.send({ type: 'feed.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    answer.resolve('https://x.example/feeds/new.ics');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toMatchObject({
      feedUrl: 'https://x.example/feeds/new.ics',
      renewed: true,
    });
    expect(made).toBe(1);
  });
});
