/**
 * What `react-router-dom` resolves to in the browser build (vite.config.ts):
 * the whole of react-router-dom, with <Link> replaced by the light one. Every
 * part of the site keeps importing from 'react-router-dom'; tests (Vitest)
 * use the real package.
 */
export * from 'react-router';
export { HydratedRouter, RouterProvider } from 'react-router/dom';
export { Link } from './light-link';
