import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Sign in with Google over OpenID Connect (issue Accounts). */
export const googleRoutes: FastifyPluginAsyncZod = async () => {};
