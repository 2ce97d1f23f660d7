/// <reference types="vite/client" />

/** Which of the three configurations this bundle was built for (set by vite.config.ts). */
declare const __PAYMENT_ENV__: 'sandbox' | 'preview' | 'production';
