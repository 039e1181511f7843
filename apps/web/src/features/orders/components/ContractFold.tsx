// The e-contract folded away on the order pages (issue 26): one line, "View the contract", with
// whether it is signed; it opens where reading it is the viewer's next step (the client signs it,
// the T-esigner answers the request it makes). The document stays in the page when folded, so its
// text is found by the browser's search and the signature's time keeps its place.
import type { OrderContract } from '@dcm/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronDown, FileCheck2, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContractDocument } from './ContractDocument.tsx';

interface Props {
  orderId: string;
  contract: UseQueryResult<OrderContract>;
  /** Open when the page comes up (or when the stage changes to one that needs the text); the member may fold it either way. */
  open: boolean;
}

export function ContractFold({ orderId, contract, open }: Props) {
  const { t } = useTranslation('orders');
  const signed = !!contract.data?.signature;
  const Icon = signed ? FileCheck2 : FileText;
  return (
    // `open` is set when it changes only: a member's own folding stays until the stage moves.
    <details open={open} className="group rounded-card border border-line bg-surface shadow-card" data-testid="contract-fold">
      <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-card px-4 py-3 hover:bg-sunken focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-6 [&::-webkit-details-marker]:hidden">
        <Icon aria-hidden className={`size-5 shrink-0 ${signed ? 'text-success-700' : 'text-brand-700'}`} />
        <span className="font-semibold text-ink">{t('page.contractToggle')}</span>
        {contract.data && (
          <span className={`text-sm ${signed ? 'text-success-700' : 'text-ink-subtle'}`} data-testid="contract-fold-state">
            {t(signed ? 'page.contractSigned' : 'page.contractUnsigned')}
          </span>
        )}
        <ChevronDown aria-hidden className="ml-auto size-5 shrink-0 text-ink-subtle transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-t border-line p-4 sm:p-6">
        <ContractDocument orderId={orderId} contract={contract} />
      </div>
    </details>
  );
}
