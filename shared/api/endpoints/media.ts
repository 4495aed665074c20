import type { MediaFileDto, MediaListParams } from '../../contracts/media';
import { defineEndpoint as define, io } from '../endpoint';

// /api/media: uploaded photos and documents.

/** Without a query: the whole list. With any page or filter parameter: one page (contracts/paging.ts). */
export const list = define({
  method: 'GET',
  path: '/api/media',
  access: 'public',
  errors: ['invalid_input'],
  io: io<{ query: MediaListParams; response: MediaFileDto[] }>,
});

export * from './media.staff';
