import type { AuditPageDto, AuditQuery } from '../../contracts/audit';
import { defineEndpoint as define, io } from '../endpoint';

// /api/audit: the trail of staff changes, for admins.

/** A page of the trail, newest first; `limit` has a default. */
export const trail = define({
  method: 'GET',
  path: '/api/audit',
  access: 'admin',
  errors: ['invalid_input'],
  io: io<{ query: Partial<AuditQuery>; response: AuditPageDto }>,
});
