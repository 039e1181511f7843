// What the requests module tells a profile's figures (quotations/profile-facts.ts): when each request
// was sent, for the time a T-esigner took to answer it.
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { requests } from '../../db/schema/requests.ts';

/**
 * Each request's id and creation time, a subquery PostgreSQL flattens into the caller's join (no
 * cost over joining the table): `inner join ${requestTimes} on ${requestTimes.id} = ${quotations.requestId}`.
 */
export const requestTimes = new QueryBuilder().select({ id: requests.id, createdAt: requests.createdAt }).from(requests).as('request_times');
