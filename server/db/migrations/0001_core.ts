/** The core tables: catalog, reference lists, orders, idempotency keys, mail outbox. */
import { type Migration } from 'kysely';
import {
  cents,
  createdAndUpdated,
  createIndex,
  createTable,
  each,
  flag,
  optional,
  orderNumber,
  primaryKey,
  reference,
  required,
  unique,
  type MigrationDb as Db,
} from '../columns';
import { ADDRESS_PERSONAL_COLUMNS, BIRTH_COLUMNS, PASSING_COLUMNS } from '../personal-columns';

async function up(db: Db): Promise<void> {
  const schema = db.schema;
  await createTable(schema, 'pujas', {
    id: primaryKey('integer'),
    code: unique('text'),
    key: required('text'),
    name: required('text'),
    display_name: required('text'),
    category: required('text'),
    selection_order: required('integer'),
    ext_description: required('text'),
    cost_cents: cents,
    schedule_rule: required('text'),
    cutoff_days: required('integer'),
    is_sample: flag,
    active: flag,
  }).execute();
  await createTable(schema, 'puja_schedules', {
    puja_id: reference('integer', 'pujas.id', 'cascade'),
    date_of_puja: required('text'),
    order_cutoff_time: required('text'),
  })
    .addPrimaryKeyConstraint('puja_schedules_pk', ['puja_id', 'date_of_puja'])
    .execute();
  await createTable(schema, 'regions', {
    id: primaryKey('integer'),
    name: required('text'),
  }).execute();
  await createTable(schema, 'regional_events', {
    id: primaryKey('integer'),
    region_id: reference('integer', 'regions.id'),
    kind: required('text'),
    name: required('text'),
    offering_title: required('text'),
    title: required('text'),
    hosted_by: required('text'),
    event_date: required('text'),
    order_cut_off_time: required('text'),
    additional_event_details_html: required('text'),
    contact_email_id: required('text'),
    information_url: required('text'),
    cost_cents: cents,
    ext_description: required('text'),
    is_sample: flag,
  }).execute();
  await createIndex(schema, 'regional_events_region', 'regional_events', [
    'region_id',
    'kind',
    'event_date',
  ]);
  for (const table of ['countries', 'gender_identities'] as const) {
    await createTable(schema, table, {
      code: primaryKey('text'),
      name: required('text'),
      sort_order: required('integer'),
    }).execute();
  }
  await createTable(schema, 'states', {
    code: required('text'),
    country: required('text'),
    name: required('text'),
    sort_order: required('integer'),
  })
    .addPrimaryKeyConstraint('states_pk', ['code', 'country'])
    .execute();
  await createTable(schema, 'birth_stars', {
    code: primaryKey('text'),
    name: required('text'),
    aliases: required('text'),
    sort_order: required('integer'),
  }).execute();

  await createTable(schema, 'orders', {
    order_number: primaryKey('text'),
    kind: required('text'),
    status: required('text'),
    total_cents: cents,
    notes: required('text'),
    command_name: required('text'),
    attendance_type: required('text'),
    client_id: required('text'),
    billing_state_other: required('text'),
    prasad_state_other: required('text'),
    customer_email: required('text'),
    trans_id: optional('text'),
    ...createdAndUpdated('text'),
    paid_at: optional('text'),
  }).execute();
  await createIndex(schema, 'orders_status', 'orders', ['status', 'updated_at']);
  await createTable(schema, 'order_line_items', {
    order_number: orderNumber,
    position: required('integer'),
    puja_id: required('integer'),
    regional_event_id: optional('integer'),
    region_id: optional('integer'),
    item_name: required('text'),
    cost_cents: cents,
    puja_date: required('text'),
    ...each(LINE_ITEM_TEXT_COLUMNS, required('text')),
  })
    .addPrimaryKeyConstraint('order_line_items_pk', ['order_number', 'position'])
    .execute();
  await createIndex(schema, 'order_line_items_date', 'order_line_items', ['puja_date']);
  await createTable(schema, 'order_addresses', {
    order_number: orderNumber,
    type: required('text'),
    ...each(ADDRESS_TEXT_COLUMNS, required('text')),
  })
    .addPrimaryKeyConstraint('order_addresses_pk', ['order_number', 'type'])
    .execute();
  await createTable(schema, 'order_payment_attempts', {
    order_number: orderNumber,
    attempt: required('integer'),
    outcome: required('text'),
    amount_cents: cents,
    trans_id: optional('text'),
    auth_code: optional('text'),
    code: optional('text'),
    message: optional('text'),
    idempotency_key: optional('text'),
    ...createdAndUpdated('text'),
  })
    .addPrimaryKeyConstraint('order_payment_attempts_pk', ['order_number', 'attempt'])
    .execute();
  await createTable(schema, 'idempotency_keys', {
    key: primaryKey('text'),
    scope: required('text'),
    request_hash: required('text'),
    state: required('text'),
    status_code: optional('integer'),
    response_body: optional('text'),
    ...createdAndUpdated('text'),
  }).execute();
  await createTable(schema, 'outbox_emails', {
    id: primaryKey('text'),
    reference: required('text'),
    to_address: required('text'),
    subject: required('text'),
    text_body: required('text'),
    html_body: required('text'),
    attachments: required('text'),
    status: required('text'),
    attempts: required('integer'),
    next_attempt_at: required('text'),
    locked_until: required('text'),
    last_error: required('text'),
    created_at: required('text'),
    sent_at: optional('text'),
  }).execute();
  await createIndex(schema, 'outbox_emails_due', 'outbox_emails', ['status', 'next_attempt_at']);
}

const LINE_ITEM_TEXT_COLUMNS = [
  'requested_puja_date',
  'first_name',
  'last_name',
  ...BIRTH_COLUMNS,
  'customer_notes',
  'prayer_type_code',
  ...PASSING_COLUMNS,
] as const;

const ADDRESS_TEXT_COLUMNS = ['first_name', 'last_name', ...ADDRESS_PERSONAL_COLUMNS] as const;

async function down(db: Db): Promise<void> {
  for (const table of [
    'outbox_emails',
    'idempotency_keys',
    'order_payment_attempts',
    'order_addresses',
    'order_line_items',
    'orders',
    'birth_stars',
    'states',
    'gender_identities',
    'countries',
    'regional_events',
    'regions',
    'puja_schedules',
    'pujas',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

export const coreMigration: Migration = { up, down };
