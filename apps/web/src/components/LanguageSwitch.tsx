// The header's EN|KR switch (issue 26): two pressed-state buttons, each named in its own language. A
// switch remembers the choice (lib/i18n switchLocale) and asks the server again for everything on
// screen, since code tables, notices and errors come back in the language asked for.
import type { Locale } from '@dcm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { switchLocale } from '../lib/i18n.ts';

const CHOICES: ReadonlyArray<{ locale: Locale; short: string; name: string }> = [
  { locale: 'en', short: 'EN', name: 'English' },
  { locale: 'ko', short: 'KR', name: '한국어' },
];

export function LanguageSwitch({ testId = 'language-switch' }: { testId?: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const current: Locale = i18n.language === 'en' ? 'en' : 'ko';
  const choose = (next: Locale) => {
    if (next === current) return;
    void switchLocale(next).then(() => queryClient.invalidateQueries());
  };
  return (
    <div role="group" aria-label={t('language.label')} className="inline-flex items-center rounded-full bg-sunken p-0.5 text-xs font-bold" data-testid={testId}>
      {CHOICES.map((choice) => (
        <button
          key={choice.locale}
          type="button"
          lang={choice.locale}
          aria-pressed={current === choice.locale}
          onClick={() => choose(choice.locale)}
          className={`inline-flex min-h-8 min-w-9 items-center justify-center rounded-full px-2 transition-colors ${
            current === choice.locale ? 'bg-surface text-brand-800 shadow-card' : 'text-ink-muted hover:text-ink'
          }`}
        >
          {choice.short}
          <span className="sr-only"> {choice.name}</span>
        </button>
      ))}
    </div>
  );
}
