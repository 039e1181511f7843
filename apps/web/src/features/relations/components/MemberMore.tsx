// A member's "more" menu (issue 26): report and block, kept out of the way of what the page is for
// (sending a request, chatting, quoting), never beside its primary action. Each item shows only where
// the server allows it; without any the menu is left out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ViewMoreDropdown, type ViewMoreItem } from '../../../components/ViewMoreDropdown.tsx';
import { useViewer } from '../../../lib/viewer.ts';
import { BlockDialog, canBlock, type MemberKind } from './BlockDialog.tsx';
import { ReportDialog, type ReportTarget } from './ReportDialog.tsx';

interface Props {
  memberNo: number;
  /** The member's name, for the dialogs' titles. */
  name: string;
  kind: MemberKind;
  /** What "Report" reports: the member by default, or the request the page shows. */
  report?: { target: ReportTarget; targetId: string; name: string };
}

export function MemberMore({ memberNo, name, kind, report = { target: 'member', targetId: String(memberNo), name } }: Props) {
  const { t } = useTranslation('relations');
  const viewer = useViewer();
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  if (!viewer || viewer.memberNo === memberNo) return null;
  const mayReport = viewer.kind !== 'admin';
  const mayBlock = canBlock(viewer.kind, kind);
  const items: ViewMoreItem[] = [];
  if (mayReport) items.push({ key: 'report', label: t('report.button'), onSelect: () => setReporting(true) });
  if (mayBlock) items.push({ key: 'block', label: t('block.button'), onSelect: () => setBlocking(true) });
  if (items.length === 0) return null;

  return (
    <>
      <ViewMoreDropdown label={t('more', { name })} labelHidden items={items} testId="member-more" />
      {mayReport && <ReportDialog open={reporting} onOpenChange={setReporting} {...report} />}
      {mayBlock && <BlockDialog memberNo={memberNo} name={name} open={blocking} onOpenChange={setBlocking} />}
    </>
  );
}
