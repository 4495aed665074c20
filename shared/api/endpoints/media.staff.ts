import type { MediaFileDto } from '../../contracts/media';
import { defineEndpoint as define, io } from '../endpoint';

// Admins' uploads and removals.
// Apart from media.ts (which re-exports them) so guests' pages never carry them: the bundler
// places a module where its code is used, and only staff screens use these.

/** Multipart: `purpose` and one `file`; the server decides the type from the bytes. */
export const upload = define({
  method: 'POST',
  path: '/api/media/upload',
  access: 'admin',
  errors: ['invalid_input', 'too_large', 'unsupported_media_type'],
  io: io<{ body: FormData; response: MediaFileDto }>,
});

export const remove = define({
  method: 'DELETE',
  path: '/api/media/:id',
  access: 'admin',
  errors: ['invalid_input', 'not_found'],
  io: io<{ response: void }>,
});
