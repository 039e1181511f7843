// Which my-page parts each kind of member has, and the role's own sub-page (SPEC §2 /mypage/client,
// /mypage/center, /mypage/designer). Labs act as clients too (they order) and earn like T-esigners.
export type MemberKind = 'client' | 'lab' | 'designer';
export type MypageRole = 'client' | 'center' | 'designer';

export const roleOf: Record<MemberKind, MypageRole> = { client: 'client', lab: 'center', designer: 'designer' };

export type TileKey = 'modify' | 'payment' | 'review' | 'favourites' | 'blocked' | 'noti' | 'outsourcing' | 'profile' | 'settlement' | 'bank' | 'withdrawal';

const ALL: MemberKind[] = ['client', 'lab', 'designer'];
const EARNERS: MemberKind[] = ['lab', 'designer'];

/** The tiles in the order they show; `to` is where each leads. */
export const tiles: Array<{ key: TileKey; to: string; kinds: MemberKind[] }> = [
  { key: 'modify', to: '/mypage/modify', kinds: ALL },
  { key: 'payment', to: '/mypage/payment', kinds: ALL },
  { key: 'review', to: '/mypage/review', kinds: ALL },
  { key: 'profile', to: '/profileModify', kinds: EARNERS },
  { key: 'settlement', to: '/mileageOffice', kinds: EARNERS },
  { key: 'bank', to: '/mypage/modify#bank', kinds: EARNERS },
  { key: 'favourites', to: '/mypage/favourites', kinds: ALL },
  { key: 'blocked', to: '/mypage/blocked', kinds: ALL },
  { key: 'noti', to: '/mypage/noti', kinds: ALL },
  { key: 'outsourcing', to: '/mypage/modify#outsourcing', kinds: ALL },
  { key: 'withdrawal', to: '/mypage/modify#withdrawal', kinds: ALL },
];

export const tilesOf = (kind: MemberKind) => tiles.filter((tile) => tile.kinds.includes(kind));
