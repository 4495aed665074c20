import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { checkoutFormSchema, CheckoutFormInput } from './checkout-form';

/** The checkout form as react-hook-form holds it. */
export type CheckoutForm = UseFormReturn<
  CheckoutFormInput,
  unknown,
  z.output<typeof checkoutFormSchema>
>;
