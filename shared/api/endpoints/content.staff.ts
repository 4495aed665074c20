import type { ContentSectionDto, ContentUpdate } from '../../contracts/content';
import { defineEndpoint as define, io } from '../endpoint';

// Admins' edits of the content sections.
// Apart from content.ts (which re-exports them) so guests' pages never carry them: the bundler
// places a module where its code is used, and only staff screens use these.

export const update = define({
  method: 'PATCH',
  path: '/api/content/:sectionName',
  access: 'admin',
  errors: ['invalid_input', 'not_found'],
  io: io<{ body: ContentUpdate; response: ContentSectionDto }>,
});
