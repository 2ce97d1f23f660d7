import { describe, it } from 'vitest';
import { regionalPujaFlow, regionalPujaMachine } from '../../../machines/regional-puja';
import { pathName, wizardModel } from '../shared/model-test-kit';
import { REGIONAL_PUJA_COPY } from './RegionalPujaOrderPage';

const { paths, run } = wizardModel({
  flow: regionalPujaFlow,
  machine: regionalPujaMachine,
  copy: REGIONAL_PUJA_COPY,
});
console.log(`model paths — regional puja machine: ${paths.length} shortest paths`);

describe('regional puja wizard: every shortest path of the machine, driven through the view', () => {
  it.each(paths.map((path) => [pathName(path), path] as const))('%s', async (_name, path) => {
    await run(path);
  });
});
