// Korean road-name address search for the join form, behind a small interface so tests (and a
// future provider) plug in their own. The adapter calls the government's address API
// (business.juso.go.kr addrLinkApi, JSON); without its key, or when it fails or is slow, the search
// is unavailable and the form lets the member type the address.
import { ErrorCode, type AddressSearchAnswer } from '@dcm/shared';
import { AppError } from '../../platform/errors.ts';

export interface AddressSearch {
  /** Throws ADDRESS_SEARCH_UNAVAILABLE (503) when the search cannot answer. */
  search(keyword: string, page: number): Promise<AddressSearchAnswer>;
}

export const ADDRESS_PAGE_SIZE = 10;
const JUSO_URL = 'https://business.juso.go.kr/addrlink/addrLinkApi.do';

const unavailable = () => new AppError(ErrorCode.AddressSearchUnavailable, 503);

/** The address search when none is configured. */
export const noAddressSearch: AddressSearch = {
  search: () => Promise.reject(unavailable()),
};

interface JusoAnswer {
  results?: {
    common?: { errorCode?: string; totalCount?: string };
    juso?: Array<{ zipNo?: string; roadAddr?: string; jibunAddr?: string }> | null;
  };
}

/** Error codes of the API about the keyword itself (too short, too vague, symbols, too many words). */
const KEYWORD_ERRORS = new Set(['E0005', 'E0006', 'E0008', 'E0009', 'E0010', 'E0011', 'E0012', 'E0013', 'E0015']);

/** The API refuses keywords with SQL-like characters; they never help an address search anyway. */
const cleanKeyword = (keyword: string) =>
  keyword
    .replace(/[%=><[\]{}();'"`\\|&*#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function createJusoAddressSearch(options: { apiKey?: string; fetch?: typeof fetch; timeoutMs?: number }): AddressSearch {
  const { apiKey, timeoutMs = 3000 } = options;
  const get = options.fetch ?? fetch;
  if (!apiKey) return noAddressSearch;
  return {
    async search(keyword, page) {
      const query = new URLSearchParams({
        confmKey: apiKey,
        currentPage: String(page),
        countPerPage: String(ADDRESS_PAGE_SIZE),
        keyword: cleanKeyword(keyword),
        resultType: 'json',
      });
      let answer: JusoAnswer;
      try {
        const res = await get(`${JUSO_URL}?${query.toString()}`, { signal: AbortSignal.timeout(timeoutMs) });
        if (!res.ok) throw new Error(`address API answered ${res.status}`);
        answer = (await res.json()) as JusoAnswer;
      } catch {
        throw unavailable();
      }
      const common = answer.results?.common;
      // "0" is success. A keyword the API finds too vague or malformed finds nothing; any other code
      // (bad or unapproved key, overload) means there is no search to offer.
      if (common?.errorCode && KEYWORD_ERRORS.has(common.errorCode)) return { items: [], total: 0 };
      if (!common || common.errorCode !== '0') throw unavailable();
      return {
        items: (answer.results?.juso ?? []).map((j) => ({
          zipCode: j.zipNo ?? '',
          roadAddress: j.roadAddr ?? '',
          jibunAddress: j.jibunAddr ?? '',
        })),
        total: Number(common.totalCount ?? 0) || 0,
      };
    },
  };
}
