import { z } from 'zod';
import type { AuditPageDto, AuditQuery } from '@shared/contracts/audit';
import { dayAfter, zonedTimeToUtc } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import { decodeCursor } from '../../lib/keyset-page';
import { countAuditRows, listAuditRows } from './audit.repository';

/** The trail is ordered by id alone, so a place in it is an id. */
const auditKeySchema = z.tuple([z.number().int().positive()]);

/** The first moment after the restaurant's day `to`; none after the last day, which ends nothing. */
function nextDayStart(to: string | undefined, timeZone: string): Date | undefined {
  const next = to === undefined ? undefined : dayAfter(to);
  return next === undefined ? undefined : zonedTimeToUtc(next, '00:00', timeZone);
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
    toBefore: nextDayStart(query.to, timeZone),
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
