// Writing in a room: Enter sends, Shift+Enter starts a new line (never while a Korean syllable is
// still being composed); a counter appears near the limit; a file is checked before it is sent.
// While the member types the partner is told, at most every 2 seconds.
import { CHAT_TEXT_MAX } from '@dcm/shared';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { sendFrame } from '../../../lib/realtime.ts';
import { CHAT_FILE_ACCEPT, checkChatFile } from '../file-rule.ts';
import { PaperclipIcon } from './PaperclipIcon.tsx';

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
      className="flex items-end gap-2 border-t border-slate-200 bg-white p-3"
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
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-xl text-slate-600 hover:bg-slate-100"
        aria-label={t('chat:composer.attach')}
        title={t('chat:composer.attach')}
      >
        <PaperclipIcon />
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
          aria-invalid={tooLong || undefined}
          aria-describedby={length >= COUNTER_FROM ? `${id}-count` : undefined}
          className="max-h-40 min-h-11 w-full resize-none rounded-2xl border border-slate-300 px-4 py-2.5 [field-sizing:content]"
          data-testid="chat-input"
        />
        {length >= COUNTER_FROM && (
          <p id={`${id}-count`} className={`mt-1 text-right text-xs tabular-nums ${tooLong ? 'font-semibold text-red-600' : 'text-slate-500'}`} data-testid="chat-counter">
            {tooLong ? t('chat:composer.tooLong', { max: CHAT_TEXT_MAX }) : t('chat:composer.count', { n: length, max: CHAT_TEXT_MAX })}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={!canSend}
        className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
        data-testid="chat-send"
      >
        {t('chat:composer.send')}
      </button>
    </form>
  );
}
