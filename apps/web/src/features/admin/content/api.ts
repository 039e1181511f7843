// The admin's content (issue 12, SPEC §6): notices, FAQ, partners and the legal documents, under
// /api/v1/admin/content/*; the versions of a document are read from the public endpoint.
import type { AdminFaq, AdminNotice, DocumentBody, DocumentKind, FaqBody, NoticeBody, PartnerBody } from '@dcm/shared';
import type { AdminPartner as AdminPartnerSchema } from '@dcm/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http.ts';

export type AdminPartner = z.infer<typeof AdminPartnerSchema>;
export interface Paged<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

const CONTENT_PATH = '/api/v1/admin/content';
export const NOTICE_PAGE_SIZE = 20;

export const contentKeys = {
  all: ['admin', 'content'] as const,
  notices: (page: number) => ['admin', 'content', 'notices', page] as const,
  noticesAll: ['admin', 'content', 'notices'] as const,
  faq: ['admin', 'content', 'faq'] as const,
  partners: ['admin', 'content', 'partners'] as const,
  versions: (kind: DocumentKind) => ['admin', 'content', 'documents', kind] as const,
};

/** A mutation that refreshes the lists under `key` once done. */
function useContentMutation<V, R>(call: (vars: V) => Promise<R>, key: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

// ---- Notices ----

export function useAdminNotices(page: number) {
  return useQuery({
    queryKey: contentKeys.notices(page),
    queryFn: async () => (await http.get<Paged<AdminNotice>>(`${CONTENT_PATH}/notices`, { params: { page, size: NOTICE_PAGE_SIZE } })).data,
    placeholderData: keepPreviousData,
  });
}
export const useSaveNotice = () =>
  useContentMutation(
    async ({ id, body }: { id: string | null; body: NoticeBody }) =>
      (id ? await http.put<AdminNotice>(`${CONTENT_PATH}/notices/${id}`, body) : await http.post<AdminNotice>(`${CONTENT_PATH}/notices`, body)).data,
    contentKeys.noticesAll,
  );
export const useDeleteNotice = () => useContentMutation(async (id: string) => void (await http.delete(`${CONTENT_PATH}/notices/${id}`)), contentKeys.noticesAll);

// ---- FAQ ----

export function useAdminFaq() {
  return useQuery({ queryKey: contentKeys.faq, queryFn: async () => (await http.get<{ items: AdminFaq[] }>(`${CONTENT_PATH}/faq`)).data });
}
export const useSaveFaq = () =>
  useContentMutation(
    async ({ id, body }: { id: string | null; body: FaqBody }) =>
      (id ? await http.put<AdminFaq>(`${CONTENT_PATH}/faq/${id}`, body) : await http.post<AdminFaq>(`${CONTENT_PATH}/faq`, body)).data,
    contentKeys.faq,
  );
export const useDeleteFaq = () => useContentMutation(async (id: string) => void (await http.delete(`${CONTENT_PATH}/faq/${id}`)), contentKeys.faq);

// ---- Partners ----

export function useAdminPartners() {
  return useQuery({ queryKey: contentKeys.partners, queryFn: async () => (await http.get<{ items: AdminPartner[] }>(`${CONTENT_PATH}/partners`)).data });
}
export const useSavePartner = () =>
  useContentMutation(
    async ({ id, body }: { id: string | null; body: PartnerBody }) =>
      (id ? await http.put<AdminPartner>(`${CONTENT_PATH}/partners/${id}`, body) : await http.post<AdminPartner>(`${CONTENT_PATH}/partners`, body)).data,
    contentKeys.partners,
  );
export const useDeletePartner = () => useContentMutation(async (id: string) => void (await http.delete(`${CONTENT_PATH}/partners/${id}`)), contentKeys.partners);

// ---- Legal documents ----

export function useDocumentVersions(kind: DocumentKind) {
  return useQuery({
    queryKey: contentKeys.versions(kind),
    queryFn: async () => (await http.get<{ items: { version: string; effectiveAt: string }[] }>(`/api/v1/documents/${kind}/versions`)).data,
  });
}
export const usePublishDocument = (kind: DocumentKind) =>
  useContentMutation(async (body: DocumentBody) => (await http.post<unknown>(`${CONTENT_PATH}/documents/${kind}`, body)).data, contentKeys.versions(kind));
