// The three join forms (SPEC §2 /login/join/client|center|designer): which member type and which
// shared schema each path stands for.
import { ClientJoin, ClientResubmit, DesignerJoin, DesignerResubmit, LabJoin, LabResubmit, MemberType } from '@dcm/shared';

export type JoinKind = 'client' | 'center' | 'designer';

interface KindSchemas {
  memberSe: MemberType;
  /** POST /api/v1/common/account */
  join: typeof ClientJoin | typeof LabJoin | typeof DesignerJoin;
  /** PUT /api/v1/mypage/join, a rejected member's corrections */
  resubmit: typeof ClientResubmit | typeof LabResubmit | typeof DesignerResubmit;
}

export const joinKinds: Record<JoinKind, KindSchemas> = {
  client: { memberSe: MemberType.Client, join: ClientJoin, resubmit: ClientResubmit },
  center: { memberSe: MemberType.Lab, join: LabJoin, resubmit: LabResubmit },
  designer: { memberSe: MemberType.Designer, join: DesignerJoin, resubmit: DesignerResubmit },
};

export const isJoinKind = (s: string | undefined): s is JoinKind => s === 'client' || s === 'center' || s === 'designer';

/** The join path of a member type: the one a rejected member corrects. */
export function joinKindOf(memberSe: string): JoinKind {
  if (memberSe === MemberType.Client) return 'client';
  if (memberSe === MemberType.Lab) return 'center';
  return 'designer';
}
