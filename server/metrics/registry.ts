/**
 * The server's Prometheus metrics (prom-client), one registry per server:
 * requests by route and status, gateway calls and their latency, retention
 * job runs, the database gauges (./store-gauges.ts) and Node's own.
 */
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { ServerDeps } from '../deps';
import { registerStoreGauges } from './store-gauges';

export interface GatewayCall {
  /** The Authorize.net request name, e.g. createTransactionRequest. */
  request: string;
  /** The answer's first message code (I00001, E00011, ...) or timeout/network/unreadable. */
  code: string;
  seconds: number;
}

export interface ServerMetrics {
  registry: Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  observeGateway(call: GatewayCall): void;
  /** The retention job's runs by outcome: done, skipped (another server held the claim), failed. */
  retentionRuns: Counter<'outcome'>;
}

export function createMetrics(deps: ServerDeps): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerStoreGauges(registry, deps);
  const requests = new Counter({
    name: 'puja_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'puja_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const gatewayCalls = new Counter({
    name: 'puja_gateway_requests_total',
    help: 'Authorize.net API calls, by request name and answer code (E00011: Transaction Details API off)',
    labelNames: ['request', 'code'],
    registers: [registry],
  });
  const gatewaySeconds = new Histogram({
    name: 'puja_gateway_request_duration_seconds',
    help: 'Authorize.net API call latency, by request name',
    labelNames: ['request'],
    buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30],
    registers: [registry],
  });
  const retentionRuns = new Counter({
    name: 'puja_retention_job_runs_total',
    help: 'Runs of the data retention job on this server, by outcome (done, skipped: another server held the claim, failed)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  // Present at 0 from the start, so an alert can tell "never ran" from "not scraped".
  retentionRuns.inc({ outcome: 'done' }, 0);
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      requestSeconds.observe({ method, route }, seconds);
    },
    observeGateway({ request, code, seconds }) {
      gatewayCalls.inc({ request, code });
      gatewaySeconds.observe({ request }, seconds);
    },
    retentionRuns,
  };
}
