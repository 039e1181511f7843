// /help (SPEC §2 and the footer's "guide", privacy policy and terms of use): the help centre — a
// question search, the most asked questions, the latest notices, the 1:1 inquiry and the guides —
// and, at ?doc=terms|privacy, the legal document itself (?version= an earlier one).
import { DocumentKind } from '@dcm/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { InTurn } from '../../../components/InTurn.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { useFaq, useNotices } from '../api.ts';
import { FaqAccordion } from '../components/FaqAccordion.tsx';
import { LegalDocumentView } from '../components/LegalDocumentView.tsx';
import { PinnedBadge, publishedDay } from '../components/NoticeRow.tsx';
import { useLocale } from '../../../lib/format.ts';
import { PageTitle } from '../components/PageTitle.tsx';

const FAQ_PREVIEW = 5;
const NOTICE_PREVIEW = 5;

const card = 'rounded-2xl border border-line bg-white p-5';
const moreLink = 'inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline';

const guides = [
  { to: '/service1', key: 'client' },
  { to: '/service2', key: 'designer' },
  { to: '/service3', key: 'lab' },
  { to: '/service4', key: 'quick' },
  { to: '/request/requestTip', key: 'requestTip' },
] as const;

function QuestionSearch() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  return (
    <form
      role="search"
      className="mt-4 flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void navigate(q.trim() ? `/faq?q=${encodeURIComponent(q.trim())}` : '/faq');
      }}
    >
      <label htmlFor="help-search" className="sr-only">
        {t('faq.search')}
      </label>
      <input
        id="help-search"
        type="search"
        value={q}
        maxLength={50}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t('faq.searchPlaceholder')}
        className="min-h-11 min-w-0 flex-1 rounded-lg border border-line-strong bg-white px-3"
      />
      <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
        {t('help.searchButton')}
      </button>
    </form>
  );
}

interface PreviewProps {
  id: string;
  title: string;
  more: string;
  pending: boolean;
  loadingText: string;
  /** Said instead of the children when there is nothing to show. */
  emptyText: string | null;
  /**
   * The height of a full preview (a min-height class), kept from the first paint on: the loading
   * line gave way to the list and moved the cards below it down (Lighthouse: CLS 0.087 on a phone).
   */
  reserve: string;
  children: ReactNode;
}

/** A hub card: a heading with its "more" link, then a loading line, an empty line or the items. */
function PreviewCard({ id, title, more, pending, loadingText, emptyText, reserve, children }: PreviewProps) {
  const { t } = useTranslation('content');
  return (
    <section aria-labelledby={id} className={card} data-testid={id}>
      <div className="mb-3 flex items-center justify-between">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        <Link to={more} className={moreLink}>
          {t('help.more')}
          {/* Named for a screen reader and a crawler: two links reading "See more" said nothing of where they go. */}
          <span className="sr-only"> {title}</span>
        </Link>
      </div>
      <div className={reserve}>
        {pending ? <p className="text-sm text-ink-subtle">{loadingText}</p> : emptyText ? <p className="text-sm text-ink-subtle">{emptyText}</p> : children}
      </div>
    </section>
  );
}

function FaqPreview() {
  const { t } = useTranslation('content');
  const faq = useFaq();
  const items = (faq.data ?? []).filter((f) => f.category === 'general').slice(0, FAQ_PREVIEW);
  return (
    <PreviewCard
      id="help-faq"
      title={t('help.faqTitle')}
      more="/faq"
      pending={faq.isPending}
      loadingText={t('faq.loading')}
      emptyText={items.length === 0 ? t('faq.empty') : null}
      // Five questions of one line: 3 rem and a border each, the list's border.
      reserve="min-h-[15.5rem]"
    >
      <FaqAccordion items={items} testId="help-faq" />
    </PreviewCard>
  );
}

