// Where the cart and the referral documents send a referral: its edit page, its cart group, and a
// file name made from its number.
import { ReferralGroup, ReferralStatus, type Referral } from '@dcm/shared';

/** A referral in a request is fixed until that request is cancelled. */
export const isEditable = (status: ReferralStatus): boolean => status !== ReferralStatus.Requested;

/** Simple mode edits the whole form (every patient of the group); detail mode one referral. */
export const editPathOf = (referral: Pick<Referral, 'id' | 'mode' | 'groupId'>): string =>
  referral.mode === 'simple' ? `/request/easymode?group=${referral.groupId}` : `/request/detailmode?id=${referral.id}`;

const groupOfStatus: Record<ReferralStatus, ReferralGroup> = {
  [ReferralStatus.Draft]: ReferralGroup.Draft,
  [ReferralStatus.Complete]: ReferralGroup.NotRequested,
  [ReferralStatus.Requested]: ReferralGroup.Requested,
};

/** The cart, opened on the group the referral is listed in. */
export const cartPathOf = (status?: ReferralStatus): string => (status ? `/request/basket?group=${groupOfStatus[status]}` : '/request/basket');

/** A referral number as part of a file name: whatever a file system might refuse becomes "-". */
export const fileNamePart = (text: string): string => text.replace(/[^0-9A-Za-z_-]+/g, '-').replace(/^-+|-+$/g, '');
