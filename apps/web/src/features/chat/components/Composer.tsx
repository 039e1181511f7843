// Writing in a room, at the bottom of it: attach, the message, send. Enter sends, Shift+Enter starts
// a new line (never while a Korean syllable is still being composed); a counter appears near the
// limit; a file is checked before it is sent. While the member types the partner is told, at most
// every 2 seconds.
import { CHAT_TEXT_MAX } from '@dcm/shared';
import { Paperclip, SendHorizontal } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { sendFrame } from '../../../lib/realtime.ts';
import { CHAT_FILE_ACCEPT, checkChatFile } from '../file-rule.ts';

/** A `typing` frame goes out at most this often (shared/realtime.ts). */
const TYPING_EVERY_MS = 2000;
/** The counter shows once this few characters are left. */
const COUNTER_FROM = CHAT_TEXT_MAX - 200;

interface Props {
  roomId: string;
  onSendText: (body: string) => void;
  onSendFile: (file: File) => void;
}

export function Composer({ roomId, onSendText, onSendFile }: Props) {
  const { t } = useTranslation(['chat', 'errors']);
  const id = useId();
  const [text, setText] = useState('');
  const lastTyping = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const length = text.trim().length;
  const tooLong = length > CHAT_TEXT_MAX;
  const canSend = length > 0 && !tooLong;

  const send = () => {
    if (!canSend) return;
    onSendText(text.trim());
    setText('');
    lastTyping.current = 0;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };

  const onChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current >= TYPING_EVERY_MS) {
      lastTyping.current = now;
      sendFrame({ type: 'typing', roomId });
    }
  };

  const onFile = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = checkChatFile(file);
    if (problem) {
      toast.error(t(`errors:${problem}`));
      return;
    }
    onSendFile(file);
  };

  return (
    <form
      className="flex items-end gap-1.5 border-t border-line bg-surface px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:gap-2 sm:px-4 sm:py-3"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
      data-testid="chat-composer"
    >
      <input ref={fileInput} type="file" accept={CHAT_FILE_ACCEPT} className="sr-only" tabIndex={-1} onChange={(e) => onFile(e.currentTarget)} data-testid="chat-file-input" />
      <button
        type="button"
        onClick={() => fileInput.current?.click()}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-sunken hover:text-ink"
        aria-label={t('chat:composer.attach')}
        title={t('chat:composer.attach')}
      >
        <Paperclip aria-hidden className="size-5" />
      </button>
      <div className="flex min-w-0 flex-1 flex-col">
        <label htmlFor={id} className="sr-only">
          {t('chat:composer.label')}
        </label>
        <textarea
          id={id}
          value={text}
          rows={1}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chat:composer.placeholder')}
          title={t('chat:composer.hint')}
          aria-invalid={tooLong || undefined}
          aria-describedby={length >= COUNTER_FROM ? `${id}-hint ${id}-count` : `${id}-hint`}
          className="max-h-40 min-h-11 w-full resize-none rounded-[1.375rem] border border-transparent bg-sunken px-4 py-2.5 text-[15px] leading-6 text-ink [field-sizing:content] placeholder:text-ink-subtle focus:border-brand-500 focus:bg-surface focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-danger-600"
          data-testid="chat-input"
        />
        <p id={`${id}-hint`} className="sr-only">
          {t('chat:composer.hint')}
        </p>
        {length >= COUNTER_FROM && (
          <p id={`${id}-count`} className={`mt-1 px-2 text-right text-xs tabular-nums ${tooLong ? 'font-semibold text-danger-700' : 'text-ink-subtle'}`} data-testid="chat-counter">
            {tooLong ? t('chat:composer.tooLong', { max: CHAT_TEXT_MAX }) : t('chat:composer.count', { n: length, max: CHAT_TEXT_MAX })}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={!canSend}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-card transition-colors hover:bg-brand-800 disabled:bg-sunken disabled:text-ink-subtle disabled:shadow-none"
        aria-label={t('chat:composer.send')}
        title={t('chat:composer.send')}
        data-testid="chat-send"
      >
        <SendHorizontal aria-hidden className="size-5" />
      </button>
    </form>
  );
}
