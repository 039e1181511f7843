import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Joining, phone verification, address search, recovery (issue Accounts). */
export const joinRoutes: FastifyPluginAsyncZod = async () => {};
