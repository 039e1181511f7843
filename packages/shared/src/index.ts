export * from './members/codes.ts';
export * from './lang.ts';
export * from './errors.ts';
export * from './limits.ts';
export * from './auth/schema.ts';
export * from './codes/groups.ts';
export * from './codes/schema.ts';
export * from './files/schema.ts';
