// What a signed-in member may do about another member from that member's page: keep them as a
// favourite, and in the "more" menu report or block them. Each shows only where the server allows
// it; the page renders this only for a signed-in viewer who is not the owner.
import { useViewer } from '../../../lib/viewer.ts';
import type { MemberKind } from './BlockDialog.tsx';
import { FavouriteButton, useCanFavourite } from './FavouriteButton.tsx';
import { MemberMore } from './MemberMore.tsx';

export function RelationActions({ memberNo, name, kind }: { memberNo: number; name: string; kind: MemberKind }) {
  const viewer = useViewer();
  const canFavourite = useCanFavourite(memberNo) && kind !== 'client';
  if (!viewer || viewer.memberNo === memberNo) return null;
  return (
    <>
      {canFavourite && <FavouriteButton memberNo={memberNo} name={name} variant="button" />}
      <MemberMore memberNo={memberNo} name={name} kind={kind} />
    </>
  );
}
