/**
 * India's states and union territories with their GST state codes: the first two digits of every
 * GSTIN, and how an invoice names the place of supply ('Karnataka (29)'). Codes no longer given
 * to anyone (25, Daman and Diu, merged into 26; 28, Andhra Pradesh before 2014) are left out, so
 * neither a form nor a GSTIN can name them.
 */
export const INDIAN_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
] as const;

export type StateCode = (typeof INDIAN_STATES)[number]['code'];

export const STATE_CODES = INDIAN_STATES.map((s) => s.code) as [StateCode, ...StateCode[]];

const NAMES: ReadonlyMap<string, string> = new Map(INDIAN_STATES.map((s) => [s.code, s.name]));

export function isStateCode(code: string): code is StateCode {
  return NAMES.has(code);
}

/** 'Karnataka' for '29'; the code itself when it names no state. */
export function stateName(code: string): string {
  return NAMES.get(code) ?? code;
}

/** How an invoice names a state: 'Karnataka (29)'. */
export function stateLabel(code: string): string {
  return `${stateName(code)} (${code})`;
}
