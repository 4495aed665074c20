import type { DocumentKind } from './document-number';
import type { TaxLine } from './tax-split';

/**
 * Everything a tax invoice or credit note states, fixed when it is issued (the facts Rule 46 of
 * the CGST Rules asks of an invoice): who supplies and who receives, where, what, at what value
 * and tax. Amounts are paise; states are GST state codes; dates are the restaurant's calendar
 * days (yyyy-MM-dd).
 */
export type TaxDocumentSnapshot = {
  kind: DocumentKind;
  number: string;
  issuedOn: string;
  financialYear: string;
  supplier: {
    legalName: string;
    address: string;
    state: string;
    gstin: string;
    fssaiLicence: string;
  };
  recipient: {
    name: string;
    address: string;
    /** Null for a buyer without a GSTIN (unregistered). */
    gstin: string | null;
    state: string;
    contactPerson: string;
    poNumber: string | null;
  };
  placeOfSupply: string;
  deliveryAddress: string | null;
  order: { id: number; placedOn: string; paymentId: string | null };
  lines: {
    description: string;
    /** The HSN or SAC code (the field keeps its first name: issued documents store it so). */
    sac: string;
    /** 'HSN' for goods (a hamper), 'SAC' for catering; documents issued before say neither. */
    codeScheme?: 'HSN' | 'SAC';
    quantity: number;
    /** Unit price before tax. */
    ratePaise: number;
    taxablePaise: number;
  }[];
  taxablePaise: number;
  taxes: TaxLine[];
  roundOffPaise: number;
  totalPaise: number;
  totalInWords: string;
  /** Catering is never taxed on reverse charge; stated because the law asks for the statement. */
  reverseCharge: false;
  /** A credit note's invoice and why it was issued. */
  creditFor?: { invoiceNumber: string; invoiceIssuedOn: string; reason: string };
};
