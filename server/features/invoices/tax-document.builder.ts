import type { LegalSettings } from '@shared/contracts/legal-settings';
import { chargedOrderBill } from '@shared/money';
import { paiseInWords } from '@shared/invoicing/amount-in-words';
import { financialYearOf } from '@shared/invoicing/financial-year';
import type { TaxDocumentSnapshot } from '@shared/invoicing/tax-document';
import { supplyCodeOf } from '@shared/invoicing/supply-code';
import { taxBreakdown } from '@shared/invoicing/tax-split';
import { restaurantMoment } from '@shared/restaurant-time';
import type { CorporateOrderRow } from '@shared/schema/corporate-orders';

export const CREDIT_NOTE_REASON = 'Order cancelled; the amount paid was refunded in full.';

/** Where the supply is taxed: the buyer's billing state; without one, the restaurant's own. */
export function placeOfSupplyOf(order: CorporateOrderRow, legal: LegalSettings): string {
  return order.billing?.state ?? legal.state;
}

/**
 * The tax invoice of a paid order, as issued now under `number`. Every figure comes from what the
 * order was charged (its lines and stored total, the one bill rule of shared/money.ts), so the
 * invoice's value is exactly the amount paid.
 */
export function invoiceSnapshot(input: {
  order: CorporateOrderRow;
  legal: LegalSettings;
  number: string;
  issuedAt: Date;
  timeZone: string;
}): TaxDocumentSnapshot {
  const { order, legal, issuedAt, timeZone } = input;
  const lines = order.orderItems ?? [];
  const bill = chargedOrderBill(lines, order.totalAmount) ?? {
    subtotalPaise: 0,
    gstPaise: 0,
    totalPaise: 0,
  };
  const placeOfSupply = placeOfSupplyOf(order, legal);
  const split = taxBreakdown({
    taxablePaise: bill.subtotalPaise,
    chargedPaise: bill.totalPaise,
    supplierState: legal.state,
    placeOfSupply,
  });
  const billing = order.billing;
  const deliveryAddress = order.deliveryAddress;
  return {
    kind: 'invoice',
    number: input.number,
    issuedOn: restaurantMoment(issuedAt, timeZone).date,
    financialYear: financialYearOf(issuedAt, timeZone).label,
    supplier: {
      legalName: legal.legalName,
      address: legal.address,
      state: legal.state,
      gstin: legal.gstin,
      fssaiLicence: legal.fssaiLicence,
    },
    recipient: {
      name: billing?.legalName ?? order.companyName,
      address: billing?.address ?? deliveryAddress ?? '',
      gstin: billing?.gstin ?? null,
      state: placeOfSupply,
      contactPerson: order.contactPerson,
      poNumber: billing?.poNumber ?? null,
    },
    placeOfSupply,
    deliveryAddress,
    order: {
      id: order.id,
      placedOn: restaurantMoment(order.createdAt, timeZone).date,
      paymentId: order.paymentId,
    },
    lines: lines.map((line) => {
      const supply = supplyCodeOf(line, legal.sac);
      return {
        description: line.name,
        sac: supply.code,
        codeScheme: supply.scheme,
        quantity: line.quantity,
        ratePaise: Math.round(line.price * 100),
        taxablePaise: Math.round(line.price * 100) * line.quantity,
      };
    }),
    taxablePaise: bill.subtotalPaise,
    taxes: split.taxes,
    roundOffPaise: split.roundOffPaise,
    totalPaise: split.totalPaise,
    totalInWords: paiseInWords(split.totalPaise),
    reverseCharge: false,
  };
}

/**
 * The credit note of a full refund: the invoice's parties, lines and taxes, under its own number
 * and date, naming the invoice it reverses.
 */
export function creditNoteSnapshot(input: {
  invoice: TaxDocumentSnapshot;
  number: string;
  issuedAt: Date;
  timeZone: string;
}): TaxDocumentSnapshot {
  const { invoice, issuedAt, timeZone } = input;
  return {
    ...invoice,
    kind: 'credit_note',
    number: input.number,
    issuedOn: restaurantMoment(issuedAt, timeZone).date,
    financialYear: financialYearOf(issuedAt, timeZone).label,
    creditFor: {
      invoiceNumber: invoice.number,
      invoiceIssuedOn: invoice.issuedOn,
      reason: CREDIT_NOTE_REASON,
    },
  };
}
