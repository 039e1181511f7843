// One message: the member's own on the right in the brand's colour, the partner's on the left on a
// card with their picture at the start of a run; text as written, an image shown in place, another
// file as a chip that downloads it. Beside the bubble, "1" while the partner has not read it (or
// "read" under the latest they have) and the time at the end of a run. A message still on its way
// shows "sending…", or its failure with retry and discard.
import type { ChatMessage, ChatPartner } from '@dcm/shared';
import { CheckCheck, Download, FileText, Paperclip, RotateCw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { FileImage } from '../../../components/FileImage.tsx';
import { downloadErrorCode, downloadFile } from '../../../lib/download.ts';
import { formatBytes, useLocale } from '../../../lib/format.ts';
import { clockTime } from '../format.ts';
import type { PendingMessage } from '../outbox.ts';
import { PartnerAvatar } from './PartnerAvatar.tsx';

const OWN = 'rounded-2xl rounded-br-md bg-brand-700 text-white';
const THEIRS = 'rounded-2xl rounded-bl-md bg-surface text-ink shadow-card ring-1 ring-line';

function FileChip({ file, own }: { file: NonNullable<ChatMessage['file']>; own: boolean }) {
  const { t } = useTranslation(['chat', 'errors']);
  const download = () =>
    downloadFile(file).catch(async (error: unknown) => {
      const code = await downloadErrorCode(error);
      toast.error(t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') }));
    });
  return (
    <button
      type="button"
      onClick={() => void download()}
      className={`flex min-h-11 max-w-full items-center gap-3 rounded-xl p-2 pr-3 text-left text-sm ${own ? 'bg-white/10 hover:bg-white/20' : 'bg-sunken hover:bg-brand-50'}`}
      aria-label={t('chat:message.download', { name: file.name })}
      data-testid="chat-file-chip"
    >
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${own ? 'bg-white/15' : 'bg-surface text-brand-700'}`}>
        <FileText aria-hidden className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{file.name}</span>
        <span className={`block text-xs ${own ? 'text-white/80' : 'text-ink-muted'}`}>{formatBytes(file.size)}</span>
      </span>
      <Download aria-hidden className={`size-4 shrink-0 ${own ? 'text-white/80' : 'text-ink-subtle'}`} />
    </button>
  );
}

function Content({ message, own }: { message: ChatMessage; own: boolean }) {
  const { t } = useTranslation('chat');
  const image = message.kind === 'image' && message.file;
  return (
    <div className={`flex max-w-full flex-col gap-1.5 ${image ? 'p-1' : 'px-3.5 py-2'} ${own ? OWN : THEIRS}`}>
      {image && <FileImage src={message.file!.url} alt={t('message.imageAlt', { name: message.file!.name })} className="max-h-72 max-w-full rounded-xl object-contain" loading="lazy" />}
      {message.kind === 'file' && message.file && <FileChip file={message.file} own={own} />}
      {message.body && <p className={`text-[15px] leading-relaxed break-words whitespace-pre-wrap ${image ? 'px-2.5 pb-1' : ''}`}>{message.body}</p>}
    </div>
  );
}

/** What an own message says of its reading: "1" until the partner reads it, "read" under the latest they read. */
export type Receipt = 'unread' | 'read' | null;

interface Props {
  message: ChatMessage;
  own: boolean;
  partner: ChatPartner;
  receipt: Receipt;
  /** The first of a run of one sender's messages in one minute: the partner's picture beside it, more space above. */
  startsRun: boolean;
  /** The last of the run: the time beside it. */
  endsRun: boolean;
  highlighted: boolean;
}

export function MessageBubble({ message, own, partner, receipt, startsRun, endsRun, highlighted }: Props) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  return (
    // The partner's picture stays outside the message itself, so the message holds only what was sent.
    <li className={`flex ${own ? 'justify-end' : 'justify-start'} ${startsRun ? 'mt-3' : 'mt-1'}`}>
      {!own && (startsRun ? <PartnerAvatar partner={partner} size="xs" presence={false} /> : <span aria-hidden className="w-8 shrink-0" />)}
      <div
        id={`chat-message-${message.seq}`}
        className={`flex max-w-[80%] items-end gap-1.5 sm:max-w-[70%] ${own ? 'flex-row-reverse' : 'ml-2'}`}
        data-testid="chat-message"
        data-seq={message.seq}
        data-own={own || undefined}
      >
        <div className={`min-w-0 rounded-2xl transition-shadow ${highlighted ? 'ring-4 ring-warning-200' : ''}`} data-highlighted={highlighted || undefined}>
          <Content message={message} own={own} />
        </div>
        <span className={`flex shrink-0 flex-col text-[11px] leading-tight ${own ? 'items-end' : 'items-start'}`}>
          {receipt === 'read' && (
            <span className="inline-flex items-center gap-0.5 text-ink-subtle" data-testid="chat-receipt">
              <CheckCheck aria-hidden className="size-3.5 text-brand-600" />
              {t('message.read')}
            </span>
          )}
          {receipt === 'unread' && (
            <span className="font-bold text-warning-700" data-testid="chat-receipt-unread">
              <span aria-hidden>1</span>
              <span className="sr-only">{t('message.notRead')}</span>
            </span>
          )}
          {endsRun && (
            <time dateTime={message.createdAt} className="text-ink-subtle tabular-nums">
              {clockTime(message.createdAt, locale)}
            </time>
          )}
        </span>
      </div>
    </li>
  );
}

export function PendingBubble({ pending, onRetry, onDiscard }: { pending: PendingMessage; onRetry: () => void; onDiscard: () => void }) {
  const { t } = useTranslation(['chat', 'errors']);
  const failed = pending.state === 'failed';
  let status;
  if (failed) status = t(`errors:${pending.error ?? 'INTERNAL'}`, { defaultValue: t('errors:INTERNAL') });
  else if (pending.state === 'uploading') status = t('chat:message.uploading', { percent: pending.progress });
  else status = t('chat:message.sending');
  return (
    <li className="mt-1 flex flex-col items-end gap-1" data-testid="chat-pending" data-state={pending.state}>
      <div className={`max-w-[80%] px-3.5 py-2 sm:max-w-[70%] ${failed ? 'rounded-2xl rounded-br-md bg-danger-700 text-white' : `${OWN} opacity-70`}`}>
        {pending.fileName && (
          <p className="flex items-center gap-2 text-sm">
            <Paperclip aria-hidden className="size-4 shrink-0" />
            <span className="truncate">{pending.fileName}</span>
          </p>
        )}
        {pending.body && <p className="text-[15px] leading-relaxed break-words whitespace-pre-wrap">{pending.body}</p>}
      </div>
      <p role={failed ? 'alert' : 'status'} className={`text-xs ${failed ? 'font-medium text-danger-700' : 'text-ink-subtle'}`}>
        {status}
      </p>
      {failed && (
        <div className="flex gap-1.5">
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-control border border-line bg-surface px-3 text-xs font-semibold text-ink hover:bg-sunken"
            data-testid="chat-retry"
          >
            <RotateCw aria-hidden className="size-3.5" />
            {t('chat:message.retry')}
          </button>
          <button type="button" onClick={onDiscard} className="inline-flex min-h-11 items-center gap-1.5 rounded-control px-3 text-xs font-medium text-ink-muted hover:bg-sunken hover:text-ink">
            <Trash2 aria-hidden className="size-3.5" />
            {t('chat:message.discard')}
          </button>
        </div>
      )}
    </li>
  );
}
