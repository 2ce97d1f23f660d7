/** Retention and erasure as the rest of the server sees them (docs/privacy-data.md). */
export { configuredRetention, runRetentionJob, startRetentionJob, type RetentionRun } from './job';
export { registerPrivacyRoutes } from './routes';
export { erasedAt } from './erase';
export { deleteAccountOf } from './account-data';
export { exportPerson } from './export';
