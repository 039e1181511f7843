// Content (issue 12): the public texts the operator publishes — notices, FAQ, partners, the versioned
// legal documents — and the main page's figures. The server answers in the caller's language (the
// `lang` header), so every key carries the locale: switching language reads again.
import type { DocumentKind, Faq, FaqList, LegalDocument, MainStats, Notice, NoticeList, Partner } from '@dcm/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';
import { useLocale } from '../../lib/format.ts';

export type { DocumentKind, Faq, FaqCategory, LegalDocument, MainStats, Notice, NoticeSummary, Partner } from '@dcm/shared';

export interface NoticeSearch {
  page: number;
  size: number;
  q?: string;
}

export interface DocumentVersion {
  version: string;
  effectiveAt: string;
}

export const contentKeys = {
  all: ['content'] as const,
  notices: (locale: string, search: NoticeSearch) => ['content', 'notices', locale, search] as const,
  notice: (locale: string, id: string) => ['content', 'notice', locale, id] as const,
  faq: (locale: string, q: string) => ['content', 'faq', locale, q] as const,
  partners: (locale: string) => ['content', 'partners', locale] as const,
  stats: ['content', 'stats'] as const,
  document: (locale: string, kind: DocumentKind, version: string | null) => ['content', 'document', locale, kind, version] as const,
  versions: (kind: DocumentKind) => ['content', 'document-versions', kind] as const,
};

/** A page of published notices, pinned first; the previous page stays on screen while the next loads. */
export function useNotices(search: NoticeSearch) {
  const locale = useLocale();
  return useQuery({
    queryKey: contentKeys.notices(locale, search),
    queryFn: async () => {
      const params = { page: search.page, size: search.size, ...(search.q ? { q: search.q } : {}) };
      return (await http.get<NoticeList>('/api/v1/notices', { params })).data;
    },
    placeholderData: keepPreviousData,
  });
}

/** One published notice with its neighbours; null id reads nothing. */
export function useNotice(id: string | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: contentKeys.notice(locale, id ?? ''),
    queryFn: async () => (await http.get<Notice>(`/api/v1/notices/${encodeURIComponent(id ?? '')}`)).data,
    enabled: !!id,
  });
}

/** Every FAQ entry matching `q` (all when empty), in the operator's order; the page splits them by tab. */
export function useFaq(q = '') {
  const locale = useLocale();
  return useQuery({
    queryKey: contentKeys.faq(locale, q),
    queryFn: async () => (await http.get<FaqList>('/api/v1/faq', { params: q ? { q } : {} })).data.items as Faq[],
    placeholderData: keepPreviousData,
  });
}

export function usePartners() {
  const locale = useLocale();
  return useQuery({
    queryKey: contentKeys.partners(locale),
    queryFn: async () => (await http.get<{ items: Partner[] }>('/api/v1/partners')).data.items,
    staleTime: 5 * 60_000,
  });
}

/** Members, referrals and the amount traded; the server caches it about a minute, so do we. */
export function useMainStats() {
  return useQuery({
    queryKey: contentKeys.stats,
    queryFn: async () => (await http.get<MainStats>('/api/v1/stats')).data,
    staleTime: 60_000,
  });
}

/** The current version of a legal document, or the named earlier one. */
export function useLegalDocument(kind: DocumentKind, version: string | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: contentKeys.document(locale, kind, version),
    queryFn: async () => (await http.get<LegalDocument>(`/api/v1/documents/${kind}`, { params: version ? { version } : {} })).data,
    placeholderData: keepPreviousData,
  });
}

/** Every published version, newest first. */
export function useDocumentVersions(kind: DocumentKind) {
  return useQuery({
    queryKey: contentKeys.versions(kind),
    queryFn: async () => (await http.get<{ items: DocumentVersion[] }>(`/api/v1/documents/${kind}/versions`)).data.items,
  });
}
