// Code tables (SPEC §7): one group per list the product needs, served per language.
export const CodeGroups = [
  'prosthesis',
  'processing',
  'implant',
  'pontic',
  'cad',
  'bank',
  'region',
  'specialization',
  'job',
  'report',
  'rating',
  'nation',
] as const;
export type CodeGroup = (typeof CodeGroups)[number];
