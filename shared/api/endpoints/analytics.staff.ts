import type { DashboardDto, DashboardQuery, OverviewDto } from '../../contracts/analytics';
import { defineEndpoint as define, io } from '../endpoint';

// What the staff dashboard reads from /api/analytics.
// Apart from analytics.ts (which re-exports them) so guests' pages never carry them: the bundler
// places a module where its code is used, and only staff screens use these.

export const dashboard = define({
  method: 'GET',
  path: '/api/analytics/dashboard',
  access: 'staff',
  errors: ['invalid_input'],
  io: io<{ query: DashboardQuery; response: DashboardDto }>,
});

export const overview = define({
  method: 'GET',
  path: '/api/analytics/overview',
  access: 'staff',
  errors: [],
  io: io<{ response: OverviewDto }>,
});
