/** The temple's details: labelled samples, the office's edit, the public read and mail's reader. */
import { describe, expect, it } from 'vitest';
import { TEMPLE_DETAILS_PATH, type TempleDetails } from '../../domain/temple-details';
import { readTempleContact } from '../mail/read-temple-contact';
import { startApiServer } from '../test-support/api-server';
import { signInAs } from './test-support/staff-session';
import { startedForTheFile } from '../test-support/for-the-file';
import { TEMPLE_DETAILS_EXAMPLE } from '../../tests/test-support/temple-details-example';

const server = startedForTheFile(() => startApiServer());

const publicDetails = async () =>
  (await (await fetch(`${server.baseUrl}${TEMPLE_DETAILS_PATH}`)).json()) as TempleDetails;

const EDIT = TEMPLE_DETAILS_EXAMPLE;

describe('temple details', () => {
  it('start as clearly labelled samples', async () => {
    const details = await publicDetails();
    expect(details.isSample).toBe(true);
    expect(details.postalAddress[0]).toMatch(/SAMPLE/);
    expect(details.phone).toMatch(/sample/);
  });

  it('are edited by the office, read back publicly and by mail, and audited', async () => {
    const office = await signInAs(server, 'office');
    const saved = await office.call('PUT', '/temple-details', EDIT);
    expect(saved.status).toBe(200);
    expect(await publicDetails()).toEqual({ ...EDIT, isSample: false });
    expect(await readTempleContact(server.database.db)).toMatchObject({
      phone: EDIT.phone,
      postalAddress: EDIT.postalAddress,
      isSample: false,
    });
    const audit = await server.database.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'temple.update')
      .executeTakeFirstOrThrow();
    expect(audit.actor).toBe(office.email);
    expect(JSON.parse(audit.before_json)).toMatchObject({ isSample: true });
    expect(JSON.parse(audit.after_json)).toMatchObject({ phone: EDIT.phone });
  });

  it('refuse a bad edit naming its fields', async () => {
    const office = await signInAs(server, 'office');
    const response = await office.call('PUT', '/temple-details', {
      ...EDIT,
      email: 'not-an-email',
      phone: 'a\u001bb',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: { path: string }[] } };
    expect(body.error.fields.map((f) => f.path).sort()).toEqual(['email', 'phone']);
  });
});
