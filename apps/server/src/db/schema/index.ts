export * from './members.ts';
export * from './auth.ts';
export * from './codes.ts';
export * from './files.ts';
export * from './outbox.ts';
export * from './referrals.ts';
export * from './requests.ts';
export * from './mileage.ts';
