/**
 * GET /metrics: 404 with no METRICS_TOKEN set, 401 without the token or with
 * another, and with it Prometheus' text format carrying the requests, orders,
 * payment attempts, gateway latency, backlogs, backups and retention runs.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_SUBMIT_PATHS } from '../../domain/constants';
import { startApiServer, type ApiTestServer } from '../test-support/api-server';
import {
  fetchOrderPrefs,
  postJson,
  pujaOrderPayload,
  sandboxCardToken,
} from '../test-support/order-fixtures';
import { testNowMs } from '../../tests/test-support/test-clock';
import { METRICS_PATH } from './index';

const TOKEN = 'metrics-token-for-the-tests-0123';
const backupDir = mkdtempSync(path.join(tmpdir(), 'puja-metrics-backups-'));
let server: ApiTestServer;
let plain: ApiTestServer;

beforeAll(async () => {
  [server, plain] = await Promise.all([
    startApiServer({ env: { METRICS_TOKEN: TOKEN, BACKUP_DIR: backupDir } }),
    startApiServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), plain?.close()]);
  rmSync(backupDir, { recursive: true, force: true });
});

const scrape = (base: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${METRICS_PATH}`, { headers });

/** The value of one sample line, e.g. `puja_orders{status="PAID"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers 404 when no METRICS_TOKEN is configured', async () => {
    const response = await scrape(plain.baseUrl, { Authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(404);
  });

  it('answers 401 without the token, with another one, or not as a bearer token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer metrics-token-for-the-tests-0124' },
      { Authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const response = await scrape(server.baseUrl, headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await response.text()).not.toContain('puja_');
    }
  });

  it('with the token, reports requests, orders, attempts, gateway latency and backlogs', async () => {
    const prefs = await fetchOrderPrefs(server.baseUrl);
    const payload = pujaOrderPayload(prefs, {
      people: 1,
      encoded: await sandboxCardToken(server.baseUrl),
    });
    expect((await postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, payload)).status).toBe(201);
    // An attempt lost two hours ago, still UNKNOWN: what the "stuck payment" alert looks at.
    const lostAt = new Date(testNowMs() - 2 * 3_600_000).toISOString();
    await server.database.db
      .insertInto('payment_attempts')
      .values({
        subject_kind: 'ORDER',
        subject_ref: 'LOST-1',
        attempt: 1,
        invoice_number: 'LOST-1-1',
        amount_cents: 1100,
        status: 'UNKNOWN',
        trans_id: null,
        auth_code: null,
        account_number: null,
        code: null,
        message: null,
        idempotency_key: null,
        token_hash: null,
        created_at: lostAt,
        updated_at: lostAt,
      })
      .execute();
    const backup = path.join(backupDir, 'puja-1.sqlite');
    writeFileSync(backup, 'backup');
    utimesSync(backup, 1_700_000_000, 1_700_000_000);

    const response = await scrape(server.baseUrl, { Authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const route = ORDER_SUBMIT_PATHS.puja;
    expect(
      sample(text, `puja_http_requests_total{method="POST",route="${route}",status="201"}`),
    ).toBe(1);
    expect(sample(text, 'puja_orders{status="PAID"}')).toBe(1);
    expect(sample(text, 'puja_payment_attempts{status="PAID",subject="ORDER"}')).toBe(1);
    expect(sample(text, 'puja_payment_attempts{status="UNKNOWN",subject="ORDER"}')).toBe(1);
    expect(sample(text, 'puja_payment_attempts_awaiting_reconciliation')).toBe(1);
    const unknownAge = sample(
      text,
      'puja_payment_attempt_oldest_open_age_seconds{status="UNKNOWN"}',
    );
    expect(unknownAge).toBeGreaterThanOrEqual(7200);
    expect(unknownAge).toBeLessThan(7200 + 600);
    expect(
      sample(
        text,
        'puja_gateway_request_duration_seconds_count{request="createTransactionRequest"}',
      ),
    ).toBe(1);
    expect(
      sample(text, 'puja_gateway_requests_total{request="createTransactionRequest",code="I00001"}'),
    ).toBe(1);
    // The confirmation mail waits in the outbox (no mail worker runs in this test).
    expect(sample(text, 'puja_mail_outbox{status="PENDING"}')).toBe(1);
    expect(sample(text, 'puja_mail_outbox{status="FAILED"}')).toBe(0);
    expect(sample(text, 'puja_mail_unsent_retrying')).toBe(0);
    expect(sample(text, 'puja_backup_newest_timestamp_seconds')).toBe(1_700_000_000);
    expect(sample(text, 'puja_retention_job_runs_total{outcome="done"}')).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
