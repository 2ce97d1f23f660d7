/**
 * Uploading a photograph and looking at the privacy requests are in the staff audit log:
 * who, what and when, and nothing personal (no email of a requester, no image bytes).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '../../domain/staff/roles';
import { startApiServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { startedForTheFile } from '../test-support/for-the-file';
import { signInAs, type StaffClient } from './test-support/staff-session';

const server = startedForTheFile(() => startApiServer({ payments: createFakeGateway() }));
const FIXTURE = readFileSync(path.join(process.cwd(), 'tests/fixtures/puja-photo-with-gps.jpg'));
let office: StaffClient;
let priest: StaffClient;

beforeAll(async () => {
  office = await signInAs(server, 'office');
  priest = await signInAs(server, 'priest');
});

const entriesOf = async (actor: string, action: string) =>
  (
    await server.database.db
      .selectFrom('staff_audit_log')
      .select(['action', 'target', 'after_json'])
      .where('actor', '=', actor)
      .where('action', '=', action)
      .execute()
  ).map((row) => ({
    target: row.target,
    after: JSON.parse(row.after_json || 'null') as unknown,
  }));

describe('the staff audit log', () => {
  it('records each photograph uploaded, by whom, with its size', async () => {
    const response = await fetch(`${server.baseUrl}${STAFF_API}/photos`, {
      method: 'POST',
      headers: { origin: server.baseUrl, 'content-type': 'image/jpeg', cookie: priest.cookie },
      body: new Uint8Array(FIXTURE),
    });
    expect(response.status).toBe(201);
    const { photo } = (await response.json()) as {
      photo: { id: string; width: number; height: number };
    };
    expect(await entriesOf(priest.email, 'photo.upload')).toEqual([
      { target: photo.id, after: { width: photo.width, height: photo.height } },
    ]);
  });

  it('records each look at the privacy requests, without the requesters’ addresses', async () => {
    const recorded = await office.call('POST', '/privacy/requests', {
      email: 'asha.menon@example.com',
      source: 'PHONE',
    });
    expect(recorded.status).toBe(201);
    expect((await office.call('GET', '/privacy/requests')).status).toBe(200);
    expect((await office.call('GET', '/privacy/requests')).status).toBe(200);
    const views = await entriesOf(office.email, 'privacy.view');
    expect(views).toEqual([
      { target: 'privacy requests', after: { listed: 1 } },
      { target: 'privacy requests', after: { listed: 1 } },
    ]);
    expect(JSON.stringify(views)).not.toContain('asha');
  });
});
