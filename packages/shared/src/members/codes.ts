// The spec's wire codes (SPEC §1, ARCHITECTURE §4) mapped to names once; code reads the names.

export const MemberType = {
  Client: 'A',
  Lab: 'B',
  Designer: 'C',
} as const;
export type MemberType = (typeof MemberType)[keyof typeof MemberType];

/** memberSe: A client, B dental lab, any other value a T-esigner. */
export function memberKind(memberSe: string): 'client' | 'lab' | 'designer' {
  if (memberSe === MemberType.Client) return 'client';
  if (memberSe === MemberType.Lab) return 'lab';
  return 'designer';
}

export const ApprovalStatus = {
  Pending: 'A',
  Approved: 'B',
  Rejected: 'C',
  Suspended: 'D',
  Withdrawn: 'E',
} as const;
export type ApprovalStatus = (typeof ApprovalStatus)[keyof typeof ApprovalStatus];

/** Only an approved member passes the web guard (SPEC §4 Session). */
export const isApproved = (code: string | null | undefined): boolean => code === ApprovalStatus.Approved;

export const Role = { Member: 'member', Admin: 'admin' } as const;
export type Role = (typeof Role)[keyof typeof Role];
