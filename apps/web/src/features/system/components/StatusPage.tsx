import { useTranslation } from 'react-i18next';

interface Props {
  testId: string;
  code: string;
  title: string;
  body: string;
  retry?: boolean;
}

export function StatusPage({ testId, code, title, body, retry = false }: Props) {
  const { t } = useTranslation('system');
  return (
    <section data-testid={testId} className="mx-auto flex min-h-[70vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-black text-brand-700">{code}</p>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="whitespace-pre-line text-ink-muted">{body}</p>
      <div className="flex gap-3">
        {/* A plain link: these pages may show when the app itself could not start. */}
        <a href="/" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {t('home')}
        </a>
        {retry && (
          <button type="button" onClick={() => window.location.reload()} className="rounded-lg border border-line-strong px-5 py-2.5 font-semibold hover:bg-sunken">
            {t('retry')}
          </button>
        )}
      </div>
    </section>
  );
}
