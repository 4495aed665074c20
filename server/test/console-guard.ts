import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

// console.error during a test is a failure unless the test expects it (and mocks it itself).
let spy: MockInstance<typeof console.error>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = spy.mock.calls;
  // A test that expects errors silences them with mockImplementation, which marks them expected.
  const expected = spy.getMockImplementation() !== undefined;
  spy.mockRestore();
  if (calls.length > 0 && !expected) {
    throw new Error(
      `console.error was called during the test:\n${calls.map((c) => c.join(' ')).join('\n')}`,
    );
  }
});
