/**
 * `npm run fuzz [-- --requests N --seed S]`: the full fuzz run (12,000 requests
 * by default) against a fresh server on loopback (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL), then a health check. Exits 1 on any finding.
 */
import { parseArgs } from 'node:util';
import { HEALTH_PATH } from '../../server/http/health';
import { startApiServer } from '../../server/test-support/api-server';
import { createFakeGateway } from '../../server/test-support/fake-gateway';
import { FUZZ_SERVER_ENV, fuzz, summary } from './fuzzer';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '12000' },
    seed: { type: 'string', default: '20261122' },
  },
});
const requests = Number(values.requests);
const seed = Number(values.seed);

const server = await startApiServer({ payments: createFakeGateway(), env: FUZZ_SERVER_ENV });
let failed = false;
try {
  const started = performance.now();
  const report = await fuzz(server, { requests, seed });
  console.log(`seed ${seed}, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`routes: ${report.routes.join(', ')}`);
  console.log(`statuses: ${JSON.stringify(report.byStatus)}`);
  console.log(`mutations: ${JSON.stringify(report.byMutation)}`);
  if (report.transportErrors > 0) console.log(`transport errors: ${report.transportErrors}`);
  for (const finding of [...report.serverErrors, ...report.badRefusals].slice(0, 20)) {
    console.log(
      `  ${finding.status} ${finding.route} (${finding.mutation}) ${finding.path}: ${finding.body}`,
    );
  }
  console.log(summary(report));
  const health = await fetch(`${server.baseUrl}${HEALTH_PATH}`);
  console.log(`health after the run: ${health.status} ${await health.text()}`);
  failed = report.serverErrors.length > 0 || report.badRefusals.length > 0 || health.status !== 200;
} finally {
  await server.close();
}
process.exit(failed ? 1 : 0);
