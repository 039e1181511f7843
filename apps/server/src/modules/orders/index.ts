// The orders module's face (ARCHITECTURE §6): what other modules may use of it. Anything not
// named here is the module's own; app.ts composes routes and ports from any file.
export { listAdminOrders } from './admin-facts.ts';
export { ordersOf } from './export-facts.ts';
export { notDeliveredForOrder } from './quick-facts.ts';
export { orderIdOf } from './request-facts.ts';
export { designChecksOf, queueDesignChecks, type DesignCheckOwner } from './design-checks.ts';
export { orderQuotations } from './review-facts.ts';
export { findOrder, getOrder, lockOrder, recordEvent } from './service.ts';
export { countOrdersSince } from './stats-facts.ts';
export { getOrderTimeline } from './timeline.ts';
export { countOpenOrdersOf } from './withdrawal-facts.ts';
