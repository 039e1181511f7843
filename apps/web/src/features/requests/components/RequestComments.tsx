// The request's comments: T-esigners ask, the client answers, and everyone who sees the request
// reads them. Oldest first; replies nest one level under the comment they answer (the server files
// a reply to a reply under its parent, so only first-level comments offer "Reply").
import { COMMENT_MAX, type Comment } from '@dcm/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { useAddComment, useComments } from '../api.ts';
import { Moment } from './RequestFacts.tsx';

interface Props {
  requestId: string;
  /** The request's client or a T-esigner who sees it; the admin only reads. */
  canWrite: boolean;
  /** The viewer is the request's client (they answer; T-esigners ask). */
  viewerIsClient: boolean;
}

export function RequestComments({ requestId, canWrite, viewerIsClient }: Props) {
  const { t } = useTranslation(['requestView', 'errors']);
  const headingId = useId();
  const comments = useComments(requestId);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);

  const items = comments.data ?? [];
  const ids = new Set(items.map((c) => c.id));
  // A reply whose comment is not in the list still shows, as a comment of its own.
  const threads = items.filter((c) => !c.parentId || !ids.has(c.parentId));
  const repliesOf = (id: string) => items.filter((c) => c.parentId === id);

  return (
    <section aria-labelledby={headingId} data-testid="request-comments" className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold">
        {t('comments.title')}
        {comments.data && <span className="ml-2 text-base font-normal text-ink-subtle tabular-nums">{items.length}</span>}
      </h2>

      {comments.isPending ? (
        <p className="text-sm text-ink-subtle">{t('comments.loading')}</p>
      ) : comments.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`errors:${errorCodeOf(comments.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      ) : threads.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong bg-white px-4 py-6 text-center text-sm text-ink-muted" data-testid="comments-empty">
          {t(viewerIsClient ? 'comments.empty.client' : 'comments.empty.designer')}
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {threads.map((comment) => (
            <li key={comment.id} data-testid="comment-thread" className="rounded-xl border border-line bg-white p-4">
              <CommentBody comment={comment} />
              {canWrite && (
                <button
                  type="button"
                  aria-expanded={replyingTo === comment.id}
                  aria-label={t('comments.replyTo', { name: comment.author.nickname || t('unknownMember') })}
                  onClick={() => setReplyingTo(replyingTo === comment.id ? null : comment.id)}
                  className="mt-1 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
                >
                  <svg viewBox="0 0 16 16" aria-hidden className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={1.8}>
                    <path d="M6 4L2 8l4 4M2 8h8a4 4 0 014 4" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {t('comments.reply')}
                </button>
              )}
              {(repliesOf(comment.id).length > 0 || replyingTo === comment.id) && (
                <ol className="mt-2 flex flex-col gap-2 border-l-2 border-line pl-3 sm:ml-2 sm:pl-4">
                  {repliesOf(comment.id).map((reply) => (
                    <li key={reply.id} data-testid="comment-reply" className="rounded-lg bg-canvas p-3">
                      <CommentBody comment={reply} />
                    </li>
                  ))}
                  {replyingTo === comment.id && (
                    <li>
                      <CommentComposer requestId={requestId} parentId={comment.id} label={t('comments.replyLabel')} onDone={() => setReplyingTo(null)} autoFocus />
                    </li>
                  )}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}

      {canWrite && <CommentComposer requestId={requestId} label={t(viewerIsClient ? 'comments.new.client' : 'comments.new.designer')} />}
    </section>
  );
}

function CommentBody({ comment }: { comment: Comment }) {
  const { t } = useTranslation('requestView');
  return (
    <article className="flex flex-col gap-1">
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold text-ink">{comment.author.nickname || t('unknownMember')}</span>
        {comment.byClient && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-100" data-testid="comment-by-client">
            {t('comments.client')}
          </span>
        )}
        <span className="text-ink-subtle">
          <Moment iso={comment.createdAt} />
        </span>
      </header>
      <p className="whitespace-pre-wrap break-words text-ink">{comment.body}</p>
    </article>
  );
}

interface ComposerProps {
  requestId: string;
  parentId?: string;
  label: string;
  onDone?: () => void;
  autoFocus?: boolean;
}

/** A textarea with a counter; the limit is checked on the composed text, never cut mid-syllable. */
function CommentComposer({ requestId, parentId, label, onDone, autoFocus = false }: ComposerProps) {
  const { t } = useTranslation(['requestView', 'common', 'errors']);
  const id = useId();
  const add = useAddComment(requestId);
  const sending = useRef(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const length = body.trim().length;
  const over = length > COMMENT_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (length === 0) return setError(t('common:validation.required'));
    if (over) return setError(t('common:validation.too_big'));
    sending.current = true;
    setError(null);
    add.mutate(
      { body: body.trim(), ...(parentId ? { parentId } : {}) },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: () => {
          setBody('');
          onDone?.();
        },
        onError: (e) => {
          const field = fieldErrorsOf(e).body;
          if (field) setError(field);
          else toast.error(t(`errors:${errorCodeOf(e)}`, { defaultValue: t('errors:INTERNAL') }));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5" data-testid={parentId ? 'reply-form' : 'comment-form'}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          if (error) setError(null);
        }}
        rows={parentId ? 2 : 3}
        // The reply box opens because the member asked to write in it.
        autoFocus={autoFocus}
        aria-invalid={!!error || over}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className="w-full rounded-lg border border-line-strong bg-white px-3 py-2.5 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-500"
      />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          {error && (
            <p id={`${id}-error`} className="text-sm text-red-600">
              {error}
            </p>
          )}
          <p id={`${id}-count`} className={`text-xs tabular-nums ${over ? 'font-semibold text-red-600' : 'text-ink-subtle'}`}>
            {t('counter', { n: length, max: COMMENT_MAX })}
          </p>
        </div>
        <div className="flex gap-2">
          {onDone && (
            <button type="button" onClick={onDone} className="min-h-11 rounded-lg border border-line-strong px-3 text-sm font-medium hover:bg-sunken">
              {t('cancel')}
            </button>
          )}
          <button type="submit" disabled={add.isPending} className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {add.isPending ? t('comments.sending') : parentId ? t('comments.sendReply') : t('comments.send')}
          </button>
        </div>
      </div>
    </form>
  );
}
