import { zodResolver } from '@hookform/resolvers/zod';
import { reservationChangeSchema, reservationFormSchema } from '@shared/contracts/reservation';

// Loaded on demand by the booking and change forms (see lazyResolver), so zod and the shared
// schemas stay out of the booking page's first download and its hydration.

export const bookingResolver = zodResolver(reservationFormSchema);
export const changeResolver = zodResolver(reservationChangeSchema);
