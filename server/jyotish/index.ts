/** The birth-star finder's API. */
export { registerJyotishRoutes } from './routes';
