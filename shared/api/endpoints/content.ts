import type { ContentSectionDto } from '../../contracts/content';
import { defineEndpoint as define, io } from '../endpoint';

// /api/content: the editable sections of the public site.

export const list = define({
  method: 'GET',
  path: '/api/content',
  access: 'public',
  errors: [],
  io: io<{ response: ContentSectionDto[] }>,
});

export const section = define({
  method: 'GET',
  path: '/api/content/:sectionName',
  access: 'public',
  errors: ['invalid_input', 'not_found'],
  io: io<{ response: ContentSectionDto }>,
});

export * from './content.staff';
