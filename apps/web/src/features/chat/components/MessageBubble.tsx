// One message: the member's own on the right with its read receipt, the partner's on the left;
// text as written, an image shown in place, another file as a chip that downloads it. A message
// still on its way shows "sending…", or its failure with retry and discard.
import type { ChatMessage } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FileImage } from '../../../components/FileImage.tsx';
import { downloadErrorCode, downloadFile } from '../../../lib/download.ts';
import { formatBytes, useLocale } from '../../../lib/format.ts';
import { clockTime } from '../format.ts';
import type { PendingMessage } from '../outbox.ts';
import { PaperclipIcon } from './PaperclipIcon.tsx';

const OWN = 'rounded-2xl rounded-br-sm bg-brand-700 text-white';
const THEIRS = 'rounded-2xl rounded-bl-sm bg-slate-100 text-slate-900';

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
      className={`flex max-w-full items-center gap-2 rounded-xl border px-3 py-2 text-left text-sm ${own ? 'border-white/40 hover:bg-white/10' : 'border-slate-300 bg-white hover:bg-slate-50'}`}
      aria-label={t('chat:message.download', { name: file.name })}
      data-testid="chat-file-chip"
    >
      <PaperclipIcon />
      <span className="min-w-0">
        <span className="block truncate font-medium">{file.name}</span>
        <span className={`block text-xs ${own ? 'text-white/80' : 'text-slate-500'}`}>{formatBytes(file.size)}</span>
      </span>
    </button>
  );
}

function Content({ message, own }: { message: ChatMessage; own: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <div className={`flex max-w-full flex-col gap-1.5 px-3 py-2 ${own ? OWN : THEIRS}`}>
      {message.kind === 'image' && message.file && (
        <FileImage src={message.file.url} alt={t('message.imageAlt', { name: message.file.name })} className="max-h-64 max-w-full rounded-lg object-contain" loading="lazy" />
      )}
      {message.kind === 'file' && message.file && <FileChip file={message.file} own={own} />}
      {message.body && <p className="whitespace-pre-wrap break-words">{message.body}</p>}
    </div>
  );
}

interface Props {
  message: ChatMessage;
  own: boolean;
  /** The partner read it (own messages only). */
  read: boolean;
  highlighted: boolean;
}

export function MessageBubble({ message, own, read, highlighted }: Props) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  return (
    <li
      id={`chat-message-${message.seq}`}
      className={`flex flex-col ${own ? 'items-end' : 'items-start'}`}
      data-testid="chat-message"
      data-seq={message.seq}
      data-own={own || undefined}
    >
      <div className={`flex max-w-[85%] items-end gap-1.5 sm:max-w-[70%] ${own ? 'flex-row-reverse' : ''}`}>
        <div className={`min-w-0 rounded-2xl ${highlighted ? 'ring-4 ring-amber-300' : ''}`} data-highlighted={highlighted || undefined}>
          <Content message={message} own={own} />
        </div>
        <span className={`flex shrink-0 flex-col text-[11px] leading-tight text-slate-500 ${own ? 'items-end' : 'items-start'}`}>
          {own &&
            (read ? (
              <span data-testid="chat-receipt">{t('message.read')}</span>
            ) : (
              <span className="font-semibold text-amber-600" data-testid="chat-receipt-unread">
                <span aria-hidden>1</span>
                <span className="sr-only">{t('message.notRead')}</span>
              </span>
            ))}
          <time dateTime={message.createdAt}>{clockTime(message.createdAt, locale)}</time>
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
    <li className="flex flex-col items-end gap-1" data-testid="chat-pending" data-state={pending.state}>
      <div className={`max-w-[85%] px-3 py-2 sm:max-w-[70%] ${OWN} ${failed ? 'bg-red-700' : 'opacity-70'}`}>
        {pending.fileName && (
          <p className="flex items-center gap-2 text-sm">
            <PaperclipIcon />
            <span className="truncate">{pending.fileName}</span>
          </p>
        )}
        {pending.body && <p className="whitespace-pre-wrap break-words">{pending.body}</p>}
      </div>
      <p role={failed ? 'alert' : 'status'} className={`text-xs ${failed ? 'text-red-700' : 'text-slate-500'}`}>
        {status}
      </p>
      {failed && (
        <div className="flex gap-2">
          <button type="button" onClick={onRetry} className="min-h-9 rounded-lg border border-slate-300 px-3 text-xs font-semibold hover:bg-slate-50" data-testid="chat-retry">
            {t('chat:message.retry')}
          </button>
          <button type="button" onClick={onDiscard} className="min-h-9 rounded-lg px-3 text-xs text-slate-600 hover:bg-slate-100">
            {t('chat:message.discard')}
          </button>
        </div>
      )}
    </li>
  );
}
