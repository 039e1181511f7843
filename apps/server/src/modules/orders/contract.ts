// The e-contract of an order (issue 7), written from the order's facts in Korean or English. Pure
// and deterministic: the same facts give the same text byte for byte, so the hash the page showed
// is the hash checked at signing, and a text that changed in between is caught. What the client
// signed is stored (order_contracts); this only writes contracts not signed yet.
import crypto from 'node:crypto';
import { Currency, formatDocumentTime, KOREA_TIME_ZONE, formatMoney, formatRate, type Locale, type MemberRef, type QuotationItem } from '@dcm/shared';

/** Dates in a contract are Korean time, whoever reads it (ARCHITECTURE §4: Korea is the default). */
export const CONTRACT_TIME_ZONE = KOREA_TIME_ZONE;

/** Everything a contract says, read from the order, its quotation, its request and its parties. */
export interface ContractTerms {
  orderId: string;
  requestId: string;
  client: MemberRef;
  designer: MemberRef;
  items: readonly QuotationItem[];
  /** What the client pays into escrow, in minor units of `currency`. */
  amount: number;
  currency: Currency;
  /** A client paying in USD: the quotation's won and the rate (won per dollar, in hundredths) of `day`. */
  conversion: { krwAmount: number; krwPerUnitHundredths: number; day: string } | null;
  referralCount: number;
  deliveryAt: Date;
  editCount: number;
  warrantyDays: number;
}

export interface WrittenContract {
  locale: Locale;
  title: string;
  text: string;
  hash: string;
}

/** SHA-256 (hex) of the text's UTF-8 bytes: what is signed and printed. */
export const sha256Hex = (text: string): string => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

export const contractTitle = (locale: Locale): string => (locale === 'ko' ? 'CAD 디자인 전자계약서' : 'CAD design e-contract');

/** One quotation line: its prosthesis named in the contract's language (the code itself when unknown). */
function itemLine(item: QuotationItem, name: string, locale: Locale): string {
  // Quotation prices are in won (QUOTATION_CURRENCY), whatever the client's mileage currency.
  const unit = formatMoney(item.unitPrice, Currency.KRW, locale);
  const line = formatMoney(item.unitPrice * item.count, Currency.KRW, locale);
  return locale === 'ko' ? `- ${name} ${item.count}개 × ${unit} = ${line}` : `- ${name} × ${item.count} × ${unit} = ${line}`;
}

/** The total's line, with the conversion from won when the client pays in USD. */
function totalLine(terms: ContractTerms, locale: Locale): string {
  const total = formatMoney(terms.amount, terms.currency, locale);
  const c = terms.conversion;
  if (!c) return locale === 'ko' ? `합계: ${total}` : `Total: ${total}`;
  const krw = formatMoney(c.krwAmount, Currency.KRW, locale);
  return locale === 'ko'
    ? `합계: ${total} (견적 금액 ${krw}을 ${c.day} 환율 1달러 = ${formatRate(c.krwPerUnitHundredths, 'ko')}으로 환산)`
    : `Total: ${total} (the quotation's ${krw} at ${formatRate(c.krwPerUnitHundredths, 'en')} per USD, the rate of ${c.day})`;
}

