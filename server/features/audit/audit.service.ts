import { z } from 'zod';
import type { AuditPageDto, AuditQuery } from '@shared/contracts/audit';
import { addDays, zonedTimeToUtc } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import { decodeCursor } from '../../lib/keyset-page';
import { countAuditRows, listAuditRows } from './audit.repository';

/** The trail is ordered by id alone, so a place in it is an id. */
const auditKeySchema = z.tuple([z.number().int().positive()]);

/**
 * The first moment after the restaurant's day `to`: none after 9999-12-31, the last day a date
 * can name (its next day has a five-digit year), so that day leaves the trail unbounded.
 */
function startOfNextDay(to: string, timeZone: string): Date | undefined {
  const next = addDays(to, 1);
  return /^\d{4}-\d{2}-\d{2}$/.test(next) ? zonedTimeToUtc(next, '00:00', timeZone) : undefined;
}

/** A page of the audit trail, newest first; the day filters are the restaurant's days. */
export async function auditPage(
  db: Db,
  query: AuditQuery,
  timeZone: string,
): Promise<AuditPageDto & { total: number }> {
  const filter = {
    ...query,
    before: query.before ?? decodeCursor(query.cursor, auditKeySchema)?.[0],
    fromAt: query.from ? zonedTimeToUtc(query.from, '00:00', timeZone) : undefined,
    toBefore: query.to ? startOfNextDay(query.to, timeZone) : undefined,
  };
  const [rows, total] = await Promise.all([
    listAuditRows(db, filter),
    countAuditRows(db, { ...filter, before: undefined }),
  ]);
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
    total,
  };
}
