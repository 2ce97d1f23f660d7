/**
 * The family over HTTP, on SQLite (or PostgreSQL with TEST_DATABASE_URL):
 * kept with consent, refused with each bad field named, changed and removed
 * by its own account only, and offered from the account's past orders.
 */
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_API,
  EMPTY_EVENT,
  NO_REMINDERS,
  familyPersonPath,
  type FamilyPerson,
  type FamilyPersonInput,
  type FamilySuggestion,
} from '../../domain/account';
import { debugLoggingServerForTheFile } from '../test-support/api-server';
import { expectJsonLogWithout } from '../test-support/for-the-file';
import { postCardPaidPujaOrder } from '../test-support/order-fixtures';
import { accountFetch, signInAccount } from './test-support/account-session';

const { server, lines } = debugLoggingServerForTheFile();
const kollam = { name: 'Kollam', lat: 8.88, lon: 76.6, timeZone: 'Asia/Kolkata' };

const daughter = (changes: Partial<FamilyPersonInput> = {}): FamilyPersonInput => ({
  name: 'Lakshmi Nair',
  relation: 'daughter',
  tradition: 'kerala',
  lunarScheme: 'amanta',
  departed: false,
  birth: { ...EMPTY_EVENT, date: '2015-08-21', time: '06:45', place: kollam },
  passing: null,
  reminders: { weeksBefore: 2, daysBefore: 3 },
  consent: true,
  ...changes,
});

const pathsOf = async (response: Response) =>
  ((await response.json()) as { error: { fields: { path: string }[] } }).error.fields.map(
    (f) => f.path,
  );

