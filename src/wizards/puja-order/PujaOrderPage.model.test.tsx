import { describe, it } from 'vitest';
import { pujaOrderFlow, pujaOrderMachine } from '../../../machines/puja-order';
import { pathName, wizardModel } from '../shared/model-test-kit';
import { PUJA_ORDER_COPY } from './PujaOrderPage';

const { paths, run } = wizardModel({
  flow: pujaOrderFlow,
  machine: pujaOrderMachine,
  copy: PUJA_ORDER_COPY,
});
console.log(`model paths — puja order machine: ${paths.length} shortest paths`);

describe('puja order wizard: every shortest path of the machine, driven through the view', () => {
  it.each(paths.map((path) => [pathName(path), path] as const))('%s', async (_name, path) => {
    await run(path);
  });
});
