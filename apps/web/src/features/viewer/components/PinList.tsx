// The pins of an order's viewer as a conversation: each pin numbered as on the model, its author and
// time, its comment and its replies indented below; a pin's number focuses the camera on it. The
// same small form writes a new pin's comment and a reply.
import { PIN_COMMENT_MAX, type OrderPin } from '@dcm/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';

export interface PinThread {
  pin: OrderPin;
  /** The number drawn on the model: the pin's place among the order's pins, oldest first. */
  number: number;
  replies: OrderPin[];
}

/** Pins (oldest first) as numbered threads; a reply whose pin is unknown is left out. */
export function threadsOf(pins: OrderPin[]): PinThread[] {
  const threads: PinThread[] = [];
  const byId = new Map<string, PinThread>();
  for (const pin of pins) {
    if (pin.parentId) {
      byId.get(pin.parentId)?.replies.push(pin);
      continue;
    }
    const thread = { pin, number: threads.length + 1, replies: [] };
    threads.push(thread);
    byId.set(pin.id, thread);
  }
  return threads;
}

interface ListProps {
  threads: PinThread[];
  /** File names by id, to say which file a pin is on. */
  fileNames: Record<string, string>;
  canReply: boolean;
  activeId: string | null;
  onFocus: (thread: PinThread) => void;
  onReply: (parent: OrderPin, comment: string) => Promise<unknown>;
  /** What the page offers beside a pin (the client's "ask a rework here"). */
  threadAction?: (thread: PinThread) => ReactNode;
}

export function PinList({ threads, fileNames, canReply, activeId, onFocus, onReply, threadAction }: ListProps) {
  const { t } = useTranslation('viewer');
  const [replyTo, setReplyTo] = useState<string | null>(null);
  if (threads.length === 0) {
    return (
      <p className="rounded-lg bg-canvas p-4 text-sm text-ink-muted" data-testid="pins-empty">
        {t('pins.empty')}
      </p>
    );
  }
  return (
    <ol className="flex flex-col gap-3" aria-label={t('pins.label')} data-testid="pin-list">
      {threads.map((thread) => (
        <li key={thread.pin.id} className={`flex flex-col gap-2 rounded-lg bg-white p-3 ring-1 ${activeId === thread.pin.id ? 'ring-2 ring-orange-500' : 'ring-line'}`} data-testid="pin-item">
          <PinEntry pin={thread.pin} number={thread.number} fileName={fileNames[thread.pin.fileId]} onFocus={() => onFocus(thread)} />
          {thread.replies.length > 0 && (
            <ul className="ml-4 flex flex-col gap-2 border-l-2 border-line pl-3" aria-label={t('pins.replies', { n: thread.number })}>
              {thread.replies.map((reply) => (
                <li key={reply.id} data-testid="pin-reply">
                  <PinEntry pin={reply} />
                </li>
              ))}
            </ul>
          )}
          {canReply &&
            (replyTo === thread.pin.id ? (
              <PinForm
                title={t('pins.replyTitle', { n: thread.number })}
                submitLabel={t('pins.sendReply')}
                onSubmit={async (comment) => {
                  await onReply(thread.pin, comment);
                  setReplyTo(null);
                }}
                onCancel={() => setReplyTo(null)}
              />
            ) : (
              <button type="button" className="min-h-11 self-start rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50" onClick={() => setReplyTo(thread.pin.id)}>
                {t('pins.reply')}
              </button>
            ))}
          {threadAction?.(thread)}
        </li>
      ))}
    </ol>
  );
}

/** One pin or reply: who wrote it and when, then the comment; a pin's number is the button that shows it on the model. */
function PinEntry({ pin, number, fileName, onFocus }: { pin: OrderPin; number?: number; fileName?: string; onFocus?: () => void }) {
  const { t } = useTranslation('viewer');
  const locale = useLocale();
  return (
    <div className="flex gap-3">
      {number !== undefined && (
        <button
          type="button"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-blue-700 text-sm font-bold text-white hover:bg-blue-800"
          aria-label={t('pins.focus', { n: number })}
          onClick={onFocus}
        >
          {number}
        </button>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <strong className="font-semibold">{pin.author.nickname}</strong>
          <span className="text-xs text-ink-subtle">{t(`pins.role.${pin.authorRole}`)}</span>
          <time className="text-xs text-ink-subtle" dateTime={pin.createdAt}>
            {formatDateTime(pin.createdAt, locale)}
          </time>
        </p>
        {fileName && <p className="truncate text-xs text-ink-subtle">{t('pins.onFile', { name: fileName })}</p>}
        <p className="whitespace-pre-wrap break-words text-sm text-ink" data-testid="pin-comment">
          {pin.comment}
        </p>
      </div>
    </div>
  );
}

interface FormProps {
  title: string;
  submitLabel: string;
  onSubmit: (comment: string) => Promise<unknown>;
  onCancel: () => void;
}

/** A comment of up to PIN_COMMENT_MAX characters with its counter; the server's refusal is shown under it. */
export function PinForm({ title, submitLabel, onSubmit, onCancel }: FormProps) {
  const { t } = useTranslation(['viewer', 'common', 'errors']);
  const fieldId = useId();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (comment.trim() === '') {
      setProblem(t('common:validation.required'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onSubmit(comment.trim());
    } catch (error) {
      const field = fieldErrorsOf(error).comment;
      setProblem(field ? t(`common:validation.${field}`) : t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="flex flex-col gap-2 rounded-lg bg-canvas p-3" onSubmit={(e) => void submit(e)} data-testid="pin-form" noValidate>
      <label htmlFor={fieldId} className="text-sm font-semibold">
        {title}
      </label>
      <textarea
        id={fieldId}
        value={comment}
        maxLength={PIN_COMMENT_MAX}
        rows={3}
        autoFocus
        aria-describedby={`${fieldId}-count`}
        aria-invalid={!!problem}
        onChange={(e) => setComment(e.currentTarget.value)}
        className="w-full rounded-lg border border-line-strong bg-white p-2 text-base sm:text-sm"
      />
      <div className="flex flex-wrap items-center gap-2">
        <span id={`${fieldId}-count`} className="mr-auto text-xs tabular-nums text-ink-subtle">
          {t('viewer:pins.count', { count: comment.length, max: PIN_COMMENT_MAX })}
        </span>
        <button type="button" className="min-h-11 rounded-lg px-3 text-sm text-ink-muted hover:bg-line" onClick={onCancel}>
          {t('viewer:pins.cancel')}
        </button>
        <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50">
          {submitLabel}
        </button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
    </form>
  );
}