describe('keeping a person', () => {
  it('keeps them with the moment of consent, and lists them', async () => {
    const devotee = await signInAccount(server, 'keeper@example.com');
    const added = await devotee.call('POST', ACCOUNT_API.family, daughter());
    expect(added.status).toBe(201);
    const { person } = (await added.json()) as { person: FamilyPerson };
    expect(person).toMatchObject({
      name: 'Lakshmi Nair',
      relation: 'daughter',
      birth: { date: '2015-08-21', time: '06:45', place: kollam, star: null },
      passing: null,
      reminders: { weeksBefore: 2, daysBefore: 3 },
    });
    expect(person.consentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(person.consentAt).toBe(person.createdAt);
    const starAlone = daughter({
      name: 'Amma',
      relation: 'mother',
      departed: true,
      birth: EMPTY_EVENT,
      passing: { ...EMPTY_EVENT, star: 9, monthSign: 4 },
      reminders: NO_REMINDERS,
    });
    expect((await devotee.call('POST', ACCOUNT_API.family, starAlone)).status).toBe(201);
    const list = (await (await devotee.call('GET', ACCOUNT_API.family)).json()) as {
      people: FamilyPerson[];
    };
    expect(list.people.map((p) => [p.name, p.departed, p.passing?.star ?? null])).toEqual([
      ['Lakshmi Nair', false, null],
      ['Amma', true, 9],
    ]);
  });

  it('refuses a person without consent, naming each bad field, and keeps nothing', async () => {
    const devotee = await signInAccount(server, 'careless@example.com');
    const response = await devotee.call(
      'POST',
      ACCOUNT_API.family,
      daughter({ name: ' ', consent: false, birth: { ...EMPTY_EVENT, star: 4 } }),
    );
    expect(response.status).toBe(400);
    expect(await pathsOf(response)).toEqual(['name', 'birth.monthSign', 'consent']);
    const future = await devotee.call(
      'POST',
      ACCOUNT_API.family,
      daughter({ birth: { ...EMPTY_EVENT, date: '2030-01-01', star: 1 } }),
    );
    expect(await pathsOf(future)).toEqual(['birth.date']);
    const shapeless = await devotee.call('POST', ACCOUNT_API.family, { name: 3 });
    expect(shapeless.status).toBe(400);
    expect(await pathsOf(shapeless)).toContain('name');
    const { people } = (await (await devotee.call('GET', ACCOUNT_API.family)).json()) as {
      people: unknown[];
    };
    expect(people).toEqual([]);
  });

  it('answers 401 to every family call without a session', async () => {
    const anonymous = accountFetch(server, null);
    const calls: [string, string, unknown?][] = [
      ['GET', ACCOUNT_API.family],
      ['GET', ACCOUNT_API.familySuggestions],
      ['POST', ACCOUNT_API.family, daughter()],
      ['PUT', familyPersonPath('x'), daughter()],
      ['DELETE', familyPersonPath('x')],
    ];
    for (const [method, path, body] of calls) {
      const response = await anonymous(method, path, body);
      expect([method, path, response.status]).toEqual([method, path, 401]);
    }
  });
});

describe('changing and removing a person', () => {
  it('changes and removes them, and another account can do neither', async () => {
    const devotee = await signInAccount(server, 'editor@example.com');
    const added = await devotee.call('POST', ACCOUNT_API.family, daughter());
    const { person } = (await added.json()) as { person: FamilyPerson };
    const changed = await devotee.call(
      'PUT',
      familyPersonPath(person.id),
      daughter({ name: 'Lakshmi N.', tradition: 'tamil' }),
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      person: { id: person.id, name: 'Lakshmi N.', tradition: 'tamil' },
    });
    const refused = await devotee.call(
      'PUT',
      familyPersonPath(person.id),
      daughter({ relation: 'cousin' as FamilyPersonInput['relation'] }),
    );
    expect(await pathsOf(refused)).toEqual(['relation']);

    const other = await signInAccount(server, 'stranger@example.com');
    expect((await other.call('PUT', familyPersonPath(person.id), daughter())).status).toBe(404);
    expect((await other.call('DELETE', familyPersonPath(person.id))).status).toBe(404);
    expect(await (await other.call('GET', ACCOUNT_API.family)).json()).toEqual({ people: [] });

    const removed = await devotee.call('DELETE', familyPersonPath(person.id));
    expect(await removed.json()).toEqual({ removed: true });
    expect((await devotee.call('DELETE', familyPersonPath(person.id))).status).toBe(404);
    expect(await (await devotee.call('GET', ACCOUNT_API.family)).json()).toEqual({ people: [] });
  });
});

describe('people from past orders', () => {
  it('offers each person of the address’s orders once, as the order gives them, until kept', async () => {
    for (let i = 0; i < 2; i += 1) {
      const { response } = await postCardPaidPujaOrder(server.baseUrl, { people: 2 });
      expect(response.status).toBe(201);
    }
    const devotee = await signInAccount(server, 'asha@example.com');
    const answer = await devotee.call('GET', ACCOUNT_API.familySuggestions);
    const { suggestions } = (await answer.json()) as { suggestions: FamilySuggestion[] };
    expect(suggestions.map((s) => s.person.name)).toEqual(['Person1 Menon', 'Person2 Menon']);
    expect(suggestions[0]!.person).toMatchObject({
      departed: false,
      birth: { date: '1985-07-04', time: '19:05', star: 3, place: null, monthSign: null },
    });
    const kept = {
      ...suggestions[0]!.person,
      birth: { ...suggestions[0]!.person.birth, place: kollam },
    };
    expect(
      (await devotee.call('POST', ACCOUNT_API.family, { ...kept, consent: true })).status,
    ).toBe(201);
    const after = (await (await devotee.call('GET', ACCOUNT_API.familySuggestions)).json()) as {
      suggestions: FamilySuggestion[];
    };
    expect(after.suggestions.map((s) => s.person.name)).toEqual(['Person2 Menon']);
  });

  it('logs no name, address or birth detail of the family', () => {
    expectJsonLogWithout(lines, ['Lakshmi', 'Person1 Menon', 'keeper@example.com', '2015-08-21']);
  });
});
