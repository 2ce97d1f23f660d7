/**
 * The api project's global setup: one migrated template database for the
 * whole run (server/test-support/database-template.ts), named to the workers
 * through TEST_DATABASE_TEMPLATE; every test database is a copy of it.
 */
import {
  createDatabaseTemplate,
  TEMPLATE_ENV,
} from '../server/test-support/database-template';

export default async function setup(): Promise<() => Promise<void>> {
  const { template, remove } = await createDatabaseTemplate(
    process.env.TEST_DATABASE_URL || undefined,
  );
  process.env[TEMPLATE_ENV] = template;
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await remove();
  };
}
