// The FAQ's tabs (SPEC §2 FAQ), without zod: the pre-rendered /faq is taken over with its first load,
// which must not carry zod for them (decision 0034). schema.ts builds FaqCategory from them and
// re-exports them.

/** In the order the tabs show. */
export const FAQ_CATEGORIES = ['general', 'client', 'lab', 'designer'] as const;
