// How it works for each kind of member (SPEC §1): a client, a T-esigner and a dental lab each get
// their three steps, numbered and drawn with an icon, and the way to their own introduction page.
import {
  ArrowRight,
  BadgeCheck,
  Building2,
  FileCheck,
  FilePenLine,
  MapPin,
  PenTool,
  ReceiptText,
  Send,
  Stethoscope,
  Upload,
  UserPlus,
  UserRoundCheck,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeading, TEXT_LINK } from './SectionHeading.tsx';

const STEPS = ['one', 'two', 'three'] as const;

const AUDIENCES: ReadonlyArray<{ key: 'client' | 'designer' | 'lab'; to: string; Icon: LucideIcon; stepIcons: readonly [LucideIcon, LucideIcon, LucideIcon] }> = [
  { key: 'client', to: '/service1', Icon: Stethoscope, stepIcons: [FilePenLine, Send, FileCheck] },
  { key: 'designer', to: '/service2', Icon: PenTool, stepIcons: [UserRoundCheck, ReceiptText, Upload] },
  { key: 'lab', to: '/service3', Icon: Building2, stepIcons: [BadgeCheck, MapPin, UserPlus] },
];

export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="how-title" data-testid="main-how">
      <SectionHeading id="how-title" title={t('how.title')} intro={t('how.intro')} />
      <ul className="grid gap-4 lg:grid-cols-3 lg:gap-6">
        {AUDIENCES.map(({ key, to, Icon, stepIcons }) => (
          <li key={key} className="flex flex-col rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
            <div className="flex items-center gap-3">
              <span aria-hidden className="flex size-11 items-center justify-center rounded-full bg-brand-700 text-white">
                <Icon className="size-5" />
              </span>
              <h3 className="text-lg font-bold text-ink">{t(`how.${key}.title`)}</h3>
            </div>
            <ol className="mt-6 flex flex-1 flex-col">
              {STEPS.map((step, i) => {
                const StepIcon = stepIcons[i]!;
                return (
                  <li key={step} className="relative flex gap-3.5 pb-6 last:pb-0">
                    {/* The line joining a step to the next. */}
                    {i < STEPS.length - 1 && <span aria-hidden className="absolute top-11 bottom-1 left-5 w-px bg-brand-100" />}
                    <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                      <StepIcon className="size-[1.125rem]" />
                    </span>
                    <div className="min-w-0 pt-0.5">
                      <p aria-hidden className="text-xs font-bold tracking-wider text-brand-700 tabular-nums">
                        {String(i + 1).padStart(2, '0')}
                      </p>
                      <p className="mt-0.5 text-[0.9375rem] leading-relaxed text-ink-muted">{t(`how.${key}.${step}`)}</p>
                    </div>
                  </li>
                );
              })}
            </ol>
            <Link to={to} className={`${TEXT_LINK} mt-4 self-start`}>
              {t(`how.${key}.more`)}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
