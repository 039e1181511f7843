CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_no" integer NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_agreements" (
	"member_no" integer NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_agreements_member_no_kind_version_pk" PRIMARY KEY("member_no","kind","version")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"question_ko" text NOT NULL,
	"question_en" text DEFAULT '' NOT NULL,
	"answer_ko" text NOT NULL,
	"answer_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_no" integer NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"request_id" uuid,
	"order_id" uuid,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"title_ko" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"body_ko" text NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_documents_kind_version_pk" PRIMARY KEY("kind","version")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_ko" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"body_ko" text NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"logo_file_id" uuid NOT NULL,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_admin_no_members_member_no_fk" FOREIGN KEY ("admin_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_agreements" ADD CONSTRAINT "document_agreements_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_answered_by_members_member_no_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_created_by_members_member_no_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_created_by_members_member_no_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_at" ON "admin_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_audit_target" ON "admin_audit" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "faqs_category_sort" ON "faqs" USING btree ("category","sort");--> statement-breakpoint
CREATE INDEX "inquiries_member" ON "inquiries" USING btree ("member_no","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_open" ON "inquiries" USING btree ("created_at") WHERE "inquiries"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "notices_published" ON "notices" USING btree ("pinned","published_at") WHERE "notices"."published_at" is not null and "notices"."deleted_at" is null;
--> statement-breakpoint
INSERT INTO "legal_documents" ("kind", "version", "title_ko", "title_en", "body_ko", "body_en", "effective_at") VALUES ('terms', '2026-01-01', '이용약관', 'Terms of Use', '제1조 (목적)
이 약관은 티자이너(이하 "회사")가 운영하는 치과 보철 CAD 디자인 중개 서비스(이하 "서비스")의 이용 조건과 절차, 회사와 회원의 권리·의무를 정합니다.

제2조 (서비스)
1. 회사는 의뢰인(치과의사, 치과의원, 치과기공소)이 작성한 의뢰서를 티자이너(치과 CAD 디자이너)와 치과기공소에 전달하고, 견적·전자계약·결제·파일 전달·채팅·후기를 중개합니다.
2. 회사는 거래의 당사자가 아니며, 디자인 결과물의 품질과 납기는 계약한 티자이너가 책임집니다. 다만 회사는 분쟁 해결을 돕기 위해 거래 기록을 보관하고 조정합니다.

제3조 (회원가입과 승인)
1. 회원은 의뢰인, 치과기공소, 티자이너 중 하나로 가입하며, 면허 또는 사업자 서류를 제출해야 합니다. 치과기공소는 대표(소장)만 가입할 수 있습니다.
2. 회사는 제출 서류를 확인하여 영업일 기준 1~3일 안에 승인 여부를 알립니다. 사실과 다른 정보를 제출한 경우 승인을 거절하거나 이용을 정지할 수 있습니다.

제4조 (마일리지)
1. 서비스 안의 결제는 미리 충전한 마일리지로 합니다. 마일리지는 원화(KRW) 또는 달러(USD)로 충전하며, 회원이 사용하는 통화로만 사용할 수 있습니다.
2. 사용하지 않은 충전 건은 결제일로부터 10영업일 안에 같은 결제 수단으로 전액 환불을 신청할 수 있으며, 일부 환불은 되지 않습니다. 환불은 신청일로부터 10영업일 안에 처리합니다.

제5조 (에스크로와 거래 완료)
1. 의뢰인이 전자계약에 서명하고 결제한 금액은 회사가 보관(에스크로)하며, 거래가 완료될 때 티자이너의 정산 가능 금액으로 옮겨집니다.
2. 의뢰인이 CAD 결과물을 받고 확인하면 거래가 완료됩니다. 결과물 전달 후 정해진 영업일 동안 응답이 없으면 거래는 자동으로 완료됩니다.

제6조 (취소)
1. 티자이너가 계약 요청을 수락하기 전에는 의뢰인이 취소할 수 있으며 결제 금액 전액이 마일리지로 돌아갑니다.
2. 수락 후에는 티자이너의 동의를 받아 취소할 수 있으며, 결제 금액의 50%를 공제한 나머지를 돌려받습니다.
3. CAD 파일이 업로드된 뒤에는 취소할 수 없습니다.

제7조 (정산)
티자이너는 정산 가능 금액의 정산을 신청할 수 있으며, 관리자가 승인한 뒤 등록한 계좌로 지급합니다. 원화는 결제대행사 수수료(부가세 포함)를 뺀 금액을, 달러는 90%(수수료 10%)에 지급일 환율을 곱한 원화를 지급합니다.

제8조 (회원의 의무)
회원은 의뢰서와 파일에 환자 이름 등 환자를 알아볼 수 있는 정보를 넣어서는 안 되며, 다른 회원의 결과물과 정보를 거래 목적 밖에서 쓰거나 공유해서는 안 됩니다.

제9조 (이용 제한과 탈퇴)
회사는 약관을 위반한 회원의 이용을 정지할 수 있습니다. 회원은 진행 중인 거래와 남은 마일리지, 처리 중인 정산·환불을 마무리한 뒤 언제든 탈퇴할 수 있습니다.

제10조 (약관의 변경)
회사는 약관을 바꿀 때 시행일 7일 전부터 공지사항으로 알립니다. 회원에게 불리한 변경은 30일 전부터 알립니다.

부칙
이 약관은 2026년 1월 1일부터 시행합니다.', 'Article 1 (Purpose)
These terms set the conditions and procedures for using the dental prosthesis CAD design marketplace (the "Service") run by T-esigner (the "Company"), and the rights and duties of the Company and its members.

Article 2 (The Service)
1. The Company passes referrals written by clients (dentists, dental clinics and dental labs) to T-esigners (dental CAD designers) and dental labs, and mediates quotations, e-contracts, payment, file delivery, chat and reviews.
2. The Company is not a party to the transaction: the T-esigner under contract answers for the quality and timing of the design. The Company keeps the records of each transaction and helps settle disputes.

Article 3 (Joining and approval)
1. A member joins as a client, a dental lab or a T-esigner and submits a licence or business documents. Only the director of a dental lab can join as a lab.
2. The Company checks the documents and decides within 1 to 3 business days. False information may lead to rejection or suspension.

Article 4 (Mileage)
1. Payments in the Service are made with prepaid mileage, charged in Korean won (KRW) or US dollars (USD) and usable only in the member''s own currency.
2. An unspent charge may be refunded in full, to the same payment method, within 10 business days of payment; partial refunds are not possible. Refunds are processed within 10 business days of the request.

Article 5 (Escrow and completion)
1. What a client pays on signing the e-contract is held by the Company (escrow) and moves to the T-esigner''s earnings when the order completes.
2. An order completes when the client confirms the CAD result, or by itself when the client does not answer within the set number of business days after delivery.

Article 6 (Cancellation)
1. Before the T-esigner accepts the contract request, the client may cancel and gets the full payment back as mileage.
2. After acceptance, cancellation needs the T-esigner''s consent, and 50% of the payment is deducted.
3. Once the CAD file is uploaded, the order cannot be cancelled.

Article 7 (Settlement)
A T-esigner may ask to be paid their earnings; after the administrator approves, the Company pays into the registered bank account. KRW earnings are paid minus the payment provider''s fee (VAT included); USD earnings are paid at 90% (a 10% fee) converted at the day''s exchange rate.

Article 8 (Members'' duties)
Members must never put a patient''s name or anything that identifies a patient into referrals or files, and must not use or share other members'' work or information outside the transaction.

Article 9 (Restrictions and leaving)
The Company may suspend a member who breaks these terms. A member may leave at any time once open orders, remaining mileage and pending settlements or refunds are finished.

Article 10 (Changes)
The Company announces changes to these terms in the notices at least 7 days before they take effect, and at least 30 days before for changes against members'' interests.

These terms take effect on 1 January 2026.', '2026-01-01T00:00:00+09:00') ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "legal_documents" ("kind", "version", "title_ko", "title_en", "body_ko", "body_en", "effective_at") VALUES ('privacy', '2026-01-01', '개인정보처리방침', 'Privacy Policy', '티자이너(이하 "회사")는 회원의 개인정보를 소중히 다루며 「개인정보 보호법」을 지킵니다.

1. 수집하는 개인정보
- 가입 시: 이메일, 비밀번호(암호화 저장), 이름, 닉네임, 휴대폰 번호와 국가, 면허번호와 면허 사본, 사업자등록번호와 사업자등록증, 상호, 대표자명, 주소, 정산 계좌(은행, 예금주, 계좌번호)
- 이용 중: 결제 기록, 마일리지·정산 내역, 의뢰서와 첨부 파일, 채팅, 후기, 접속 기록과 기기 정보(푸시 알림 구독 포함)
- 의뢰서에는 환자의 이름 등 환자를 알아볼 수 있는 정보를 넣지 않습니다.

2. 이용 목적
회원 확인과 가입 승인, 의뢰·견적·계약·결제·정산의 중개, 분쟁 조정, 알림(이메일·문자·푸시) 발송, 부정 이용 방지, 서비스 개선

3. 보유 기간
회원 탈퇴 시 바로 파기합니다. 다만 관련 법령에 따라 계약·청약철회·대금 결제 기록은 5년, 소비자 불만·분쟁 처리 기록은 3년, 접속 기록은 3개월 보관합니다.

4. 처리 위탁
- 결제대행사(토스페이먼츠): 카드 결제와 환불, 카드 등록
- 문자 발송 업체: 휴대폰 인증번호와 알림 문자 발송
- 이메일 발송 업체: 가입 결과와 알림 메일 발송
위탁 계약으로 개인정보가 안전하게 처리되도록 관리·감독합니다.

5. 제3자 제공
회사는 회원의 동의 없이 개인정보를 제3자에게 제공하지 않습니다. 다만 거래를 위해 계약 상대방에게 거래에 필요한 정보(닉네임, 상호, 의뢰서와 파일)를 보여 줍니다.

6. 회원의 권리
회원은 마이페이지에서 언제든 자신의 정보를 열람·정정하고 탈퇴할 수 있으며, 개인정보 처리 정지와 삭제를 요구할 수 있습니다.

7. 안전성 확보 조치
비밀번호 암호화, 면허·사업자 서류의 비공개 보관, 접근 권한 관리, 전송 구간 암호화(HTTPS)를 적용합니다.

8. 문의
개인정보 보호책임자에게 1:1 문의(/inquire)로 연락해 주세요.

이 방침은 2026년 1월 1일부터 시행합니다.', 'T-esigner (the "Company") takes care of its members'' personal data and follows the Korean Personal Information Protection Act.

1. What we collect
- At join: e-mail, password (stored hashed), name, nickname, mobile number and country, licence number and licence copy, business registration number and certificate, business name, representative, address, payout account (bank, holder, account number)
- While you use the Service: payment records, mileage and settlement history, referrals and their files, chat, reviews, access logs and device data (including push subscriptions)
- Referrals never carry a patient''s name or anything that identifies a patient.

2. Why
To verify members and approve joins, to mediate requests, quotations, contracts, payments and settlements, to settle disputes, to send notifications (e-mail, text, push), to prevent abuse and to improve the Service.

3. How long
Data is destroyed when you leave, except what the law requires us to keep: records of contracts, withdrawals of offers and payments for 5 years, of consumer complaints and disputes for 3 years, and access logs for 3 months.

4. Outsourcing
- Payment provider (Toss Payments): card payments, refunds and card registration
- SMS provider: verification codes and text notifications
- E-mail provider: join results and notification e-mails
Contracts with these providers keep your data safe, and we supervise them.

5. Third parties
We give no personal data to third parties without your consent, except that the other party of a transaction sees what it needs (nickname, business name, referrals and files).

6. Your rights
You may read and correct your data and leave at any time from My page, and ask us to stop processing or delete your data.

7. Safeguards
Hashed passwords, licence and business documents kept private, access control, and encrypted transport (HTTPS).

8. Contact
Reach the data protection officer through a 1:1 inquiry (/inquire).

This policy takes effect on 1 January 2026.', '2026-01-01T00:00:00+09:00') ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "faqs" ("category", "sort", "question_ko", "question_en", "answer_ko", "answer_en") VALUES
('general', 0, '티자이너는 어떤 서비스인가요?', 'What is T-esigner?', '치과의사·치과의원·치과기공소가 작성한 보철 의뢰서를 치과 CAD 디자이너(티자이너)에게 보내고, 견적·전자계약·결제·CAD 파일 전달까지 한 곳에서 진행하는 중개 서비스입니다.', 'A marketplace where dentists, clinics and dental labs send prosthesis referrals to dental CAD designers (T-esigners) and handle quotations, e-contracts, payment and CAD file delivery in one place.'),
('general', 1, '가입 승인은 얼마나 걸리나요?', 'How long does join approval take?', '제출한 면허와 사업자 서류를 확인한 뒤 영업일 기준 1~3일 안에 승인 여부를 이메일로 알려 드립니다. 반려되면 마이페이지에서 서류를 고쳐 다시 제출할 수 있습니다.', 'We check your licence and business documents and tell you by e-mail within 1 to 3 business days. If rejected, you can correct and resubmit them from My page.'),
('general', 2, '결제는 어떻게 하나요?', 'How do I pay?', '모든 거래는 미리 충전한 마일리지로 결제합니다. 원화(KRW) 또는 달러(USD)로 충전하며, 가입한 국가의 통화로만 사용할 수 있습니다.', 'Every transaction is paid with prepaid mileage, charged in Korean won (KRW) or US dollars (USD); you use the currency of the country you joined from.'),
('general', 3, '올릴 수 있는 파일의 종류와 크기는요?', 'What files can I upload?', '이미지는 JPG, PNG, GIF로 10MB까지, 3D 파일은 STL, PLY, OBJ입니다. 의뢰서 한 장에는 스캔 파일 1개와 기타 파일 9개까지, 포트폴리오 파일은 500MB까지 올릴 수 있습니다.', 'Images as JPG, PNG or GIF up to 10 MB, and 3D files as STL, PLY or OBJ. A referral takes 1 scan file and up to 9 other files; portfolio files may be up to 500 MB.'),
('client', 0, '충전한 마일리지를 환불받을 수 있나요?', 'Can I get my charged mileage back?', '사용하지 않은 충전 건은 결제일로부터 10영업일 안에 같은 결제 수단으로 전액 환불을 신청할 수 있습니다. 일부 환불은 되지 않으며, 환불은 신청 후 10영업일 안에 처리됩니다.', 'An unspent charge can be refunded in full, to the same payment method, within 10 business days of payment. Partial refunds are not possible; refunds are processed within 10 business days.'),
('client', 1, '결제한 거래를 취소할 수 있나요?', 'Can I cancel an order I paid for?', '티자이너가 계약 요청을 수락하기 전에는 바로 취소되고 전액이 마일리지로 돌아옵니다. 수락 후에는 티자이너의 동의가 있어야 하며 결제 금액의 50%가 공제됩니다. CAD 파일이 업로드된 뒤에는 취소할 수 없습니다.', 'Before the T-esigner accepts the contract request, it is cancelled at once and the full amount returns as mileage. After acceptance, the T-esigner must agree and 50% of the payment is deducted. Once the CAD file is uploaded, it cannot be cancelled.'),
('client', 2, '공개 요청과 지정 요청은 무엇이 다른가요?', 'What is the difference between a public and a designated request?', '공개 요청은 여러 티자이너가 견적을 보내고 그중 한 명을 고르는 방식입니다. 지정 요청은 원하는 티자이너 한 명에게 바로 보내며, 티자이너가 수락하면 결제합니다.', 'A public request collects quotations from several T-esigners and you choose one. A designated request goes straight to one T-esigner; you pay once they accept.'),
('client', 3, '결과물이 마음에 들지 않으면요?', 'What if I am not happy with the result?', '결과물을 받은 뒤 사유를 적어 재작업을 요청할 수 있습니다. 티자이너가 정한 수정 횟수와 보증 기간 안에서 다시 받아 볼 수 있습니다.', 'After receiving it, you can ask for a rework with a reason, within the number of edits and the warranty period the T-esigner offers.'),
('lab', 0, '치과기공소는 누가 가입할 수 있나요?', 'Who can join as a dental lab?', '치과기공소는 대표(소장)만 가입할 수 있습니다. 사업자등록증의 대표자와 정산 계좌의 예금주가 같아야 합니다.', 'Only the director of the dental lab. The account holder of the payout account must be the representative on the business registration.'),
('lab', 1, '기공소 회원도 CAD 디자인 거래를 할 수 있나요?', 'Can a dental lab take CAD design orders?', '기공소 프로필만으로는 CAD 파일 거래와 지정 요청을 받을 수 없습니다. 마이페이지에서 티자이너 프로필을 추가하면 견적을 보내고 거래할 수 있습니다.', 'A lab profile alone cannot take CAD orders or designated requests. Add a T-esigner profile from My page to quote and take orders.'),
('lab', 2, '우리 기공소를 홍보할 수 있나요?', 'Can we promote our lab?', '기공소 프로필에 전문 분야(최대 4개)와 지역(1곳), 사진을 등록하면 의뢰인이 기공소 찾기에서 검색할 수 있습니다.', 'Fill in your lab profile with up to 4 specializations, one region and photos, and clients will find you in the dental lab search.'),
('designer', 0, '정산은 어떻게 받나요?', 'How do I get paid?', '거래가 완료되면 결제 금액이 정산 가능 금액으로 옮겨집니다. 정산을 신청하면 관리자 승인 후 등록한 계좌로 지급합니다. 원화는 결제대행사 수수료(부가세 포함)를 뺀 금액, 달러는 90%(수수료 10%)에 지급일 환율을 곱한 금액입니다.', 'When an order completes, its amount moves to your earnings. Ask for a settlement and, once the administrator approves, it is paid into your registered account: KRW minus the payment provider''s fee (VAT included), USD at 90% (a 10% fee) times the day''s exchange rate.'),
('designer', 1, '거래는 언제 완료되나요?', 'When does an order complete?', '의뢰인이 CAD 결과물을 받고 확인하면 완료됩니다. 결과물을 보낸 뒤 정해진 영업일 동안 의뢰인의 응답이 없으면 자동으로 완료됩니다.', 'When the client confirms the CAD result, or by itself when the client does not answer within the set number of business days after delivery.'),
('designer', 2, '작업 중 추가 비용이 생기면요?', 'What if the work costs more than quoted?', 'CAD 결과물을 올릴 때 사유와 함께 추가 결제를 요청할 수 있습니다. 의뢰인이 결제하거나 거절할 때까지 거래는 완료되지 않습니다.', 'When uploading the CAD result you can ask for a surcharge with a reason. The order does not complete until the client pays or declines it.'),
('designer', 3, '전자세금계산서 발행이 꼭 필요한가요?', 'Do I have to issue e-invoices?', '네. CAD 디자인 서비스는 전자세금계산서 발행이 의무이므로 가입 시 동의가 필요합니다.', 'Yes. E-invoicing is mandatory for CAD design services, so you agree to it when joining.');
