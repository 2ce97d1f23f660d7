/** Prometheus metrics: GET /metrics behind METRICS_TOKEN (docs/operations.md#metrics). */
export { METRICS_PATH, registerMetrics } from './route';
export type { GatewayCall, ServerMetrics } from './registry';
