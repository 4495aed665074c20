import { SETTING_LEGAL } from '@shared/constants';
import {
  legalSettingsSchema,
  type LegalSettings,
  type LegalSettingsDto,
} from '@shared/contracts/legal-settings';
import { DEFAULT_CATERING_SAC } from '@shared/invoicing/legal-defaults';
import type { Db } from '../../db/connection';
import type { StaffActor } from '../../lib/actor';
import { auditSetting } from './audit-setting';
import { readSetting, writeSetting } from './site-settings.repository';

const UNSET: LegalSettingsDto = {
  legalName: '',
  address: '',
  state: '',
  gstin: '',
  fssaiLicence: '',
  invoicePrefix: '',
  sac: DEFAULT_CATERING_SAC,
  complete: false,
};

function toDto(legal: LegalSettings): LegalSettingsDto {
  return {
    legalName: legal.legalName,
    address: legal.address,
    state: legal.state,
    gstin: legal.gstin,
    fssaiLicence: legal.fssaiLicence,
    invoicePrefix: legal.invoicePrefix,
    sac: legal.sac,
    complete: true,
  };
}

/**
 * The restaurant's legal details as stored, or undefined until an admin has saved them (or when
 * what is stored no longer passes the rules): then no invoice is issued.
 */
export async function readLegalSettings(db: Db): Promise<LegalSettings | undefined> {
  const raw = await readSetting(db, SETTING_LEGAL);
  if (raw === undefined) return undefined;
  try {
    const parsed = legalSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function getLegalSettings(db: Db): Promise<LegalSettingsDto> {
  const legal = await readLegalSettings(db);
  return legal ? toDto(legal) : UNSET;
}

/** Saves the legal details and records what changed, in one transaction. */
export async function saveLegalSettings(
  db: Db,
  actor: StaffActor,
  legal: LegalSettings,
): Promise<LegalSettingsDto> {
  const saved = toDto(legal);
  await db.transaction(async (tx) => {
    const before = await getLegalSettings(tx);
    const { complete: _complete, ...stored } = saved;
    await writeSetting(tx, SETTING_LEGAL, JSON.stringify(stored), 'json');
    await auditSetting(tx, actor, SETTING_LEGAL, before, saved);
  });
  return saved;
}
