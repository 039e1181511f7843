import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The operator's console API (issue Accounts: member approval). */
export const adminRoutes: FastifyPluginAsyncZod = async () => {};
