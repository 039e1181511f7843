// The frame both order pages share: the title, then on a phone one column (stage, the first of
// summary and contract, the other, the form or the cancellation panel), and on a desktop the
// contract on the left with the summary and the form beside it. The DOM keeps the phone's order, so
// focus and reading agree.
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  intro: ReactNode;
  /** Loading, not found, or a redirect: shown instead of the sections. */
  instead?: ReactNode;
  stage?: ReactNode;
  summary?: ReactNode;
  contract?: ReactNode;
  /** A signed contract comes before the summary on a phone: its record is what the viewer came for. */
  contractFirst?: boolean;
  /** What the viewer fills in at this stage: the signature and payment, or the cancellation panel after acceptance. */
  form?: ReactNode;
}

export function OrderLayout({ title, intro, instead, stage, summary, contract, contractFirst = false, form }: Props) {
  const summaryCell = (
    <div key="summary" className="min-w-0 lg:col-start-2 lg:row-start-2">
      {summary}
    </div>
  );
  const contractCell = (
    <div key="contract" className="min-w-0 lg:col-start-1 lg:row-start-2 lg:row-span-2">
      {contract}
    </div>
  );

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <header className="mb-5">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{intro}</p>
      </header>
      {instead ?? (
        <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div className="min-w-0 lg:col-span-2">{stage}</div>
          {contractFirst ? [contractCell, summaryCell] : [summaryCell, contractCell]}
          {form && <div className="min-w-0 lg:col-start-2 lg:row-start-3">{form}</div>}
        </div>
      )}
    </section>
  );
}
