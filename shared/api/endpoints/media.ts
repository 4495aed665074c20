import type { MediaFileDto } from '../../contracts/media';
import { defineEndpoint as define, io } from '../endpoint';

// /api/media: uploaded photos and documents.

export const list = define({
  method: 'GET',
  path: '/api/media',
  access: 'public',
  errors: [],
  io: io<{ response: MediaFileDto[] }>,
});

export * from './media.staff';
