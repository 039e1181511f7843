// What the content page tests share: notices, FAQ entries and documents as the server answers them,
// and an `http.get` stand-in that routes by address and reads the query.
import type { Faq, LegalDocument, NoticeSummary } from '@dcm/shared';
import { answeredError } from '../../lib/http.test-support.ts';
import type { HttpConfig } from '../../lib/http.ts';

export type Params = Record<string, string | number | undefined>;

/** `http.get` answered by `route(url, params)`; undefined is a 404 in the server's error body. */
export function answer(route: (url: string, params: Params) => unknown) {
  return async (url: string, config?: HttpConfig) => {
    const body = route(url, (config?.params ?? {}) as Params);
    if (body !== undefined) return { data: body };
    throw answeredError(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  };
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** `count` published notices, newest first; the first `pinned` of them pinned. */
export function noticesOf(count: number, pinned = 0): NoticeSummary[] {
  return Array.from({ length: count }, (_, i) => ({
    id: uuid(i + 1),
    title: `Notice ${i + 1}`,
    pinned: i < pinned,
    publishedAt: `2026-11-${String(25 - (i % 25)).padStart(2, '0')}T09:00:00.000Z`,
  }));
}

/** GET /api/v1/notices as the server pages them. */
export const noticePage = (all: NoticeSummary[], params: Params) => {
  const page = Number(params.page ?? 1);
  const size = Number(params.size ?? 10);
  return { items: all.slice((page - 1) * size, page * size), page, size, total: all.length };
};

export const faqOf = (n: number, category: Faq['category'], question: string, answer: string): Faq => ({ id: uuid(100 + n), category, question, answer });

export const documentOf = (version: string, body: string): LegalDocument => ({
  kind: 'terms',
  version,
  title: 'Terms of use',
  body,
  effectiveAt: `${version.slice(0, 10)}T00:00:00.000Z`,
});
