/**
 * Lingui in Vite (the site's build, the prerender, the dev server and the
 * unit tests): its macros (`<Trans>`, `useLingui`'s `t`, `msg`) compiled by
 * Babel in the files that import them, and PO catalogs imported as compiled
 * modules. @vitejs/plugin-react 6 no longer runs Babel, so the macro runs
 * through @rolldown/plugin-babel, only on files that name a macro package
 * (decision 0140). The site catalog is compiled in parts, a page's own words
 * apart from the shell's (./site-catalog-parts-plugin.ts, decision 0144).
 */
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import type { PluginOption } from 'vite';
import { siteCatalogParts } from './site-catalog-parts-plugin.ts';

const linguiMacro = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
});

/** `failOnMissing`: a catalog without a translation of some message fails the build. */
export function linguiPlugins({ failOnMissing = false } = {}): PluginOption[] {
  return [
    babel({ presets: [linguiMacro], parserOpts: { plugins: ['typescript', 'jsx'] } }),
    siteCatalogParts({ failOnMissing }),
    lingui({ failOnMissing, failOnCompileError: true }),
  ];
}
