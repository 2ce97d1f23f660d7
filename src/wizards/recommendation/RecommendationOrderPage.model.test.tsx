import { describe, it } from 'vitest';
import { recommendationFlow, recommendationMachine } from '../../../machines/recommendation';
import { pathName, wizardModel } from '../shared/model-test-kit';
import { RECOMMENDATION_COPY } from './RecommendationOrderPage';

const { paths, run } = wizardModel({
  flow: recommendationFlow,
  machine: recommendationMachine,
  copy: RECOMMENDATION_COPY,
});
console.log(`model paths — puja recommendation machine: ${paths.length} shortest paths`);

describe('puja recommendation wizard: every shortest path of the machine, driven through the view', () => {
  it.each(paths.map((path) => [pathName(path), path] as const))('%s', async (_name, path) => {
    await run(path);
  });
});
