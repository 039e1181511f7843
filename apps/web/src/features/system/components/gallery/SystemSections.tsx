// The design system's own pieces on /component (issue 26, decision 0039): the tokens (colours, type
// scale, radii and shadows), the icons, and the page parts every screen is built from: page header,
// cards, the data table that becomes cards on a phone, scrolling tabs, empty and error states.
import { Bell, CalendarClock, ClipboardList, FileBox, MessageCircle, Search, ShieldCheck, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../../components/buttons.ts';
import { RequestStatusBadge } from '../../../../components/StatusBadge.tsx';
import { ViewMoreDropdown } from '../../../../components/ViewMoreDropdown.tsx';
import { Card } from '../../../../components/ui/Card.tsx';
import { DataTable, type Column } from '../../../../components/ui/DataTable.tsx';
import { EmptyState } from '../../../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../../../components/ui/ErrorState.tsx';
import { Illustration, type IllustrationKind } from '../../../../components/ui/Illustration.tsx';
import { PageHeader } from '../../../../components/ui/PageHeader.tsx';
import { ScrollTabs } from '../../../../components/ui/ScrollTabs.tsx';
import { HttpError } from '../../../../lib/http.ts';
import { GallerySection } from './GallerySection.tsx';

/** Literal class names so Tailwind finds them. */
const SWATCHES = [
  { name: 'brand-50', className: 'bg-brand-50' },
  { name: 'brand-100', className: 'bg-brand-100' },
  { name: 'brand-300', className: 'bg-brand-300' },
  { name: 'brand-500', className: 'bg-brand-500' },
  { name: 'brand-700', className: 'bg-brand-700' },
  { name: 'brand-900', className: 'bg-brand-900' },
  { name: 'accent-500', className: 'bg-accent-500' },
  { name: 'success-600', className: 'bg-success-600' },
  { name: 'warning-600', className: 'bg-warning-600' },
  { name: 'danger-600', className: 'bg-danger-600' },
  { name: 'info-600', className: 'bg-info-600' },
  { name: 'canvas', className: 'bg-canvas' },
  { name: 'sunken', className: 'bg-sunken' },
  { name: 'ink', className: 'bg-ink' },
] as const;

export function TokensSection() {
  const { t } = useTranslation('system');
  return (
    <GallerySection id="tokens" title={t('gallery.tokens.title')} note={t('gallery.tokens.note')}>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-7">
        {SWATCHES.map((swatch) => (
          <li key={swatch.name} className="flex flex-col gap-1 text-xs text-ink-muted">
            <span className={`h-12 rounded-control border border-line ${swatch.className}`} />
            <code>{swatch.name}</code>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
        <p className="text-display">
          {t('gallery.tokens.display')} <span className="text-brand-700">{t('gallery.tokens.displayAccent')}</span>
        </p>
        <p className="text-title font-bold">{t('gallery.tokens.titleSample')}</p>
        <p className="text-heading font-bold">{t('gallery.tokens.headingSample')}</p>
        <p>{t('gallery.tokens.body')}</p>
        <p className="text-sm text-ink-muted">{t('gallery.tokens.small')}</p>
      </div>
      <div className="flex flex-wrap gap-4">
        <div className="flex size-28 items-center justify-center rounded-card bg-surface text-xs shadow-card">shadow-card</div>
        <div className="flex size-28 items-center justify-center rounded-panel bg-surface text-xs shadow-raised">shadow-raised</div>
      </div>
    </GallerySection>
  );
}

const ICONS = [ClipboardList, FileBox, MessageCircle, Bell, Wallet, Search, CalendarClock, ShieldCheck] as const;

export function IconsSection() {
  const { t } = useTranslation('system');
  return (
    <GallerySection id="icons" title={t('gallery.icons.title')} note={t('gallery.icons.note')}>
      <ul className="flex flex-wrap gap-3">
        {ICONS.map((Icon) => (
          <li key={Icon.displayName} className="flex size-12 items-center justify-center rounded-control bg-brand-50 text-brand-700">
            <Icon aria-hidden className="size-6" />
          </li>
        ))}
      </ul>
    </GallerySection>
  );
}

export function PagePartsSection() {
  const { t } = useTranslation('system');
  const [picked, setPicked] = useState('');
  return (
    <GallerySection id="page-parts" title={t('gallery.pageParts.title')} note={t('gallery.pageParts.note')}>
      <Card tone="sunken">
        <PageHeader
          level={2}
          eyebrow={t('gallery.pageParts.eyebrow')}
          title={t('gallery.pageParts.sampleTitle')}
          badge={<RequestStatusBadge status="quoteRequested" />}
          subtitle={t('gallery.pageParts.sampleSubtitle')}
          action={
            <button type="button" className={primaryButton}>
              {t('gallery.pageParts.primary')}
            </button>
          }
          more={
            <ViewMoreDropdown
              label={t('gallery.pageParts.more')}
              items={[
                { key: 'report', label: t('gallery.pageParts.report'), onSelect: () => setPicked(t('gallery.pageParts.report')) },
                { key: 'cancel', label: t('gallery.pageParts.cancel'), onSelect: () => setPicked(t('gallery.pageParts.cancel')) },
              ]}
            />
          }
        />
        {picked && <p className="mt-3 text-sm text-ink-muted">{picked}</p>}
      </Card>
      <div className="grid gap-3 sm:grid-cols-2">
        <Card title={t('gallery.pageParts.cardTitle')}>
          <p className="text-sm text-ink-muted">{t('gallery.pageParts.cardBody')}</p>
        </Card>
        <Card tone="sunken" title={t('gallery.pageParts.quietTitle')}>
          <p className="text-sm text-ink-muted">{t('gallery.pageParts.cardBody')}</p>
        </Card>
      </div>
    </GallerySection>
  );
}

interface SampleCase {
  referralNo: string;
  teeth: string;
  due: string;
  quotations: number;
}
const CASES: SampleCase[] = [
  { referralNo: '2026-1129-012', teeth: '11, 21', due: '12.01 18:00', quotations: 3 },
  { referralNo: '2026-1129-013', teeth: '36–37', due: '12.02 10:00', quotations: 0 },
];

export function TableSection() {
  const { t } = useTranslation('system');
  const [tab, setTab] = useState<'all' | 'open' | 'choosing' | 'ongoing' | 'complete' | 'cancelled'>('all');
  const tabs = (['all', 'open', 'choosing', 'ongoing', 'complete', 'cancelled'] as const).map((key, i) => ({ key, label: t(`gallery.table.tabs.${key}`), count: i * 3 }));
  const columns: Array<Column<SampleCase>> = [
    { key: 'no', header: t('gallery.table.referralNo'), cell: (row) => <span className="font-semibold text-brand-800">{row.referralNo}</span> },
    { key: 'teeth', header: t('gallery.table.teeth'), cell: (row) => row.teeth },
    { key: 'due', header: t('gallery.table.due'), cell: (row) => row.due, numeric: true },
    { key: 'quotations', header: t('gallery.table.quotations'), cell: (row) => row.quotations, numeric: true },
  ];
  return (
    <GallerySection id="table" title={t('gallery.table.title')} note={t('gallery.table.note')}>
      <ScrollTabs label={t('gallery.table.tabsLabel')} items={tabs} value={tab} onSelect={setTab} previousLabel={t('gallery.table.previous')} nextLabel={t('gallery.table.next')} testId="gallery-tabs" />
      <DataTable caption={t('gallery.table.caption')} columns={columns} rows={CASES} rowKey={(row) => row.referralNo} rowTestId="gallery-table-row" />
    </GallerySection>
  );
}

const KINDS: IllustrationKind[] = ['documents', 'search', 'chat', 'wallet', 'bell', 'error'];
/** A call the network never answered: the state a member on a train sees. */
const offline = HttpError.unanswered('network');

export function StatesSection() {
  const { t } = useTranslation('system');
  const [retried, setRetried] = useState(0);
  return (
    <GallerySection id="states" title={t('gallery.states.title')} note={t('gallery.states.note')}>
      <ul className="flex flex-wrap gap-2">
        {KINDS.map((kind) => (
          <li key={kind} className="rounded-control bg-surface p-1">
            <Illustration kind={kind} className="h-16 w-20" />
          </li>
        ))}
      </ul>
      <EmptyState
        illustration="documents"
        title={t('gallery.states.emptyTitle')}
        body={t('gallery.states.emptyBody')}
        action={
          <button type="button" className={primaryButton}>
            {t('gallery.states.emptyAction')}
          </button>
        }
        testId="gallery-empty"
      />
      <ErrorState error={offline} onRetry={() => setRetried((n) => n + 1)} testId="gallery-error" announce={false} />
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="gallery-retried">
        {t('gallery.states.retried', { count: retried })}
      </p>
    </GallerySection>
  );
}
