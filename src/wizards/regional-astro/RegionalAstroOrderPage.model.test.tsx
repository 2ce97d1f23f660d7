import { describe, it } from 'vitest';
import { regionalAstroFlow, regionalAstroMachine } from '../../../machines/regional-astro';
import { pathName, wizardModel } from '../shared/model-test-kit';
import { REGIONAL_ASTRO_COPY } from './RegionalAstroOrderPage';

const { paths, run } = wizardModel({
  flow: regionalAstroFlow,
  machine: regionalAstroMachine,
  copy: REGIONAL_ASTRO_COPY,
});
console.log(`model paths — regional astro machine: ${paths.length} shortest paths`);

describe('regional astro wizard: every shortest path of the machine, driven through the view', () => {
  it.each(paths.map((path) => [pathName(path), path] as const))('%s', async (_name, path) => {
    await run(path);
  });
});
