// Every table, one file per owner (ARCHITECTURE §6): a module imports its own file; drizzle-kit and
// the tests read them all from here.
export * from './members.ts';
export * from './auth.ts';
export * from './codes.ts';
export * from './files.ts';
export * from './platform.ts';
export * from './referrals.ts';
export * from './requests.ts';
export * from './quotations.ts';
export * from './mileage.ts';
export * from './orders.ts';
export * from './uploads.ts';
export * from './reviews.ts';
export * from './profiles.ts';
export * from './notifications.ts';
export * from './chat.ts';
export * from './quick.ts';
export * from './content.ts';
