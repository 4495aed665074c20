import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@shared/contracts/audit';
import { auditLog, type AuditRow } from '@shared/schema/audit-log';
import type { Db } from '../../db/connection';

/** A page of the trail, newest first, one row more than asked to tell whether more follow. */
export type AuditFilter = Omit<AuditQuery, 'from' | 'to'> & { fromAt?: Date; toBefore?: Date };

function conditionsOf(query: Omit<AuditFilter, 'limit'>): SQL[] {
  const conditions: SQL[] = [];
  if (query.userId !== undefined) conditions.push(eq(auditLog.userId, query.userId));
  if (query.area !== undefined) conditions.push(eq(auditLog.area, query.area));
  if (query.fromAt !== undefined) conditions.push(gte(auditLog.at, query.fromAt));
  if (query.toBefore !== undefined) conditions.push(lt(auditLog.at, query.toBefore));
  if (query.before !== undefined) conditions.push(lt(auditLog.id, query.before));
  return conditions;
}

export async function listAuditRows(db: Db, query: AuditFilter): Promise<AuditRow[]> {
  const conditions = conditionsOf(query);
  return db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
}

/** How many entries the filters match, over every page. */
export async function countAuditRows(db: Db, query: Omit<AuditFilter, 'limit'>): Promise<number> {
  const conditions = conditionsOf(query);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined);
  return row?.n ?? 0;
}
