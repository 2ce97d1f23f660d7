import type { Config } from '@react-router/dev/config';
import { CONTENT_PATHS, LANGUAGE_PREFIXES } from './app/site-paths';

/** Server rendering on, content pages prerendered in every language. */
export default {
  ssr: true,
  async prerender() {
    return LANGUAGE_PREFIXES.flatMap((prefix) =>
      CONTENT_PATHS.map((path) => `${prefix}${path}` || '/'),
    );
  },
} satisfies Config;
