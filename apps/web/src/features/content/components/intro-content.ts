// The service introduction's audiences (/service1–/service4) and what each page says, by catalogue
// key: the words live in content.json, the order and the links here.
export const AUDIENCES = ['client', 'designer', 'lab', 'quick'] as const;
export type Audience = (typeof AUDIENCES)[number];

export const introPath = (audience: Audience) => `/service${AUDIENCES.indexOf(audience) + 1}`;

interface Intro {
  steps: readonly string[];
  points: readonly string[];
  /** The first link is the page's main action. */
  links: ReadonlyArray<{ key: string; to: string }>;
}

export const INTROS: Record<Audience, Intro> = {
  client: {
    steps: ['write', 'send', 'choose', 'pay', 'receive', 'review'],
    points: ['mileage', 'safety', 'chat', 'cancel'],
    links: [
      { key: 'easy', to: '/request/easymode' },
      { key: 'detail', to: '/request/detailmode' },
      { key: 'designers', to: '/designer' },
      { key: 'join', to: '/login/join/client' },
    ],
  },
  designer: {
    steps: ['join', 'profile', 'quote', 'contract', 'deliver', 'settle'],
    points: ['earnings', 'block', 'reviews'],
    links: [
      { key: 'join', to: '/login/join/designer' },
      { key: 'requests', to: '/request' },
      { key: 'quick', to: '/quick/Designer' },
      { key: 'profile', to: '/profileModify' },
    ],
  },
  lab: {
    steps: ['join', 'profile', 'found', 'designer'],
    points: ['director', 'limits', 'chat'],
    links: [
      { key: 'join', to: '/login/join/center' },
      { key: 'ads', to: '/ads' },
      { key: 'profile', to: '/profileModify' },
      { key: 'search', to: '/center' },
    ],
  },
  quick: {
    steps: ['post', 'take', 'deliver', 'receive'],
    points: ['price', 'escrow', 'remake', 'missed'],
    links: [
      { key: 'client', to: '/quick/client' },
      { key: 'designer', to: '/quick/Designer' },
    ],
  },
};
