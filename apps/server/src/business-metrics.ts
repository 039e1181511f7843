// The business's counts on GET /metrics (decision 0029): the notification backlog, orders by state,
// the ledger's size, charges and refunds by provider, each read at scrape time from its module's
// facts. Composed here, beside app.ts, because platform/metrics.ts knows no module (decision 0033).
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import type { Db } from './db/client.ts';
import { countChargesByProvider, countLedgerEntries, countRefundsByProvider, type ProviderCount } from './modules/mileage/metrics-facts.ts';
import { notificationBacklog } from './modules/notifications/metrics-facts.ts';
import { countOrdersByState } from './modules/orders/metrics-facts.ts';
import { scrapedBy, type Metrics } from './platform/metrics.ts';

export function registerBusinessMetrics(metrics: Metrics, db: Db, log: FastifyBaseLogger): void {
  const registers = [metrics.registry];
  const scraped = scrapedBy(log);
  new Gauge({
    name: 'dcm_outbox_backlog',
    help: 'Notifications waiting: events not yet delivered in-app (queue="events"), pushes and e-mails not yet sent nor given up.',
    labelNames: ['queue'],
    registers,
    collect: scraped<Gauge<'queue'>>('dcm_outbox_backlog', async (gauge) => {
      const backlog = await notificationBacklog(db);
      gauge.set({ queue: 'events' }, backlog.events);
      for (const [channel, n] of Object.entries(backlog.deliveries)) gauge.set({ queue: channel }, n);
    }),
  });
  new Gauge({
    name: 'dcm_orders',
    help: 'Orders in each state now.',
    labelNames: ['state'],
    registers,
    collect: scraped<Gauge<'state'>>('dcm_orders', async (gauge) => {
      for (const [state, n] of await countOrdersByState(db)) gauge.set({ state }, n);
    }),
  });
  // The journal is append-only, so its size is a counter; every instance reads the same number.
  new Counter({
    name: 'dcm_ledger_entries_total',
    help: 'Journal entries in the mileage ledger (the whole database, not this instance).',
    registers,
    collect: scraped<Counter>('dcm_ledger_entries_total', async (counter) => counter.inc(await countLedgerEntries(db))),
  });
  // Charges and their refunds, each counted by payment provider and status at scrape time.
  const byProvider = (name: string, help: string, count: (from: Db) => Promise<Array<ProviderCount<string>>>) =>
    new Gauge({
      name,
      help,
      labelNames: ['provider', 'status'],
      registers,
      collect: scraped<Gauge<'provider' | 'status'>>(name, async (gauge) => {
        for (const r of await count(db)) gauge.set({ provider: r.provider, status: r.status }, r.count);
      }),
    });
  byProvider('dcm_mileage_charges', 'Mileage charges by payment provider and status.', countChargesByProvider);
  byProvider('dcm_charge_refunds', "Refunds of charges by the charge's payment provider and the refund's status.", countRefundsByProvider);
}
