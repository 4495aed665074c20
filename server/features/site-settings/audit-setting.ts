import type { Db } from '../../db/connection';
import type { StaffActor } from '../../lib/actor';
import { changedFields, recordAudit } from '../audit/audit-trail';

/** The changed values of a setting, under the setting's name; nothing when nothing changed. */
export async function auditSetting(
  tx: Db,
  actor: StaffActor,
  name: string,
  before: object,
  after: object,
): Promise<void> {
  const changes = changedFields(
    before as Record<string, unknown>,
    after as Record<string, unknown>,
  );
  if (Object.keys(changes.after).length === 0) return;
  await recordAudit(tx, actor, { area: 'settings', action: 'update', entityId: name, ...changes });
}
