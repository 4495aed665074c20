import type { PageParams } from '../../contracts/paging';
import type { MediaFileDto } from '../../contracts/media';
import { defineEndpoint as define, io } from '../endpoint';

// /api/media: uploaded photos and documents.

/** Without a query: the whole list. With `limit` or `cursor`: one page (contracts/paging.ts). */
export const list = define({
  method: 'GET',
  path: '/api/media',
  access: 'public',
  errors: ['invalid_input'],
  io: io<{ query: PageParams; response: MediaFileDto[] }>,
});

export * from './media.staff';
