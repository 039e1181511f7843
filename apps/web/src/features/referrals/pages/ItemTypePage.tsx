// /request/itemType: the prosthesis types of the referral being written (the active row).
import { useTranslation } from 'react-i18next';
import { FormSubPage } from '../components/FormSubPage.tsx';
import { ProsthesisTypePicker } from '../components/ProsthesisTypePicker.tsx';
import { useWorkspace } from '../workspace.ts';

export default function ItemTypePage() {
  const { t } = useTranslation('referralPages');
  const updateData = useWorkspace((s) => s.updateData);
  return (
    <FormSubPage
      testId="item-type-page"
      title={t('itemType.title')}
      intro={t('itemType.intro')}
      status={(row) => t('itemType.status', { count: row.data.prosthesis.filter((p) => p.type).length })}
    >
      {(row) => <ProsthesisTypePicker value={row.data.prosthesis} onChange={(prosthesis) => updateData(row.key, { prosthesis })} />}
    </FormSubPage>
  );
}
