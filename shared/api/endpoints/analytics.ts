import type { ConversionEventInput, PageViewInput } from '../../contracts/analytics';
import { defineEndpoint as define, io } from '../endpoint';

// /api/analytics: the visitors' page views and booking funnel, and the staff dashboard.

export const conversion = define({
  method: 'POST',
  path: '/api/analytics/conversion',
  access: 'public',
  errors: ['invalid_input', 'rate_limited'],
  io: io<{ body: ConversionEventInput; response: void }>,
});

export const pageView = define({
  method: 'POST',
  path: '/api/analytics/pageview',
  access: 'public',
  errors: ['invalid_input', 'rate_limited'],
  io: io<{ body: PageViewInput; response: void }>,
});

export * from './analytics.staff';
