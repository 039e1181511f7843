// The printable referral (issue 4 review pages): what a T-esigner designs from, as a PDF in Korean
// or English. Built in two steps so each can be checked on its own: buildReferralDocument
// (document-model.ts) decides every word the document says (a pure model, tested in both languages),
// drawReferralDocument (document-layout.ts) lays that model out on A4 pages (the PDF's text is glyph
// ids, so it is not read back in tests). This file reads what the model needs and puts the two together.
import { KOREA_TIME_ZONE, langCodeOf, type Locale } from '@dcm/shared';
import type { Db } from '../../db/client.ts';
import { listCodes } from '../codes/index.ts';
import { findFiles } from '../files/index.ts';
import { drawReferralDocument } from './document-layout.ts';
import { buildReferralDocument, type DocumentContext, type DocumentReferral, type NamedGroup } from './document-model.ts';

/** Reads what the model needs besides the referrals: code names in the language, file names. */
export async function loadDocumentContext(db: Db, list: readonly DocumentReferral[], locale: Locale, timeZone: string): Promise<DocumentContext> {
  const fileIds = list.flatMap((r) => [...(r.data.scanFileId ? [r.data.scanFileId] : []), ...r.data.otherFileIds]);
  const namesOf = async (group: NamedGroup) => new Map((await listCodes(db, group, langCodeOf(locale))).map((item) => [item.code, item.name]));
  const [processing, prosthesis, implant, pontic, files] = await Promise.all([
    namesOf('processing'),
    namesOf('prosthesis'),
    namesOf('implant'),
    namesOf('pontic'),
    findFiles(db, fileIds),
  ]);
  const names = { processing, prosthesis, implant, pontic };
  return { locale, timeZone, names, files: new Map(files.map((f) => [f.id, { name: f.name, size: f.size }])) };
}

/** The PDF of one referral or a form group, in `locale`, dates in `timeZone`. */
export async function renderReferralDocument(db: Db, list: readonly DocumentReferral[], locale: Locale, timeZone = KOREA_TIME_ZONE): Promise<Buffer> {
  return drawReferralDocument(buildReferralDocument(list, await loadDocumentContext(db, list, locale, timeZone)));
}