function NoticePreview() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const notices = useNotices({ page: 1, size: NOTICE_PREVIEW });
  const items = notices.data?.items ?? [];
  return (
    <PreviewCard
      id="help-notices"
      title={t('notice.title')}
      more="/help/notice"
      pending={notices.isPending}
      loadingText={t('notice.loading')}
      emptyText={items.length === 0 ? t('notice.empty') : null}
      // Five notices: 2.75 rem and a border each.
      reserve="min-h-[14.25rem]"
    >
      <ul className="divide-y divide-line">
        {items.map((n) => (
          <li key={n.id}>
            <Link to={`/help/notice?id=${n.id}`} className="flex min-h-11 items-center gap-2 py-1 hover:text-brand-700">
              {n.pinned && <PinnedBadge />}
              <span className="min-w-0 flex-1 truncate">{n.title}</span>
              <time dateTime={n.publishedAt} className="shrink-0 text-xs text-ink-subtle">
                {publishedDay(n.publishedAt, locale)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </PreviewCard>
  );
}

function Hub() {
  const { t } = useTranslation('content');
  return (
    <>
      <div className="rounded-2xl bg-gradient-to-b from-brand-50 to-white p-5 sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('help.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('help.intro')}</p>
        <QuestionSearch />
      </div>
      {/* Below the search, the previews and then the rest each in a task of its own (components/InTurn.tsx). */}
      <InTurn className="grid gap-4 lg:grid-cols-2">
        <FaqPreview />
        <NoticePreview />
      </InTurn>
      <InTurn className="flex flex-col gap-6">
        <HubLinks />
      </InTurn>
    </>
  );
}

/** The 1:1 inquiry, the guides and the legal documents. */
function HubLinks() {
  const { t } = useTranslation('content');
  return (
    <>
      <section aria-labelledby="help-inquiry" className={card} data-testid="help-inquiry">
        <h2 id="help-inquiry" className="text-lg font-bold">
          {t('help.inquiryTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('help.inquiryBody')}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to="/inquire" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
            {t('help.inquire')}
          </Link>
          <Link to="/myInquire" className="inline-flex min-h-11 items-center rounded-lg border border-line-strong px-4 font-medium hover:bg-canvas">
            {t('help.myInquiries')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="help-guides">
        <h2 id="help-guides" className="mb-3 text-lg font-bold">
          {t('help.guidesTitle')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {guides.map((g) => (
            <li key={g.key}>
              <Link to={g.to} className="block h-full rounded-xl border border-line bg-white p-4 hover:border-brand-600">
                <span className="font-semibold">{t(`help.guides.${g.key}.title`)}</span>
                <span className="mt-1 block text-sm text-ink-muted">{t(`help.guides.${g.key}.body`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <nav aria-label={t('help.documents')} className="flex flex-wrap gap-4 text-sm">
        <Link to="/help?doc=terms" className={moreLink}>
          {t('documents.kinds.terms')}
        </Link>
        <Link to="/help?doc=privacy" className={moreLink}>
          {t('documents.kinds.privacy')}
        </Link>
      </nav>
    </>
  );
}

export default function HelpPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const doc = DocumentKind.safeParse(params.get('doc'));
  return (
    <Page width="working" testId="help-page">
      <PageTitle title={doc.success ? t(`documents.kinds.${doc.data}`) : t('help.title')} />
      {doc.success ? (
        <>
          <header>
            <nav aria-label={t('help.breadcrumb')} className="mb-2 text-sm text-ink-subtle">
              <Link to="/help" className="hover:underline">
                {t('help.title')}
              </Link>
              <span aria-hidden> › </span>
              <span>{t(`documents.kinds.${doc.data}`)}</span>
            </nav>
            <h1 className="text-2xl font-bold">{t(`documents.kinds.${doc.data}`)}</h1>
          </header>
          <LegalDocumentView kind={doc.data} version={params.get('version')} />
        </>
      ) : (
        <Hub />
      )}
    </Page>
  );
}
