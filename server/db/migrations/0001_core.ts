/** The core tables: catalog, reference lists, orders, idempotency keys, mail outbox. */
import { type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against an untyped db */
type Db = Kysely<any>;

async function up(db: Db): Promise<void> {
  const schema = db.schema;
  await schema
    .createTable('pujas')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('selection_order', 'integer', (c) => c.notNull())
    .addColumn('ext_description', 'text', (c) => c.notNull())
    .addColumn('cost_cents', 'integer', (c) => c.notNull())
    .addColumn('schedule_rule', 'text', (c) => c.notNull())
    .addColumn('cutoff_days', 'integer', (c) => c.notNull())
    .addColumn('is_sample', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .execute();
  await schema
    .createTable('puja_schedules')
    .addColumn('puja_id', 'integer', (c) => c.notNull().references('pujas.id').onDelete('cascade'))
    .addColumn('date_of_puja', 'text', (c) => c.notNull())
    .addColumn('order_cutoff_time', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('puja_schedules_pk', ['puja_id', 'date_of_puja'])
    .execute();
  await schema
    .createTable('regions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await schema
    .createTable('regional_events')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('region_id', 'integer', (c) => c.notNull().references('regions.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('offering_title', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('hosted_by', 'text', (c) => c.notNull())
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('order_cut_off_time', 'text', (c) => c.notNull())
    .addColumn('additional_event_details_html', 'text', (c) => c.notNull())
    .addColumn('contact_email_id', 'text', (c) => c.notNull())
    .addColumn('information_url', 'text', (c) => c.notNull())
    .addColumn('cost_cents', 'integer', (c) => c.notNull())
    .addColumn('ext_description', 'text', (c) => c.notNull())
    .addColumn('is_sample', 'integer', (c) => c.notNull())
    .execute();
  await schema
    .createIndex('regional_events_region')
    .on('regional_events')
    .columns(['region_id', 'kind', 'event_date'])
    .execute();
  for (const table of ['countries', 'gender_identities'] as const) {
    await schema
      .createTable(table)
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();
  }
  await schema
    .createTable('states')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('states_pk', ['code', 'country'])
    .execute();
  await schema
    .createTable('birth_stars')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('aliases', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await schema
    .createTable('orders')
    .addColumn('order_number', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('command_name', 'text', (c) => c.notNull())
    .addColumn('attendance_type', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('billing_state_other', 'text', (c) => c.notNull())
    .addColumn('prasad_state_other', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('trans_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  await schema
    .createIndex('orders_status')
    .on('orders')
    .columns(['status', 'updated_at'])
    .execute();
  await schema
    .createTable('order_line_items')
    .addColumn('order_number', 'text', (c) =>
      c.notNull().references('orders.order_number').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('puja_id', 'integer', (c) => c.notNull())
    .addColumn('regional_event_id', 'integer')
    .addColumn('region_id', 'integer')
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('cost_cents', 'integer', (c) => c.notNull())
    .addColumn('puja_date', 'text', (c) => c.notNull())
    .$call((builder) => {
      let b = builder;
      for (const column of LINE_ITEM_TEXT_COLUMNS)
        b = b.addColumn(column, 'text', (c) => c.notNull());
      return b;
    })
    .addPrimaryKeyConstraint('order_line_items_pk', ['order_number', 'position'])
    .execute();
  await schema
    .createIndex('order_line_items_date')
    .on('order_line_items')
    .column('puja_date')
    .execute();
  await schema
    .createTable('order_addresses')
    .addColumn('order_number', 'text', (c) =>
      c.notNull().references('orders.order_number').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .$call((builder) => {
      let b = builder;
      for (const column of ADDRESS_TEXT_COLUMNS)
        b = b.addColumn(column, 'text', (c) => c.notNull());
      return b;
    })
    .addPrimaryKeyConstraint('order_addresses_pk', ['order_number', 'type'])
    .execute();
  await schema
    .createTable('order_payment_attempts')
    .addColumn('order_number', 'text', (c) =>
      c.notNull().references('orders.order_number').onDelete('cascade'),
    )
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('trans_id', 'text')
    .addColumn('auth_code', 'text')
    .addColumn('code', 'text')
    .addColumn('message', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_payment_attempts_pk', ['order_number', 'attempt'])
    .execute();
  await schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await schema
    .createTable('outbox_emails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('attachments', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await schema
    .createIndex('outbox_emails_due')
    .on('outbox_emails')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

const LINE_ITEM_TEXT_COLUMNS = [
  'requested_puja_date',
  'first_name',
  'last_name',
  'birth_star',
  'birth_date',
  'birth_place',
  'birth_time_hour',
  'birth_time_minute',
  'which_half_of_the_day',
  'customer_notes',
  'prayer_type_code',
  'star_on_the_day_of_passing',
  'date_of_passing',
  'place_of_passing',
  'passing_time_hour',
  'passing_time_minute',
  'passing_which_half_of_the_day',
  'passing_time',
] as const;

const ADDRESS_TEXT_COLUMNS = [
  'first_name',
  'last_name',
  'other_name',
  'address1',
  'address2',
  'city',
  'state',
  'postal_code',
  'country',
  'email',
  'phone',
] as const;

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
