// The e-contract as the parties read it: its exact text (scrollable, sized for a phone), the SHA-256
// of that text, the signature once the client signed, and the PDF fetched with the member's token.
// The order pages fold it away (ContractFold.tsx) unless reading it is the viewer's next step.
import type { OrderContract } from '@dcm/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { downloadErrorCode } from '../../../lib/download.ts';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { downloadContractPdf } from '../api.ts';

const secondary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-control border border-line bg-surface px-4 font-medium text-ink hover:bg-sunken disabled:opacity-60';

/** The hash, small but whole: it wraps anywhere rather than pushing the page sideways. */
function Hash({ hash, testId }: { hash: string; testId: string }) {
  return (
    <code className="block break-all font-mono text-xs text-ink-muted" data-testid={testId}>
      {hash}
    </code>
  );
}

function PdfButton({ orderId, contract }: { orderId: string; contract: OrderContract }) {
  const { t } = useTranslation(['orders', 'errors']);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    try {
      await downloadContractPdf(orderId, contract.locale, t('orders:contract.fileName', { id: orderId.slice(0, 8) }));
    } catch (error) {
      const code = await downloadErrorCode(error);
      toast.error(t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') }));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <button type="button" onClick={() => void download()} disabled={downloading} className={secondary} data-testid="contract-pdf">
      <Download aria-hidden className="size-4" />
      {downloading ? t('orders:contract.downloading') : t('orders:contract.download')}
    </button>
  );
}

/** Who signed, when, and the hash of what they signed: the record a dispute is settled on. */
function SignatureBlock({ signature }: { signature: NonNullable<OrderContract['signature']> }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-control bg-success-50 p-3 text-sm ring-1 ring-success-200" data-testid="signature">
      <dt className="text-ink-muted">{t('signature.name')}</dt>
      <dd className="min-w-0 break-words font-semibold text-ink" data-testid="signature-name">
        {signature.name}
      </dd>
      <dt className="text-ink-muted">{t('signature.signedAt')}</dt>
      <dd className="text-ink">
        <time dateTime={signature.signedAt} data-testid="signature-time">
          {formatDateTime(signature.signedAt, locale)}
        </time>
      </dd>
      <dt className="col-span-2 text-ink-muted">{t('signature.hash')}</dt>
      <dd className="col-span-2 min-w-0">
        <Hash hash={signature.hash} testId="signature-hash" />
      </dd>
    </dl>
  );
}

interface Props {
  orderId: string;
  contract: UseQueryResult<OrderContract>;
}

export function ContractDocument({ orderId, contract }: Props) {
  const { t } = useTranslation(['orders', 'errors']);
  const locale = useLocale();
  const headingId = useId();
  const data = contract.data;

  let body;
  if (data) {
    const text = (
      <>
        {data.locale !== locale && (
          <p className="rounded-control bg-info-50 px-3 py-2 text-sm text-info-800" data-testid="contract-language">
            {t('orders:contract.signedIn', { language: t(`orders:contract.languages.${data.locale}`) })}
          </p>
        )}
        {/* A keyboard user scrolls the text too: the region takes focus. */}
        <div
          role="region"
          aria-label={t('orders:contract.textLabel')}
          tabIndex={0}
          lang={data.locale}
          className="max-h-[60vh] overflow-y-auto overscroll-contain whitespace-pre-wrap break-words rounded-control border border-line bg-sunken p-4 text-[15px] leading-7 text-ink focus-visible:outline-2 focus-visible:outline-brand-600 sm:max-h-[32rem]"
          data-testid="contract-text"
        >
          {data.text}
        </div>
        {/* Once signed, the signature shows the same hash already. */}
        {data.signature?.hash !== data.hash && (
          <div className="flex flex-col gap-1">
            <span className="text-xs font-medium text-ink-subtle">{t('orders:contract.hash')}</span>
            <Hash hash={data.hash} testId="contract-hash" />
          </div>
        )}
      </>
    );
    const pdf = (
      <div>
        <PdfButton orderId={orderId} contract={data} />
      </div>
    );
    // A signed contract opens with its record (who, when, which text) and the PDF; the text follows.
    body = data.signature ? (
      <>
        <SignatureBlock signature={data.signature} />
        {pdf}
        {text}
      </>
    ) : (
      <>
        {text}
        {pdf}
      </>
    );
  } else if (contract.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-control bg-danger-50 p-4 text-sm text-danger-700" data-testid="contract-error">
        <p>{t('orders:contract.loadFailed')}</p>
        <button type="button" onClick={() => void contract.refetch()} className={secondary}>
          {t('orders:contract.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <div role="status" aria-busy className="flex animate-pulse flex-col gap-2 rounded-control border border-line p-4">
        <span className="sr-only">{t('orders:loading')}</span>
        <div aria-hidden className="h-4 w-full rounded bg-sunken" />
        <div aria-hidden className="h-4 w-5/6 rounded bg-sunken" />
        <div aria-hidden className="h-4 w-2/3 rounded bg-sunken" />
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="contract">
      <h2 id={headingId} className="text-heading font-bold text-ink">
        {data?.title ?? t('orders:contract.title')}
      </h2>
      {body}
    </section>
  );
}
