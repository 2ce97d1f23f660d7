/**
 * The production build with a map of its chunks: `npx vite build --config
 * scripts/chunk-modules.config.ts --mode production --outDir /tmp/site`
 * builds as vite.config.ts does and writes `chunk-modules.json` beside the
 * build (not under assets/): for every chunk, the chunks it imports and its
 * modules with their minified size before compression, largest first. What
 * decision 0184 read to find what the order wizard's first load is made of;
 * `npm run bench -- wizard-routes` names the files that page loads.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, mergeConfig, type Plugin, type UserConfig } from 'vite';
import siteConfig from '../vite.config.ts';

function chunkModules(): Plugin {
  let outDir = 'dist';
  return {
    name: 'chunk-modules',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      const root = process.cwd() + path.sep;
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                imports: output.imports,
                modules: Object.entries(output.modules)
                  .map(([id, module]) => ({
                    id: id.replace(root, ''),
                    bytes: module.renderedLength,
                  }))
                  .sort((a, b) => b.bytes - a.bytes),
              },
            ]
          : [],
      );
      writeFileSync(path.join(outDir, 'chunk-modules.json'), JSON.stringify(chunks, null, 1));
    },
  };
}

export default defineConfig((env) =>
  mergeConfig(siteConfig(env) as UserConfig, { plugins: [chunkModules()] }),
);
