// The mesh files of one role of a portfolio item: the stored ones still kept (each removable), and an
// upload queue for more, sized so that all roles together stay within ProfileLimits.portfolioFilesMax.
import { ProfileLimits, type PortfolioFile, type UploadAnswer } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { UploadQueue } from '../../../components/UploadQueue.tsx';
import { EditorSection, Missing } from './EditorSection.tsx';
import { ACCEPT, BODY_FIELD, type FileRole } from './portfolio-form.ts';

interface Props {
  role: FileRole;
  /** The item's stored files of this role still kept. */
  stored: PortfolioFile[];
  /** How many files this role uploaded now. */
  addedCount: number;
  /** All files of the item, every role, stored and uploaded now. */
  fileCount: number;
  error?: string;
  /** The form said the item is incomplete: an STL section without files says so. */
  missing: boolean;
  disabled: boolean;
  onRemoveStored: (id: string) => void;
  /** The STL files picked on this device, noted for the preview; other roles note none. */
  onPick?: (files: File[]) => void;
  onChange: (files: UploadAnswer[], running: boolean) => void;
}

export function PortfolioFilesSection({ role, stored, addedCount, fileCount, error, missing, disabled, onRemoveStored, onPick, onChange }: Props) {
  const { t } = useTranslation('portfolio');
  const others = fileCount - stored.length - addedCount;
  return (
    <EditorSection title={t(`portfolio:editor.${role}`)} hint={t(`portfolio:editor.${role}Hint`)} error={error} field={BODY_FIELD[role]} testId={`portfolio-files-${role}`}>
      {stored.length > 0 && (
        <ul className="flex flex-col gap-2">
          {stored.map((file) => (
            <li key={file.id} className="flex items-center gap-2 rounded-lg bg-sunken p-3 text-sm" data-testid="portfolio-stored-file">
              <span className="min-w-0 flex-1 truncate font-medium">{file.name}</span>
              <span className="shrink-0 text-ink-subtle">{t('portfolio:editor.uploaded')}</span>
              <button
                type="button"
                aria-label={t('portfolio:editor.removeFile', { name: file.name })}
                className="min-h-11 shrink-0 rounded-lg px-3 text-ink-muted hover:bg-sunken"
                onClick={() => onRemoveStored(file.id)}
              >
                {t('portfolio:editor.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* The queue keeps the picked files to itself; the STL ones are noted on the way in, for the preview. */}
      <div
        onChangeCapture={
          onPick
            ? (e) => {
                const input = e.target as HTMLInputElement;
                const files = input.type === 'file' ? Array.from(input.files ?? []) : [];
                if (files.length > 0) onPick(files);
              }
            : undefined
        }
      >
        <UploadQueue kind="portfolio" accept={ACCEPT[role]} maxFiles={Math.max(0, ProfileLimits.portfolioFilesMax - stored.length - others)} disabled={disabled} onChange={onChange} />
      </div>
      {role === 'stl' && missing && stored.length + addedCount === 0 && <Missing text={t('portfolio:editor.stlMissing')} />}
    </EditorSection>
  );
}
