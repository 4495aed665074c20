import { afterEach } from 'vitest';
import { takeUnreadableMail } from './mail-guard';

// Every mail a test's app sends is read for machine-written dates (see mail-guard.ts).
afterEach(() => {
  const found = takeUnreadableMail();
  if (found.length > 0) {
    throw new Error(`a mail shows a date as 2026-12-05 where people read it:\n${found.join('\n')}`);
  }
});
