// The personal-data outsourcing contract (SPEC §2 my page, §3 agreements): the text a member reads
// on my page, versioned, and each member's agreement to a version (`outsourcing_agreements`). A new
// text gets a new version; agreements to the old one stay as the record of what was agreed.
import { ErrorCode, type Locale, type OutsourcingContract } from '@dcm/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, outsourcingAgreements } from '../../db/schema/members.ts';
import { AppError } from '../../platform/errors.ts';
import { activeMember } from './mypage.ts';

/** Change the version with any change of the text: members are asked to agree again. */
export const OUTSOURCING_CONTRACT_VERSION = '2026-11-01';

const texts: Record<Locale, { title: string; body: string }> = {
  ko: {
    title: '개인정보 처리 위탁 계약',
    body: [
      '티자이너(이하 "회사")는 서비스 제공을 위하여 회원의 개인정보 처리 업무 일부를 아래와 같이 외부 전문업체에 위탁합니다. 본 계약은 「개인정보 보호법」 제26조에 따른 위탁 사항을 회원에게 알리고 그 동의를 받기 위한 것입니다.',
      '1. 위탁 업무와 수탁자\n- 주문 처리: 의뢰서·견적·전자계약·CAD 파일 전달을 위한 서버 운영과 데이터 보관 — 회사가 이용하는 클라우드 호스팅 사업자\n- 문자(SMS) 발송: 휴대폰 본인 확인 인증번호와 거래 알림 발송 — 문자 발송 대행 사업자\n- 이메일 발송: 가입·거래·정산 안내와 공지 발송 — 이메일 발송 대행 사업자\n- 결제 처리: 마일리지 충전 결제, 카드 등록, 결제 취소와 환불 — 전자지급결제대행(PG) 사업자',
      '2. 위탁하는 개인정보 항목\n이름, 이메일, 휴대폰 번호와 국가 번호, 주소, 상호와 사업자 정보, 거래 내역, 결제 정보(카드사, 승인 번호 등 결제사가 처리하는 정보). 카드 번호 전체는 회사가 보관하지 않고 결제 사업자만 처리합니다.',
      '3. 위탁 기간\n회원 탈퇴 또는 위탁 계약 종료 시까지입니다. 다만 전자상거래 등에서의 소비자보호에 관한 법률 등 관계 법령이 보존을 요구하는 거래·결제 기록은 그 기간(계약·결제 기록 5년 등) 동안 보관한 뒤 파기합니다.',
      '4. 회사의 관리 의무\n회사는 수탁자가 위탁 목적 밖으로 개인정보를 처리하지 않도록 계약으로 정하고, 기술적·관리적 보호조치, 재위탁 제한, 처리 현황 점검, 손해배상 책임을 명시하며 수탁자를 감독합니다. 수탁자가 바뀌면 이 문서의 새 판으로 알립니다.',
      '5. 동의 거부권\n회원은 이 위탁에 동의하지 않을 수 있습니다. 다만 위탁 업무는 주문, 인증, 안내, 결제에 꼭 필요하므로 동의하지 않으면 해당 서비스를 이용할 수 없습니다.',
    ].join('\n\n'),
  },
  en: {
    title: 'Personal data processing outsourcing agreement',
    body: [
      'To provide the service, T-esigner (the "Company") entrusts part of the processing of members’ personal data to outside specialists, as set out below. This agreement tells members what is entrusted (Article 26 of the Korean Personal Information Protection Act) and asks for their consent.',
      '1. What is entrusted, and to whom\n- Order processing: running the servers and storing the data that carry referrals, quotations, e-contracts and CAD files — the cloud hosting provider the Company uses\n- SMS: phone verification codes and transaction notices — the SMS provider\n- E-mail: notices about joining, transactions, settlements and announcements — the e-mail delivery provider\n- Payment: mileage charges, card registration, payment cancellations and refunds — the payment provider (PG)',
      '2. The personal data concerned\nName, e-mail, phone number and country code, address, business name and registration details, transaction history, and payment details (card issuer, approval number and what else the payment provider processes). The Company never stores full card numbers; only the payment provider processes them.',
      '3. For how long\nUntil the member leaves the service or the outsourcing contract ends. Transaction and payment records that the law requires to be kept (for example five years for contract and payment records under the Korean Act on Consumer Protection in Electronic Commerce) are kept for that period and then destroyed.',
      '4. The Company’s duties\nThe Company binds each provider by contract not to process the data beyond the entrusted purpose, to apply technical and organisational safeguards, not to sub-entrust without consent, to allow inspection and to be liable for damage, and supervises them. A change of provider is announced in a new version of this document.',
      '5. Your right to refuse\nYou may refuse this consent. The entrusted work is needed for orders, verification, notices and payment, so without consent those services cannot be used.',
    ].join('\n\n'),
  },
};

/** GET /api/v1/mypage/outsourcing: the current text in the caller's language and when the member agreed to it. */
export async function getOutsourcingContract(db: Db, memberNo: number, locale: Locale): Promise<OutsourcingContract> {
  await activeMember(db, memberNo);
  const [agreed] = await db
    .select({ agreedAt: outsourcingAgreements.agreedAt })
    .from(outsourcingAgreements)
    .where(and(eq(outsourcingAgreements.memberNo, memberNo), eq(outsourcingAgreements.version, OUTSOURCING_CONTRACT_VERSION)));
  return { version: OUTSOURCING_CONTRACT_VERSION, ...texts[locale], agreedAt: agreed?.agreedAt.toISOString() ?? null };
}

/**
 * POST /api/v1/mypage/outsourcing: agrees to the version the member read; another version than the
 * current one is 409 CONTRACT_CHANGED. Agreeing twice keeps the first time.
 */
export async function agreeToOutsourcing(db: Db, memberNo: number, version: string, locale: Locale): Promise<OutsourcingContract> {
  await activeMember(db, memberNo);
  if (version !== OUTSOURCING_CONTRACT_VERSION) throw new AppError(ErrorCode.ContractChanged, 409);
  await db.transaction(async (tx) => {
    await tx.insert(outsourcingAgreements).values({ memberNo, version }).onConflictDoNothing();
    await tx.update(members).set({ agreeOutsourcing: true }).where(eq(members.memberNo, memberNo));
  });
  return getOutsourcingContract(db, memberNo, locale);
}
