import { ErrorCode, isTimeZone, Locales, ReferralParams } from '@dcm/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { localeOf } from '../../platform/i18n.ts';
import { contentDisposition } from '../files/index.ts';
import { renderReferralDocument } from './document.ts';
import { findOwnReferral, listGroupReferrals } from './service.ts';

const DocumentQuery = z.object({
  /** The document's language; the `lang` header's when absent. */
  lang: z.enum(Locales).optional(),
  /** The reader's IANA time zone (the one they read times in, decision 0031); Asia/Seoul when absent. */
  tz: z.string().max(64).refine(isTimeZone).optional(),
});

const GroupParams = z.object({ groupId: z.uuid() });

/** A referral number may hold '/', '#' or spaces: none of them belongs in a file name. */
const fileNamePart = (text: string): string => text.replace(/[^0-9A-Za-z._-]+/g, '-').replace(/^-+|-+$/g, '');

function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .type('application/pdf')
    .header('content-length', pdf.length)
    // A download, not a page to show: the web fetches it as a blob and saves it.
    .header('content-disposition', contentDisposition(fileName, 'attachment'))
    // Patient data: kept by nobody on the way.
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** The printable referral documents (issue 4 review pages): one referral, or a whole form group. */
export const referralDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['referrals'];

  app.get(
    '/api/v1/referrals/:id/document.pdf',
    { onRequest: app.authenticate, schema: { tags, params: ReferralParams, querystring: DocumentQuery } },
    async (request, reply) => {
      const referral = await findOwnReferral(app.db, memberOf(request).memberNo, request.params.id);
      const pdf = await renderReferralDocument(app.db, [referral], request.query.lang ?? localeOf(request), request.query.tz);
      const name = fileNamePart(referral.data.referralNumber) || referral.id;
      return sendPdf(reply, pdf, `referral-${name}.pdf`);
    },
  );

  app.get(
    '/api/v1/referrals/groups/:groupId/document.pdf',
    { onRequest: app.authenticate, schema: { tags, params: GroupParams, querystring: DocumentQuery } },
    async (request, reply) => {
      const list = await listGroupReferrals(app.db, memberOf(request).memberNo, request.params.groupId);
      if (list.length === 0) throw new AppError(ErrorCode.NotFound, 404);
      const pdf = await renderReferralDocument(app.db, list, request.query.lang ?? localeOf(request), request.query.tz);
      const name = fileNamePart(list[0]!.data.referralNumber) || request.params.groupId;
      return sendPdf(reply, pdf, `referral-group-${name}.pdf`);
    },
  );
};
