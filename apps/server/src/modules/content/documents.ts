// The versioned legal documents of the footer (terms of use, privacy policy) and what each member
// agreed to. A version is never edited once published: a change is a new version, and the one in
// force is the newest whose effective date has come. The join records the versions in force.
import { ErrorCode, type DocumentBody, type DocumentKind, type LegalDocument, type Locale } from '@dcm/shared';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { documentAgreements, legalDocuments } from '../../db/schema/content.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { inLocale } from './service.ts';

type DocumentRow = typeof legalDocuments.$inferSelect;

const JOIN_DOCUMENTS: readonly DocumentKind[] = ['terms', 'privacy'];

const documentOf = (row: DocumentRow, locale: Locale): LegalDocument => ({
  kind: row.kind as DocumentKind,
  version: row.version,
  title: inLocale(row.titleKo, row.titleEn, locale),
  body: inLocale(row.bodyKo, row.bodyEn, locale),
  effectiveAt: row.effectiveAt.toISOString(),
});

/** The version in force: the newest already effective, else (only announced ones) the first announced. */
async function currentRow(db: Db, kind: DocumentKind): Promise<DocumentRow | undefined> {
  const [effective] = await db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.kind, kind), lte(legalDocuments.effectiveAt, new Date())))
    .orderBy(desc(legalDocuments.effectiveAt), desc(legalDocuments.version))
    .limit(1);
  if (effective) return effective;
  const [announced] = await db.select().from(legalDocuments).where(eq(legalDocuments.kind, kind)).orderBy(asc(legalDocuments.effectiveAt)).limit(1);
  return announced;
}

/** GET /api/v1/documents/:kind[?version=]: the version in force, or the one asked for. */
export async function getDocument(db: Db, kind: DocumentKind, locale: Locale, version?: string): Promise<LegalDocument> {
  const row = version
    ? (await db.select().from(legalDocuments).where(and(eq(legalDocuments.kind, kind), eq(legalDocuments.version, version))))[0]
    : await currentRow(db, kind);
  if (!row) throw new AppError(ErrorCode.NotFound, 404);
  return documentOf(row, locale);
}

/** GET /api/v1/documents/:kind/versions: every published version, newest first. */
export async function listDocumentVersions(db: Db, kind: DocumentKind): Promise<{ items: Array<{ version: string; effectiveAt: string }> }> {
  const rows = await db
    .select({ version: legalDocuments.version, effectiveAt: legalDocuments.effectiveAt })
    .from(legalDocuments)
    .where(eq(legalDocuments.kind, kind))
    .orderBy(desc(legalDocuments.effectiveAt), desc(legalDocuments.version));
  return { items: rows.map((r) => ({ version: r.version, effectiveAt: r.effectiveAt.toISOString() })) };
}

/** POST /api/v1/admin/content/documents/:kind: a new version; a version that exists is a 409 and nothing changes. */
export async function publishDocument(db: Db, adminNo: number, kind: DocumentKind, body: DocumentBody, locale: Locale): Promise<LegalDocument> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(legalDocuments)
      .values({
        kind,
        version: body.version,
        titleKo: body.title.ko,
        titleEn: body.title.en,
        bodyKo: body.body.ko,
        bodyEn: body.body.en,
        effectiveAt: new Date(body.effectiveAt),
        createdBy: adminNo,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(ErrorCode.ValidationFailed, 409, { version: 'versionExists' });
    await audit(tx, { adminNo, action: 'document.publish', targetType: 'document', targetId: `${kind}:${body.version}`, data: { kind, version: body.version, effectiveAt: row.effectiveAt.toISOString() } });
    return documentOf(row, locale);
  });
}

/**
 * In the join's transaction: the member agrees to the terms and the privacy policy in force. A kind
 * with no published version records nothing (a database without the seed).
 */
export async function recordJoinAgreements(tx: Tx | Db, memberNo: number): Promise<void> {
  for (const kind of JOIN_DOCUMENTS) {
    const current = await currentRow(tx, kind);
    if (current) await tx.insert(documentAgreements).values({ memberNo, kind, version: current.version }).onConflictDoNothing();
  }
}

/** GET /api/v1/mypage/agreements: the versions the member agreed to, newest first. */
export async function listAgreements(db: Db, memberNo: number): Promise<{ items: Array<{ kind: DocumentKind; version: string; agreedAt: string }> }> {
  const rows = await db
    .select()
    .from(documentAgreements)
    .where(eq(documentAgreements.memberNo, memberNo))
    .orderBy(desc(documentAgreements.agreedAt), asc(documentAgreements.kind));
  return { items: rows.map((r) => ({ kind: r.kind as DocumentKind, version: r.version, agreedAt: r.agreedAt.toISOString() })) };
}
