// The whole database schema, for drizzle-kit and the db connection. Feature code imports the
// entity files directly.
export * from './analytics';
export * from './audit-log';
export * from './blocked-slots';
export * from './cart-items';
export * from './content-sections';
export * from './corporate-orders';
export * from './jobs';
export * from './media-files';
export * from './menu-items';
export * from './payment-events';
export * from './rate-limits';
export * from './reservations';
export * from './sessions';
export * from './site-settings';
export * from './time-slots';
export * from './users';
