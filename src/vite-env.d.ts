/// <reference types="vite/client" />

/** Which of the three configurations this bundle was built for (set by vite.config.ts). */
declare const __PAYMENT_ENV__: 'sandbox' | 'preview' | 'production';

interface ImportMetaEnv {
  /** '1' builds the site without the staff console (the bench's comparison build). */
  readonly VITE_WITHOUT_STAFF_CONSOLE?: string;
}

/** The site catalog's parts (scripts/site-catalog-parts-plugin.ts): language → part → loader. */
declare module 'virtual:site-catalog-parts' {
  import type { Messages } from '@lingui/core';
  export const SITE_CATALOG_LOADERS: Readonly<
    Record<string, Readonly<Record<string, () => Promise<{ messages: Messages }>>>>
  >;
}
