// Which my-page parts each kind of member has, and the role's own sub-page (SPEC §2 /mypage/client,
// /mypage/center, /mypage/designer). Labs act as clients too (they order) and earn like T-esigners.
export type MemberKind = 'client' | 'lab' | 'designer';
export type MypageRole = 'client' | 'center' | 'designer';

export const roleOf: Record<MemberKind, MypageRole> = { client: 'client', lab: 'center', designer: 'designer' };

export type TileKey =
  | 'requests'
  | 'payment'
  | 'mileage'
  | 'settlement'
  | 'chat'
  | 'review'
  | 'modify'
  | 'profile'
  | 'bank'
  | 'noti'
  | 'favourites'
  | 'blocked'
  | 'inquiries'
  | 'outsourcing'
  | 'withdrawal';

/** The hub's groups: what the member does, how their account is set up, and leaving, kept apart at the end. */
export type TileGroup = 'activity' | 'account' | 'danger';

const ALL: MemberKind[] = ['client', 'lab', 'designer'];
const EARNERS: MemberKind[] = ['lab', 'designer'];

/** Each side has its own chat list (SPEC §2). */
const CHAT_HOME: Record<MemberKind, string> = { client: '/chat', lab: '/centerchat', designer: '/designerchat' };

interface Tile {
  key: TileKey;
  group: TileGroup;
  /** Where the tile leads, the same for every kind or per kind. */
  to: string | Record<MemberKind, string>;
  kinds: MemberKind[];
}

/** The tiles in the order they show. */
export const tiles: Tile[] = [
  { key: 'requests', group: 'activity', to: '/request', kinds: ALL },
  { key: 'payment', group: 'activity', to: '/mypage/payment', kinds: ALL },
  { key: 'mileage', group: 'activity', to: '/mileage', kinds: ALL },
  { key: 'settlement', group: 'activity', to: '/mileageOffice', kinds: EARNERS },
  { key: 'chat', group: 'activity', to: CHAT_HOME, kinds: ALL },
  { key: 'review', group: 'activity', to: '/mypage/review', kinds: ALL },
  { key: 'modify', group: 'account', to: '/mypage/modify', kinds: ALL },
  { key: 'profile', group: 'account', to: '/profileModify', kinds: EARNERS },
  { key: 'bank', group: 'account', to: '/mypage/modify#bank', kinds: EARNERS },
  { key: 'noti', group: 'account', to: '/mypage/noti', kinds: ALL },
  { key: 'favourites', group: 'account', to: '/mypage/favourites', kinds: ALL },
  { key: 'blocked', group: 'account', to: '/mypage/blocked', kinds: ALL },
  { key: 'inquiries', group: 'account', to: '/myInquire', kinds: ALL },
  { key: 'outsourcing', group: 'account', to: '/mypage/modify#outsourcing', kinds: ALL },
  { key: 'withdrawal', group: 'danger', to: '/mypage/modify#withdrawal', kinds: ALL },
];

export const TILE_GROUPS: TileGroup[] = ['activity', 'account', 'danger'];

/** The kind's tiles, each with where it leads for that kind. */
export const tilesOf = (kind: MemberKind) =>
  tiles.filter((tile) => tile.kinds.includes(kind)).map((tile) => ({ key: tile.key, group: tile.group, to: typeof tile.to === 'string' ? tile.to : tile.to[kind] }));
