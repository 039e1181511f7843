import { useTranslation } from 'react-i18next';

/** A numbered "how it works" list from catalogue keys `${prefix}.${step}.title|body`. */
export function IntroSteps({ prefix, steps }: { prefix: string; steps: readonly string[] }) {
  const { t } = useTranslation('content');
  return (
    <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {steps.map((step, i) => (
        <li key={step} className="flex gap-3 rounded-xl border border-line bg-white p-4">
          <span aria-hidden className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
            {i + 1}
          </span>
          <div>
            <h3 className="font-semibold">{t(`${prefix}.${step}.title`)}</h3>
            <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t(`${prefix}.${step}.body`)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
