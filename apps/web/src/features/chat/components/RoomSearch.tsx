// Searching a room's messages: the matches, newest first; choosing one brings it into view.
import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useRoomSearch } from '../api.ts';
import { listTime, previewOf } from '../format.ts';

interface Props {
  roomId: string;
  onPick: (seq: number) => void;
  onClose: () => void;
}

export function RoomSearch({ roomId, onPick, onClose }: Props) {
  const { t } = useTranslation(['chat', 'errors']);
  const locale = useLocale();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const results = useRoomSearch(roomId, q);

  let list = null;
  if (q && results.isPending) list = <p role="status" className="px-4 py-2 text-sm text-ink-subtle">{t('chat:search.searching')}</p>;
  else if (q && results.isError)
    list = (
      <p role="alert" className="px-4 py-2 text-sm text-danger-700">
        {t(`errors:${errorCodeOf(results.error)}`, { defaultValue: t('errors:INTERNAL') })}
      </p>
    );
  else if (q && results.data?.items.length === 0)
    list = (
      <p className="px-4 py-2 text-sm text-ink-subtle" data-testid="chat-search-none">
        {t('chat:search.none', { q })}
      </p>
    );
  else if (q && results.data)
    list = (
      <ul className="max-h-56 divide-y divide-line overflow-y-auto border-t border-line bg-surface" aria-label={t('chat:search.results')} data-testid="chat-search-results">
        {results.data.items.map((message) => (
          <li key={message.id}>
            <button type="button" onClick={() => onPick(message.seq)} className="flex min-h-11 w-full items-center gap-3 px-4 py-2 text-left text-sm text-ink hover:bg-sunken" data-testid="chat-search-result">
              <span className="min-w-0 flex-1 truncate">{previewOf(message, t)}</span>
              <time dateTime={message.createdAt} className="shrink-0 text-xs text-ink-subtle tabular-nums">
                {listTime(message.createdAt, locale)}
              </time>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="border-b border-line bg-surface" data-testid="chat-search">
      <form
        role="search"
        className="flex items-center gap-2 px-3 py-2 sm:px-4"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(typed.trim());
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t('chat:search.label')}
        </label>
        <span className="relative min-w-0 flex-1">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-subtle" />
          <input
            id={id}
            type="search"
            value={typed}
            maxLength={100}
            autoFocus
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('chat:search.placeholder')}
            className="min-h-11 w-full rounded-control border border-transparent bg-sunken pr-3 pl-10 text-sm text-ink placeholder:text-ink-subtle focus:border-brand-500 focus:bg-surface focus:ring-2 focus:ring-brand-200 focus:outline-none"
            data-testid="chat-search-input"
          />
        </span>
        <button type="submit" className="inline-flex min-h-11 shrink-0 items-center rounded-control bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
          {t('chat:search.submit')}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-sunken hover:text-ink"
          aria-label={t('chat:search.close')}
          title={t('chat:search.close')}
        >
          <X aria-hidden className="size-5" />
        </button>
      </form>
      {list}
    </div>
  );
}
