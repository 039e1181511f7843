// The currencies money is kept in (SPEC §3 Mileage), without zod: the web's start formats money with
// these and must not carry zod's code for it (decision 0034). mileage/schema.ts re-exports them.
export const Currency = { KRW: 'KRW', USD: 'USD' } as const;
export type Currency = (typeof Currency)[keyof typeof Currency];
export const CURRENCIES = [Currency.KRW, Currency.USD] as const;
