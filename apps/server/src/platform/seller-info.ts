// The seller's legal information in the HTML the server sends (decision 0030). The same build runs
// with each operator's SELLER_* settings, so the pages get them at start-up: every page carries them
// as JSON in its head (the app's footer reads it at boot, no request), and the pre-rendered pages get
// the footer block itself, so the first paint is complete and the app's hand-off moves nothing.
// The build's .br/.gz copies beside those files lack it, so the filled pages are compressed here, once.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { hasSellerInfo, SELLER_INFO_SCRIPT_ID, SELLER_INFO_SLOT, sellerInfoHtml, sellerInfoJson, type Locale, type SellerInfo } from '@dcm/shared';
import type { FastifyReply } from 'fastify';

/** Sends one of the build's HTML pages (a path inside the build, as for reply.sendFile). */
export type SendPage = (reply: FastifyReply, file: string) => FastifyReply;

type Encoding = 'br' | 'gzip' | 'identity';
interface FilledPage {
  bodies: Record<Encoding, Buffer>;
  hash: string;
}

/** A page of the build with the information in: JSON in the head and, given the page's language, the footer block. */
export function withSellerInfo(html: string, seller: SellerInfo, locale?: Locale): string {
  const script = `<script type="application/json" id="${SELLER_INFO_SCRIPT_ID}">${sellerInfoJson(seller)}</script>`;
  // Replaced through functions: a `$&` in an address must stay text, not a replacement pattern.
  let filled = html.includes('</head>') ? html.replace('</head>', () => `${script}</head>`) : html.replace('<body>', () => `<body>${script}`);
  if (locale) filled = filled.replace(SELLER_INFO_SLOT, () => SELLER_INFO_SLOT.replace('></div>', () => `>${sellerInfoHtml(seller, locale)}</div>`));
  return filled;
}

/** The language of a pre-rendered page (prerendered/<locale>/<page>.html); index.html has none. */
const localeOfPage = (file: string): Locale | undefined => /^prerendered\/(ko|en)\//.exec(file)?.[1] as Locale | undefined;

/**
 * The sender of the build's HTML pages (`files`, inside `webDist`). With nothing configured the files
 * are sent as they are, with their pre-compressed copies; else from memory, filled and compressed at start-up.
 */
export function pageSender(webDist: string | undefined, files: string[], seller: SellerInfo): SendPage {
  if (!webDist || !hasSellerInfo(seller)) return (reply, file) => reply.sendFile(file);
  const pages = new Map<string, FilledPage>();
  for (const file of files) {
    const html = Buffer.from(withSellerInfo(fs.readFileSync(path.join(webDist, file), 'utf8'), seller, localeOfPage(file)));
    pages.set(file, {
      hash: crypto.createHash('sha256').update(html).digest('base64url').slice(0, 27),
      bodies: {
        identity: html,
        br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
        gzip: zlib.gzipSync(html, { level: 9 }),
      },
    });
  }
  return (reply, file) => {
    const page = pages.get(file);
    if (!page) return reply.sendFile(file);
    const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
    // Each encoding is its own representation: its own tag, so a cache never swaps one for the other.
    const etag = `"${page.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    const vary = String(reply.getHeader('vary') ?? '');
    reply.header('content-type', 'text/html; charset=utf-8').header('etag', etag);
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    if (reply.request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(page.bodies[encoding]);
  };
}

/** brotli if the browser takes it, else gzip, else the page as it is (a `;q=0` refuses). */
function acceptedEncoding(header: string | undefined): Encoding {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
