// What a signed-in member may do about another member from that member's page: keep them as a
// favourite, block them, report them. Each shows only where the server allows it; the page renders
// this only for a signed-in viewer who is not the owner.
import { useViewer } from '../../../lib/viewer.ts';
import { BlockButton, canBlock, type MemberKind } from './BlockButton.tsx';
import { FavouriteButton, useCanFavourite } from './FavouriteButton.tsx';
import { ReportButton } from './ReportDialog.tsx';

export function RelationActions({ memberNo, name, kind }: { memberNo: number; name: string; kind: MemberKind }) {
  const viewer = useViewer();
  const canFavourite = useCanFavourite(memberNo) && kind !== 'client';
  if (!viewer || viewer.memberNo === memberNo) return null;
  return (
    <>
      {canFavourite && <FavouriteButton memberNo={memberNo} name={name} variant="button" />}
      {viewer.kind !== 'admin' && <ReportButton target="member" targetId={String(memberNo)} name={name} />}
      {canBlock(viewer.kind, kind) && <BlockButton memberNo={memberNo} name={name} />}
    </>
  );
}
