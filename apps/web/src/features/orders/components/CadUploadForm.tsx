// The form that delivers a CAD result: files go up in resumable chunks of kind 'cad' with a progress
// bar each, a note may go with them, and one press sends them once. An order's delivery and a quick
// request's delivery both use it; each says what its request sends and where the user goes next.
import { DELIVERY_MAX_FILES } from '@dcm/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/Field.tsx';
import { UploadQueue } from '../../../components/UploadQueue.tsx';
import { useSendOnce } from '../../../lib/send-once.ts';

/** What a CAD result may hold: meshes, a ZIP of the design project, images and PDF (the server checks the bytes). */
export const CAD_ACCEPT = '.stl,.ply,.obj,.zip,.pdf,.jpg,.jpeg,.png';

const primary = 'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

/** The texts of the form, from the caller's catalogue. */
export type CadUploadLabels = {
  files: string;
  filesHint?: string;
  message: string;
  optional: string;
  waitForUploads: string;
  send: string;
  sending: string;
};

export type CadUploadDelivery = { fileIds: string[]; message: string };

type Props = {
  labels: CadUploadLabels;
  /** The data-testid prefix: `<prefix>-upload-form`, `-upload-problem`, `-message`, `-deliver`. */
  testIdPrefix: string;
  messageMax: number;
  busy: boolean;
  /** The caller's own checks after the files are there; false keeps the form (the caller shows why). */
  check?: () => boolean;
  /** Sends the delivery (the message as typed). */
  deliver: (delivery: CadUploadDelivery) => Promise<unknown>;
  /** What follows a delivery: a word of success and the next page. */
  onDelivered: () => void;
  /** The text shown when the delivery is refused. */
  problemOf: (error: unknown) => string;
  /** More fields between the note and the send button. */
  children?: ReactNode;
  submitClassName?: string;
};

export function CadUploadForm({ labels, testIdPrefix, messageMax, busy, check, deliver, onDelivered, problemOf, children, submitClassName = primary }: Props) {
  const { t } = useTranslation('common');
  const messageId = useId();
  const [files, setFiles] = useState<{ id: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One delivery however often the button is pressed.
  const sendOnce = useSendOnce();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (files.length === 0) return setProblem(t('common:validation.filesRequired'));
    if (check && !check()) return;
    // The promise, not mutate's callbacks: a delivered request no longer offers the form, which unmounts.
    sendOnce(() => deliver({ fileIds: files.map((f) => f.id), message }).then(onDelivered, (error: unknown) => setProblem(problemOf(error))));
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid={`${testIdPrefix}-upload-form`}>
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-bold">{labels.files}</h2>
        {labels.filesHint && <p className="text-sm text-ink-muted">{labels.filesHint}</p>}
        <UploadQueue
          kind="cad"
          maxFiles={DELIVERY_MAX_FILES}
          accept={CAD_ACCEPT}
          disabled={busy}
          onChange={(done, pending) => {
            setFiles(done);
            setUploading(pending);
          }}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="text-sm font-medium">
          {labels.message} <span className="font-normal text-ink-subtle">{labels.optional}</span>
        </label>
        <textarea
          id={messageId}
          rows={3}
          maxLength={messageMax}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          disabled={busy}
          className={`${inputClass} resize-y py-2.5`}
          data-testid={`${testIdPrefix}-message`}
        />
      </div>
      {children}
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid={`${testIdPrefix}-upload-problem`}>
          {problem}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {uploading && <p className="text-sm text-ink-muted">{labels.waitForUploads}</p>}
        <button type="submit" disabled={busy || uploading} className={submitClassName} data-testid={`${testIdPrefix}-deliver`}>
          {busy ? labels.sending : labels.send}
        </button>
      </div>
    </form>
  );
}
