// The profile photo: a new image upload replaces it, or it is removed. The header and My page's card
// show the new one at once (the signed-in user follows the answer).
import type { MyInfo } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { FileImage } from '../../../components/FileImage.tsx';
import { FileUpload } from '../../../components/FileUpload.tsx';
import { imageRule } from '../../../lib/file-rules.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { useChangeProfileImage, useOnce } from '../api.ts';
import { secondaryButton } from '../../../components/buttons.ts';
import { Panel } from './Panel.tsx';

export function ProfileImageSection({ info }: { info: MyInfo }) {
  const { t } = useTranslation(['mypage', 'errors']);
  const change = useChangeProfileImage();
  const once = useOnce();

  const send = (fileId: string | null) =>
    once(async () => {
      try {
        await change.mutateAsync(fileId);
        toast.success(fileId ? t('mypage:image.saved') : t('mypage:image.removed'));
      } catch (error) {
        toast.error(`${t('mypage:failed')} ${t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })}`);
      }
    });

  return (
    <Panel id="image" title={t('mypage:image.title')} intro={t('mypage:image.intro')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {info.profileImageUrl ? (
          <FileImage src={info.profileImageUrl} alt="" className="size-24 shrink-0 rounded-full object-cover" data-testid="image-current" />
        ) : (
          <span className="flex size-24 shrink-0 items-center justify-center rounded-full bg-sunken p-2 text-center text-xs text-ink-subtle" data-testid="image-none">
            {t('mypage:image.none')}
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-3" aria-busy={change.isPending}>
          <FileUpload label={t('mypage:image.upload')} rule={imageRule} onUploaded={(file) => send(file.id)} />
          {info.profileImageUrl && (
            <button type="button" onClick={() => send(null)} disabled={change.isPending} className={`${secondaryButton} sm:self-start`} data-testid="image-remove">
              {t('mypage:image.remove')}
            </button>
          )}
        </div>
      </div>
    </Panel>
  );
}
