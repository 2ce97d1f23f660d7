/**
 * Regional events are served as data: a stored `javascript:` link or markup in
 * a name (written before the write APIs validated them) never reaches a visitor,
 * and the seeded events pass the shared schema the write APIs use.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../domain/constants';
import { regionalEventFieldsSchema } from '../../domain/event-fields';
import type { RegionalEventDetail } from '../../domain/prefs';
import { startApiServer } from '../test-support/api-server';
import { postJson } from '../test-support/order-fixtures';
import { REGIONAL_EVENT_SEEDS } from './regional-events';
import { ROUTE_EXAMPLES } from '../staff/test-support/route-examples';
import { signInAs } from '../staff/test-support/staff-session';
import { startedForTheFile } from '../test-support/for-the-file';
import { testNowMs } from '../../tests/test-support/test-clock';

const server = startedForTheFile(() => startApiServer());

describe('regional event fields', () => {
  it('every seeded event passes regionalEventFieldsSchema', () => {
    for (const seed of REGIONAL_EVENT_SEEDS) {
      const result = regionalEventFieldsSchema.safeParse(seed);
      expect(result.error?.issues, seed.name).toBeUndefined();
    }
  });

  it('serves a stored javascript: link as no link and stored markup as text', async () => {
    const { db } = server.database;
    await db.insertInto('regions').values({ id: 9001, name: 'Test region' }).execute();
    const day = 86_400_000;
    await db
      .insertInto('regional_events')
      .values({
        id: 900_101,
        region_id: 9001,
        kind: 'PUJA',
        name: '<img src=x onerror=alert(1)>Homa',
        offering_title: 'Homa <script>alert(1)</script>',
        title: '<b>Programme</b>',
        hosted_by: 'Priests',
        event_date: new Date(testNowMs() + 30 * day).toISOString(),
        order_cut_off_time: new Date(testNowMs() + 28 * day).toISOString(),
        additional_event_details_html: '<p onclick="x()">Details</p>',
        contact_email_id: 'events@example.org',
        information_url: 'javascript:alert(1)',
        cost_cents: 1000,
        ext_description: '',
        is_sample: 0,
      })
      .execute();
    const response = await postJson(server.baseUrl, API_PATHS.regionalOrderPrefs, {
      regionIdList: [9001],
    });
    expect(response.status).toBe(200);
    const { eventDetails } = (await response.json()) as { eventDetails: RegionalEventDetail[] };
    const event = eventDetails.find((detail) => detail.id === 900_101)!;
    expect(event).toMatchObject({
      name: 'Homa',
      offeringTitle: 'Homa alert(1)',
      title: 'Programme',
      informationURL: '',
      additionalEventDetailsAsHTML: '<p>Details</p>',
    });
  });

  it('the staff API refuses markup in names and a javascript: link, naming each field', async () => {
    const admin = await signInAs(server, 'admin');
    const example = ROUTE_EXAMPLES['POST /puja-web-v2/api/staff/events']!;
    const { body } = await example.prepare!(server);
    const valid = await admin.call('POST', '/events', body);
    expect(valid.status).toBeLessThan(300);
    const refused = await admin.call('POST', '/events', {
      ...(body as object),
      name: 'Homa <img src=x onerror=alert(1)>',
      title: '<b>Programme</b>',
      informationUrl: 'javascript:alert(1)',
    });
    expect(refused.status).toBe(400);
    const { error } = (await refused.json()) as { error: { fields: { path: string }[] } };
    expect(error.fields.map((field) => field.path)).toEqual(['name', 'title', 'informationUrl']);
  });
});
