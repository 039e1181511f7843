// Searching a room's messages: the matches, newest first; choosing one brings it into view.
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
  if (q && results.isPending) list = <p role="status" className="px-3 py-2 text-sm text-slate-500">{t('chat:search.searching')}</p>;
  else if (q && results.isError)
    list = (
      <p role="alert" className="px-3 py-2 text-sm text-red-700">
        {t(`errors:${errorCodeOf(results.error)}`, { defaultValue: t('errors:INTERNAL') })}
      </p>
    );
  else if (q && results.data?.items.length === 0)
    list = (
      <p className="px-3 py-2 text-sm text-slate-500" data-testid="chat-search-none">
        {t('chat:search.none', { q })}
      </p>
    );
  else if (q && results.data)
    list = (
      <ul className="max-h-56 divide-y divide-slate-100 overflow-y-auto" aria-label={t('chat:search.results')} data-testid="chat-search-results">
        {results.data.items.map((message) => (
          <li key={message.id}>
            <button type="button" onClick={() => onPick(message.seq)} className="flex w-full items-baseline gap-3 px-3 py-2 text-left text-sm hover:bg-slate-50" data-testid="chat-search-result">
              <span className="min-w-0 flex-1 truncate">{previewOf(message, t)}</span>
              <time dateTime={message.createdAt} className="shrink-0 text-xs text-slate-500">
                {listTime(message.createdAt, locale)}
              </time>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="border-b border-slate-200 bg-slate-50" data-testid="chat-search">
      <form
        role="search"
        className="flex items-center gap-2 p-2"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(typed.trim());
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t('chat:search.label')}
        </label>
        <input
          id={id}
          type="search"
          value={typed}
          maxLength={100}
          autoFocus
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('chat:search.placeholder')}
          className="min-h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm"
          data-testid="chat-search-input"
        />
        <button type="submit" className="min-h-10 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800">
          {t('chat:search.submit')}
        </button>
        <button type="button" onClick={onClose} className="min-h-10 rounded-lg px-3 text-sm text-slate-600 hover:bg-slate-200">
          {t('chat:search.close')}
        </button>
      </form>
      {list}
    </div>
  );
}
