/**
 * The build's files that the server reads itself and never serves (vite.config.ts
 * writes them beside the site's assets).
 */

/** Every page's title and description per language, and the wizards' loading shells. */
export const PRERENDERED_FILE = 'prerendered.json';

/** The server's renderer of content pages (an SSR build of src/app/prerender.tsx). */
export const PAGE_RENDERER_FILE = 'ssr/render-page.mjs';

/** The content pages' HTML entry (no React: decision 0172); index.html is the app's. */
export const CONTENT_TEMPLATE_FILE = 'content.html';
