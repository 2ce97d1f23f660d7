import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import './setup-honest';
import { testClockOffsetMs, testNow } from './test-support/test-clock';

// The unit project shares one jsdom between the files of a worker (isolate: false):
// each file starts from an empty page, empty storage and the site's root URL.
beforeAll(() => {
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
});

// With TEST_NOW the "browser" runs at the tests' instant and its clock runs on from
// there, as Playwright's context.clock does for the e2e. Only Date is faked (timers,
// user-event's delays and React's scheduler stay real). Installed before the file's
// own modules load, and undone after it: the next file installs it afresh.
if (testClockOffsetMs() !== 0) {
  vi.useFakeTimers({ toFake: ['Date'], now: testNow(), shouldAdvanceTime: true });
  afterAll(() => {
    vi.useRealTimers();
  });
}
