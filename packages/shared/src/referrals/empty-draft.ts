// What a referral holds before anything is written in it: the value of each field a draft leaves out.
// ReferralDraft (schema.ts) fills a missing field from here, and schema.ts re-exports it. Without zod:
// /request starts a new form with it and must not carry zod for that (decision 0034).

/** A new referral, a fresh copy each call: no number, nothing chosen, no teeth, no files, not confirmed. */
export const emptyReferralDraft = () => ({
  referralNumber: '',
  processing: null,
  prosthesis: [],
  teeth: { teeth: [], bridges: [], bundles: [] },
  implant: null,
  values: [],
  pontic: null,
  details: '',
  scanFileId: null,
  otherFileIds: [],
  confirmed: false,
});
