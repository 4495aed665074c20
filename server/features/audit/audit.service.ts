import type { AuditPageDto, AuditQuery } from '@shared/contracts/audit';
import { addDays, zonedTimeToUtc } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import { listAuditRows } from './audit.repository';

/** A page of the audit trail, newest first; the day filters are the restaurant's days. */
export async function auditPage(
  db: Db,
  query: AuditQuery,
  timeZone: string,
): Promise<AuditPageDto> {
  const rows = await listAuditRows(db, {
    ...query,
    fromAt: query.from ? zonedTimeToUtc(query.from, '00:00', timeZone) : undefined,
    toBefore: query.to ? zonedTimeToUtc(addDays(query.to, 1), '00:00', timeZone) : undefined,
  });
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      userId: row.userId,
      username: row.username,
      area: row.area,
      action: row.action,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
    })),
    nextBefore: rows.length > query.limit ? page[page.length - 1]!.id : null,
  };
}