function korean(terms: ContractTerms, names: ReadonlyMap<string, string>): string[] {
  const total = formatMoney(terms.amount, terms.currency, 'ko');
  return [
    '이 계약은 치과 보철 CAD 디자인 의뢰에 관하여 아래의 의뢰인과 티자이너가 플랫폼에서 맺는 전자계약입니다.',
    ['제1조 (당사자)', `의뢰인: ${terms.client.nickname} (회원번호 ${terms.client.memberNo})`, `티자이너: ${terms.designer.nickname} (회원번호 ${terms.designer.memberNo})`].join('\n'),
    ['제2조 (계약의 대상)', `요청 ${terms.requestId}의 의뢰서 ${terms.referralCount}건에 대한 CAD 디자인 (주문 ${terms.orderId})`].join('\n'),
    ['제3조 (품목과 금액)', ...terms.items.map((item) => itemLine(item, names.get(item.type) ?? item.type, 'ko')), totalLine(terms, 'ko')].join('\n'),
    ['제4조 (납품)', `티자이너는 ${formatDocumentTime(terms.deliveryAt, CONTRACT_TIME_ZONE)}까지 CAD 결과 파일을 플랫폼에 올려 납품합니다.`].join('\n'),
    [
      '제5조 (수정과 보증)',
      `의뢰인은 납품일부터 ${terms.warrantyDays}일 이내에 디자인 오류의 수정(재작업)을 ${terms.editCount}회까지 무상으로 요청할 수 있습니다.`,
    ].join('\n'),
    [
      '제6조 (결제와 에스크로)',
      `의뢰인은 이 계약에 서명하면서 합계 금액(${total})을 마일리지로 결제합니다. 결제 금액은 거래가 완료될 때까지 플랫폼이 에스크로로 보관하며, 의뢰인이 파일 수령을 확인하거나 정해진 기간이 지나 거래가 자동으로 완료되면 티자이너의 정산 금액으로 지급됩니다.`,
    ].join('\n'),
    [
      '제7조 (취소와 환불)',
      '1. 티자이너가 계약 요청을 수락하기 전에는 의뢰인이 취소할 수 있으며, 결제 금액 전액이 즉시 마일리지로 환불됩니다.',
      '2. 티자이너가 계약 요청을 거절하면 결제 금액 전액이 마일리지로 환불됩니다.',
      '3. 티자이너가 수락한 후에는 한쪽이 사유와 함께 취소를 요청하고 상대방이 승인하면 취소되며, 결제 금액의 50%가 공제되어 티자이너에게 지급되고 나머지 50%가 의뢰인에게 환불됩니다.',
      '4. CAD 파일이 업로드된 후에는 취소할 수 없습니다.',
    ].join('\n'),
    [
      '제8조 (전자서명)',
      '의뢰인은 이름을 입력하고 동의하여 이 계약에 전자서명합니다. 서명 시각, 접속 IP 주소와 이 계약서 원문의 SHA-256 해시가 서명의 기록으로 보관됩니다.',
    ].join('\n'),
  ];
}

function english(terms: ContractTerms, names: ReadonlyMap<string, string>): string[] {
  const total = formatMoney(terms.amount, terms.currency, 'en');
  const referrals = terms.referralCount === 1 ? '1 referral' : `${terms.referralCount} referrals`;
  return [
    'This is an electronic contract for the CAD design of dental prostheses between the client and the T-esigner named below, made on the platform.',
    ['Article 1 (Parties)', `Client: ${terms.client.nickname} (member no. ${terms.client.memberNo})`, `T-esigner: ${terms.designer.nickname} (member no. ${terms.designer.memberNo})`].join('\n'),
    ['Article 2 (Subject)', `The CAD design of ${referrals} of request ${terms.requestId} (order ${terms.orderId}).`].join('\n'),
    ['Article 3 (Items and price)', ...terms.items.map((item) => itemLine(item, names.get(item.type) ?? item.type, 'en')), totalLine(terms, 'en')].join('\n'),
    ['Article 4 (Delivery)', `The T-esigner delivers the CAD result files on the platform by ${formatDocumentTime(terms.deliveryAt, CONTRACT_TIME_ZONE)}.`].join('\n'),
    [
      'Article 5 (Edits and warranty)',
      `Within ${terms.warrantyDays} days of delivery, the client may ask for up to ${terms.editCount} corrections (rework) of design errors free of charge.`,
    ].join('\n'),
    [
      'Article 6 (Payment and escrow)',
      `On signing this contract, the client pays the total of ${total} from mileage. The platform holds the payment in escrow until the transaction is complete; when the client confirms receipt of the files, or the transaction completes by itself after the set period, it is paid to the T-esigner's earnings.`,
    ].join('\n'),
    [
      'Article 7 (Cancellation and refund)',
      '1. Before the T-esigner accepts the contract request, the client may cancel and the whole payment is refunded to mileage at once.',
      '2. If the T-esigner declines the contract request, the whole payment is refunded to mileage.',
      '3. After the T-esigner accepted, a cancellation asked by one party with a reason and approved by the other deducts 50% of the payment, which is paid to the T-esigner; the other 50% is refunded to the client.',
      '4. After the CAD files are uploaded, the transaction cannot be cancelled.',
    ].join('\n'),
    [
      'Article 8 (Electronic signature)',
      'The client signs this contract electronically by typing their name and agreeing. The time of signing, the IP address and the SHA-256 hash of this exact text are kept as the record of the signature.',
    ].join('\n'),
  ];
}

/**
 * The contract of `terms` in `locale`, paragraphs separated by a blank line. `itemNames` maps each
 * prosthesis code to its name in that language.
 */
export function writeContract(terms: ContractTerms, locale: Locale, itemNames: ReadonlyMap<string, string>): WrittenContract {
  const text = (locale === 'ko' ? korean(terms, itemNames) : english(terms, itemNames)).join('\n\n');
  return { locale, title: contractTitle(locale), text, hash: sha256Hex(text) };
}
