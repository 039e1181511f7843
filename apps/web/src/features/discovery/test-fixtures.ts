// The server's answers for the search and relations tests: T-esigner and lab cards, pages of them,
// the report reasons; members, code tables and refusals come from the profile fixtures.
import type { DesignerCard, DesignerPage, LabCard, LabPage } from '@dcm/shared';
import { DESIGNER, LAB } from '../profiles/test-fixtures.ts';

export { answerGet, CLIENT, DESIGNER, LAB, refusal, userOf } from '../profiles/test-fixtures.ts';

export function designerCardOf(extra: Partial<DesignerCard> = {}): DesignerCard {
  return {
    ...DESIGNER,
    profileImageUrl: null,
    briefIntro: 'Crowns and bridges, designed the same day.',
    region: 'seoul',
    prosthesisTypes: ['zirconia_crown', 'inlay'],
    price: 8000,
    currency: 'KRW',
    stats: { rating: 8.5, reviewCount: 12, completedOrders: 40, responseMinutes: 150 },
    coverUrl: '/api/v1/common/file/cover-21',
    favourite: false,
    ...extra,
  };
}

export function labCardOf(extra: Partial<LabCard> = {}): LabCard {
  return {
    ...LAB,
    businessName: 'Hanbit Dental Lab',
    introduction: 'Full-arch and implant work since 1998.',
    region: 'busan',
    specializations: ['implant', 'esthetics'],
    prosthesisTypes: ['zirconia_crown'],
    photoUrl: null,
    hasDesignerProfile: false,
    favourite: false,
    ...extra,
  };
}

export const designerPageOf = (items: DesignerCard[], page = 1, total = items.length): DesignerPage => ({ items, page, size: 10, total });
export const labPageOf = (items: LabCard[], page = 1, total = items.length): LabPage => ({ items, page, size: 10, total });

/** The `report` code table, as `answerGet` routes. */
export const REPORT_CODES = {
  '/api/v1/common/code/report': [
    { code: 'spam', name: 'Spam or advertising', sort: 1, extra: null },
    { code: 'abuse', name: 'Abusive language', sort: 2, extra: null },
  ],
};
