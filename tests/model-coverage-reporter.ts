/**
 * `npm run test:model`: after the model tests, one line per machine with the
 * states and transitions its paths covered (set by each suite's coverage test).
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class ModelCoverageReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const lines: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const line = test.meta().modelCoverage?.line;
        if (line) lines.push(line);
      }
    }
    process.stdout.write(`\n${lines.sort().join('\n')}\n`);
  }
}
