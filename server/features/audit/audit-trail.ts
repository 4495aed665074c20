import type { AuditArea } from '@shared/contracts/audit';
import { auditLog } from '@shared/schema/audit-log';
import type { Db } from '../../db/connection';
import type { StaffActor, SystemActor } from '../../lib/actor';

/** A transaction or the database itself: the entry is written wherever the change is. */
type Writer = Pick<Db, 'insert'>;

type Fields = Record<string, unknown>;

/** Never written to the trail, whatever a caller passes: secrets stay out of the record. */
const SECRET_KEY = /^(?:(?:new|current)?password|.*(?:hash|token|secret|signature))$/i;

function withoutSecrets(fields: Fields | null | undefined): Fields | null {
  if (!fields) return null;
  const kept = Object.entries(fields).filter(([key]) => !SECRET_KEY.test(key));
  return Object.fromEntries(kept.map(([key, value]) => [key, normalise(value)]));
}

/** Dates as ISO text and undefined as null, so the stored JSON reads as the API would. */
function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));

/**
 * The fields that changed between two versions of a row, as two small objects: only what
 * differs is kept, so an entry says what happened without repeating the whole row.
 */
export function changedFields(
  before: Fields,
  after: Fields,
  keys: readonly string[] = Object.keys(after),
): { before: Fields; after: Fields } {
  const changed = keys.filter((k) => !same(before[k], after[k]));
  return {
    before: Object.fromEntries(changed.map((k) => [k, before[k]])),
    after: Object.fromEntries(changed.map((k) => [k, after[k]])),
  };
}

export type AuditEntry = {
  area: AuditArea;
  /** A short verb phrase, e.g. 'create', 'update', 'delete', 'status', 'refund'. */
  action: string;
  entityId: string | number | null;
  before?: Fields | null;
  after?: Fields | null;
};

/**
 * Records who changed what. Call it inside the transaction that makes the change, so a failed
 * change leaves no entry and a recorded change always has its entry.
 */
export async function recordAudit(
  db: Writer,
  actor: StaffActor | SystemActor,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    userId: actor.kind === 'staff' ? actor.userId : null,
    username: actor.kind === 'staff' ? actor.username : `system:${actor.name}`,
    area: entry.area,
    action: entry.action,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: withoutSecrets(entry.before),
    after: withoutSecrets(entry.after),
  });
}
