export * from './rules';
export * from './paths';
export * from './api';
