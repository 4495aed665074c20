import type { LegalSettingsInput } from '@shared/contracts/legal-settings';

// Data only, so the browser tests (which cannot load the server's test helpers) share it.

/** The restaurant's legal details: registered in Karnataka with a real, valid GSTIN. */
export const RESTAURANT_LEGAL = {
  legalName: 'Tasting Room Hospitality LLP',
  address: '12 Lavelle Road, Bengaluru 560001',
  state: '29',
  gstin: '29AAGCB7383J1Z4',
  fssaiLicence: '11224999000123',
  invoicePrefix: 'TTR',
  sac: '996334',
} satisfies LegalSettingsInput;
