// Server-side messages in the caller's language. The `lang` header (A Korean, B other) picks it;
// Korean is the fallback (SPEC §1).
import { ErrorCode, localeOfLangCode, type Locale } from '@dcm/shared';
import type { FastifyRequest } from 'fastify';

export function localeOf(request: FastifyRequest): Locale {
  const lang = request.headers.lang;
  return localeOfLangCode(Array.isArray(lang) ? lang[0] : lang);
}

const messages: Record<ErrorCode, Record<Locale, string>> = {
  [ErrorCode.ValidationFailed]: { ko: '입력값을 확인해 주세요.', en: 'Please check the highlighted fields.' },
  [ErrorCode.InvalidCredentials]: { ko: '이메일 또는 비밀번호가 올바르지 않습니다.', en: 'Wrong email or password.' },
  [ErrorCode.AccountSuspended]: {
    ko: '이용이 정지된 계정입니다. 관리자에게 문의해 주세요.',
    en: 'This account is suspended. Please contact an administrator.',
  },
  [ErrorCode.AccountNotApproved]: {
    ko: '가입 승인 후 이용할 수 있습니다.',
    en: 'You can use this once your membership is approved.',
  },
  [ErrorCode.TooManyAttempts]: {
    ko: '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    en: 'Too many attempts. Please try again in a few minutes.',
  },
  [ErrorCode.Unauthorized]: { ko: '로그인이 필요합니다.', en: 'Please sign in.' },
  [ErrorCode.Forbidden]: { ko: '잘못된 접근입니다.', en: 'Invalid access.' },
  [ErrorCode.InvalidRefreshToken]: { ko: '세션이 만료되었습니다. 다시 로그인해 주세요.', en: 'Your session has expired. Please sign in again.' },
  [ErrorCode.CsrfRejected]: { ko: '허용되지 않은 출처의 요청입니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.', en: 'This request came from a page that is not allowed. Reload the page and try again.' },
  [ErrorCode.NotFound]: { ko: '요청한 정보를 찾을 수 없습니다.', en: 'The requested item was not found.' },
  [ErrorCode.UnknownCodeGroup]: { ko: '알 수 없는 코드 그룹입니다.', en: 'Unknown code group.' },
  [ErrorCode.FileTypeNotSupported]: { ko: '지원하지 않는 파일 형식입니다.', en: 'File type not supported.' },
  [ErrorCode.FileSizeExceeded]: { ko: '파일 크기가 허용 범위를 초과했습니다.', en: 'File size exceeded.' },
  [ErrorCode.FileMissing]: { ko: '파일을 선택해 주세요.', en: 'Please choose a file.' },
  [ErrorCode.UploadOffsetMismatch]: {
    ko: '업로드 위치가 서버와 다릅니다. 서버가 받은 곳부터 이어서 보내 주세요.',
    en: 'The upload is not at this point. Resume from what the server has received.',
  },
  [ErrorCode.UploadIncomplete]: { ko: '파일이 아직 모두 올라가지 않았습니다.', en: 'The file has not been uploaded completely yet.' },
  [ErrorCode.UploadArchiveRefused]: {
    ko: '압축 파일을 받을 수 없습니다. 풀었을 때 너무 크거나, 파일이 너무 많거나, 폴더 밖을 가리키는 경로가 있습니다.',
    en: 'This archive cannot be accepted: it unpacks too large, holds too many files, or has paths outside its folder.',
  },
  [ErrorCode.IdempotencyConflict]: {
    ko: '같은 요청 키로 다른 요청이 이미 처리되었습니다.',
    en: 'Another request was already made with this key.',
  },
  [ErrorCode.EmailInUse]: { ko: '이미 사용 중인 이메일입니다.', en: 'This email is already in use.' },
  [ErrorCode.NicknameInUse]: { ko: '이미 사용 중인 닉네임입니다.', en: 'This nickname is already in use.' },
  [ErrorCode.PhoneInUse]: { ko: '이미 가입된 휴대폰 번호입니다.', en: 'This phone number is already registered.' },
  [ErrorCode.PhoneNotRegistered]: { ko: '가입된 회원 정보가 없는 휴대폰 번호입니다.', en: 'No member is registered with this phone number.' },
  [ErrorCode.CodeMismatch]: { ko: '인증번호가 일치하지 않습니다.', en: 'The verification codes do not match.' },
  [ErrorCode.CodeExpired]: { ko: '인증번호가 만료되었습니다. 다시 받아 주세요.', en: 'The verification code has expired. Please request a new one.' },
  [ErrorCode.CodeResendTooSoon]: { ko: '잠시 후 다시 요청해 주세요.', en: 'Please wait a moment before requesting another code.' },
  [ErrorCode.PhoneNotVerified]: { ko: '휴대폰 인증을 완료해 주세요.', en: 'Please verify your phone first.' },
  [ErrorCode.InvalidDocument]: { ko: '첨부 서류를 다시 올려 주세요.', en: 'Please upload the document again.' },
  [ErrorCode.AlreadyQuoted]: { ko: '이미 이 요청에 견적을 보냈습니다. 보낸 견적을 수정해 주세요.', en: 'You already sent a quotation for this request. Edit the one you sent.' },
  [ErrorCode.DesignerProfileRequired]: { ko: '치과기공소 회원은 마이페이지에서 티자이너 프로필을 추가해야 CAD 거래와 지정 요청을 할 수 있습니다.', en: 'A dental lab must add a T-esigner profile from My page before taking CAD transactions or designated requests.' },
  [ErrorCode.QuoteClosed]: { ko: '견적 기간이 끝난 요청입니다.', en: 'The quotation period of this request has ended.' },
  [ErrorCode.ReworkLimitReached]: { ko: "이 티자이너가 제공하는 수정 횟수를 모두 사용했습니다. 처방이 바뀐 경우에는 처방 변경으로 요청해 주세요.", en: "The edits this T-esigner includes are used up. If the prescription changed, ask for a rework for a changed prescription." },
  [ErrorCode.WarrantyOver]: { ko: "수정 보증 기간이 지나 재작업을 요청할 수 없습니다.", en: "The edit warranty is over: a rework can no longer be asked." },
  [ErrorCode.ReviewExists]: { ko: '이미 후기를 작성한 거래입니다.', en: 'You already reviewed this order.' },
  [ErrorCode.PortfolioFull]: { ko: '포트폴리오는 30개까지 등록할 수 있습니다. 다른 항목을 삭제한 뒤 추가해 주세요.', en: 'A portfolio holds at most 30 items. Delete one before adding another.' },
  [ErrorCode.SurchargeOpen]: { ko: '답변을 기다리는 추가 결제 요청이 있습니다. 먼저 결제하거나 거절해 주세요.', en: 'A surcharge request is waiting for an answer. Pay or decline it first.' },
  [ErrorCode.InsufficientMileage]: { ko: '마일리지가 부족합니다.', en: 'Your mileage is insufficient.' },
  [ErrorCode.InvalidTransition]: { ko: '이미 처리되었거나 할 수 없는 요청입니다.', en: 'This request was already processed or is not allowed.' },
  [ErrorCode.ReasonRequired]: { ko: '사유를 입력해 주세요.', en: 'Please enter a reason.' },
  [ErrorCode.ResetLinkInvalid]: { ko: '비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다.', en: 'This password reset link has expired or was already used.' },
  [ErrorCode.AccountPending]: { ko: '가입 승인 대기 중입니다.', en: 'Your membership is awaiting approval.' },
  [ErrorCode.GoogleSignInFailed]: { ko: '구글 로그인에 실패했습니다. 다시 시도해 주세요.', en: 'Google sign-in failed. Please try again.' },
  [ErrorCode.AddressSearchUnavailable]: { ko: '주소 검색을 사용할 수 없습니다. 주소를 직접 입력해 주세요.', en: 'Address search is unavailable. Please type the address.' },
  [ErrorCode.PaymentFailed]: { ko: "결제가 완료되지 않았습니다. 마일리지는 충전되지 않았습니다.", en: "The payment did not go through. No mileage was charged." },
  [ErrorCode.PaymentProviderUnavailable]: { ko: "결제사와 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.", en: "The payment provider cannot be reached. Please try again in a moment." },
  [ErrorCode.CardRegistrationFailed]: { ko: "카드 등록에 실패했습니다. 입력한 정보를 확인해 주세요.", en: "Card registration failed. Please check the card details." },
  [ErrorCode.CurrencyNotUsed]: { ko: "회원님이 사용하는 통화가 아닙니다.", en: "This is not the currency of your account." },
  [ErrorCode.RefundPeriodOver]: { ko: "결제 후 10영업일이 지나 환불할 수 없습니다.", en: "More than 10 business days have passed since the payment; it can no longer be refunded." },
  [ErrorCode.RefundAlreadyRequested]: { ko: "이미 환불을 신청한 충전입니다.", en: "A refund of this charge was already asked." },
  [ErrorCode.ChargeSpent]: { ko: "충전한 마일리지를 이미 사용하여 환불할 수 없습니다. 환불은 사용하지 않은 충전 전액만 가능합니다.", en: "This charge’s mileage is already spent; only a whole, unspent charge can be refunded." },
  [ErrorCode.InsufficientEarnings]: { ko: "정산 가능 금액이 부족합니다.", en: "Your earnings are less than the amount asked." },
  [ErrorCode.ExchangeRateMissing]: { ko: "오늘의 환율이 아직 입력되지 않았습니다. 잠시 후 다시 시도해 주세요.", en: "Today’s exchange rate is not set yet. Please try again later." },
  [ErrorCode.BankAccountMissing]: { ko: "정산받을 계좌가 없습니다. 마이페이지에서 계좌를 등록해 주세요.", en: "No bank account to pay into. Add one on My page first." },
  [ErrorCode.RateFeedUnavailable]: { ko: "환율 정보를 가져오지 못했습니다. 환율을 직접 입력해 주세요.", en: "The exchange-rate feed did not answer. Please type the rate instead." },
  [ErrorCode.DownloadLinkExpired]: { ko: "다운로드 링크가 만료되었습니다. 페이지를 다시 열어 내려받으세요.", en: "This download link has expired. Open the page again to download." },
  [ErrorCode.BlockNotAllowed]: { ko: "차단할 수 없는 회원입니다. 의뢰인은 티자이너와 치과기공소를, 티자이너와 치과기공소는 의뢰인을 차단할 수 있습니다.", en: "This member cannot be blocked. Clients block T-esigners and dental labs; T-esigners and dental labs block clients." },
  [ErrorCode.AlreadyReported]: { ko: "이미 신고한 내용입니다. 운영자가 확인하고 있습니다.", en: "You already reported this. The operator is looking into it." },
  [ErrorCode.ReportAlreadyDecided]: { ko: "이미 처리된 신고입니다. 목록을 새로 고쳐 결과를 확인하세요.", en: "This report was already decided. Refresh the list to see the decision." },
  [ErrorCode.WithdrawalBlocked]: { ko: "진행 중인 거래나 남은 마일리지, 처리 중인 정산·환불이 있어 탈퇴할 수 없습니다. 먼저 마무리해 주세요.", en: "You cannot leave while orders, requests, mileage, settlements or refunds are still open. Please finish them first." },
  [ErrorCode.ContractChanged]: { ko: "계약서 내용이 변경되었습니다. 새 내용을 확인한 뒤 다시 동의해 주세요.", en: "The contract has changed. Please read the new version and agree again." },
  [ErrorCode.ChatNotAllowed]: { ko: "이 회원과는 채팅할 수 없습니다. 채팅은 의뢰인과 티자이너·치과기공소 사이에서, 함께하는 의뢰나 거래에 대해 열립니다.", en: "You cannot chat with this member. Chat is between a client and a T-esigner or dental lab, about a request or order you share." },
  [ErrorCode.ChatBlocked]: { ko: "차단 관계인 회원과는 채팅할 수 없습니다.", en: "You cannot chat with a member who blocked you or whom you blocked." },
  [ErrorCode.PushSubscribeFailed]: { ko: "알림 구독을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.", en: "The notification subscription could not be saved. Please try again shortly." },
  [ErrorCode.QuickTaken]: { ko: "다른 티자이너가 먼저 이 퀵 의뢰를 가져갔습니다.", en: "Another T-esigner already took this quick request." },
  [ErrorCode.QuickRemakeLimit]: { ko: "이 퀵 의뢰의 재제작 요청 횟수를 모두 사용했습니다.", en: "The remakes of this quick request are used up." },
  [ErrorCode.Internal]: { ko: '데이터 오류가 발생했습니다.', en: 'A data error occurred.' },
};

export const errorMessage = (code: ErrorCode, locale: Locale): string => messages[code][locale];

/** Validation keys of the shared schemas (their `error` messages), as the web catalogue says them. */
const validationMessages: Record<string, Record<Locale, string>> = {
  passwordWrong: { ko: "비밀번호가 올바르지 않습니다.", en: "The password is not correct." },
  passwordUnchanged: { ko: "새 비밀번호는 현재 비밀번호와 달라야 합니다.", en: "The new password must differ from the current one." },
  referralsRequired: { ko: "요청할 의뢰서를 하나 이상 골라 주세요.", en: "Choose at least one referral to request." },
  quickPriceMissing: { ko: "이 보철 종류는 회원님의 통화로 퀵 의뢰 가격이 정해져 있지 않습니다.", en: "This prosthesis type has no quick price in your currency." },
  quickDeadlineTooSoon: { ko: "마감 시간이 너무 이릅니다. 최소 시간 이후로 정해 주세요.", en: "The deadline is too soon. Please pick a later time." },
  deadlineBeforeExpiry: { ko: "납기는 견적 마감 이후여야 합니다.", en: "The delivery deadline must be after the quote expiry." },
  dateInvalid: { ko: "날짜 입력이 올바르지 않습니다.", en: "Date input not valid." },
  dateBeforeMin: { ko: "지금 이후의 시각을 골라 주세요.", en: "Choose a time from now on." },
  dateAfterMax: { ko: "내년 말까지의 날짜만 고를 수 있습니다.", en: "Dates can be chosen up to the end of next year." },
  dateStep: { ko: "시각은 30분 단위로 골라 주세요.", en: "Choose a time on the hour or half hour." },
  dateHoliday: { ko: "공휴일은 고를 수 없습니다.", en: "Holidays cannot be chosen." },
  reasonRequired: { ko: "사유를 입력해 주세요.", en: "Please give a reason." },
  priceInvalid: { ko: "단가를 0 이상 1,000만 원 이하의 정수로 입력해 주세요.", en: "Enter a unit price: a whole number of won from 0 to 10,000,000." },
  deliveryAfterDeadline: { ko: "납품 가능일은 요청의 납기 이전이어야 합니다.", en: "The delivery date must be before the request’s deadline." },
  designerUnavailable: { ko: "요청할 수 없는 티자이너입니다.", en: "This T-esigner cannot take requests." },
  typeNotRequested: { ko: "요청에 없는 보철 종류입니다.", en: "This prosthesis type is not in the request." },
  toothInvalid: { ko: "올바른 치아 번호(FDI)가 아닙니다.", en: "Not a valid FDI tooth number." },
  toothDuplicate: { ko: "같은 치아가 두 번 선택되었습니다.", en: "The same tooth is selected twice." },
  bridgeSpan: { ko: "브릿지는 같은 악궁의 이어진 치아 2개 이상이어야 합니다.", en: "A bridge spans 2 or more adjacent teeth of one arch." },
  bridgeOverlap: { ko: "브릿지가 다른 브릿지나 묶음과 겹칩니다.", en: "The bridge overlaps another bridge or bundle." },
  bundleInvalid: { ko: "묶음은 같은 악궁의 선택한 치아 2개 이상이며, 브릿지나 다른 묶음과 겹칠 수 없습니다.", en: "A bundle is 2 or more selected teeth of one arch, outside bridges and other bundles." },
  unknownCode: { ko: '목록에서 선택해 주세요.', en: 'Please choose from the list.' },
  codeTaken: { ko: "이 그룹에 이미 있는 코드입니다.", en: "This code is already in the group." },
  codeFormat: { ko: "코드는 영문, 숫자, '-', '_', '.'로 40자 이하입니다.", en: "A code is up to 40 letters, digits, '-', '_' or '.'." },
  holidayTaken: { ko: "이미 등록된 공휴일입니다.", en: "This day is already a holiday." },
  emailInUse: { ko: "이미 사용 중인 이메일입니다.", en: "This email is already in use." },
  nicknameInUse: { ko: "이미 사용 중인 닉네임입니다.", en: "This nickname is already in use." },
  phoneInUse: { ko: "이미 가입된 휴대폰 번호입니다.", en: "This phone number is already registered." },
  codeMismatch: { ko: "인증번호가 일치하지 않습니다.", en: "The verification codes do not match." },
  invalidDocument: { ko: "첨부 서류를 다시 올려 주세요.", en: "Please upload the document again." },
  required: { ko: "필수 입력 항목입니다.", en: "This field is required." },
  email: { ko: "이메일 형식이 올바르지 않습니다.", en: "Invalid email format." },
  nickname: { ko: "닉네임은 한글, 영문, 숫자로 2~10자입니다.", en: "Nickname: 2 to 10 letters or numbers." },
  password: { ko: "비밀번호는 영문과 숫자를 포함해 8자 이상입니다.", en: "Password: at least 8 characters with a letter and a digit." },
  passwordMismatch: { ko: "새 비밀번호와 확인 비밀번호가 일치하지 않습니다.", en: "The passwords do not match." },
  phone: { ko: "휴대폰 번호 형식이 올바르지 않습니다.", en: "Invalid phone number format." },
  nation: { ko: "국가 번호를 선택해 주세요.", en: "Please select a country code." },
  certification: { ko: "인증번호 6자리를 입력해 주세요.", en: "Enter the 6-digit code." },
  phoneNotVerified: { ko: "휴대폰 인증을 완료해 주세요.", en: "Please verify your phone first." },
  businessNumber: { ko: "사업자등록번호 10자리를 확인해 주세요.", en: "Check the 10-digit business registration number." },
  fileRequired: { ko: "서류를 첨부해 주세요.", en: "Please attach the document." },
  accountNumber: { ko: "계좌번호를 확인해 주세요.", en: "Check the account number." },
  agreeRequired: { ko: "필수 항목에 동의해 주세요.", en: "Please accept the required terms." },
  depositorMismatch: { ko: "예금주가 대표자와 일치하지 않습니다. 대표자 명의 계좌만 등록할 수 있습니다.", en: "The account holder does not match the representative. Only an account in the representative’s name can be registered." },
  clinicNameLab: { ko: "치과명에 기공소를 포함할 수 없습니다. 기공소는 기공소 회원으로 가입해 주세요.", en: "A clinic name cannot contain “dental lab”. Dental labs join as dental lab members." },
  labDirectorOnly: { ko: "치과기공소는 대표(소장)만 가입할 수 있습니다.", en: "Only the director of a dental lab can join." },
  referralNumber: { ko: "의뢰서 번호는 숫자와 기호로 20자까지 입력할 수 있습니다.", en: "Referral number: up to 20 digits or symbols." },
  referralNumberName: { ko: "의뢰서 번호에 문자를 입력할 수 없습니다. 환자 이름을 입력하지 마세요.", en: "A referral number cannot contain letters. Never enter a patient name." },
  confirmRequired: { ko: "의뢰서 내용을 확인하고 체크해 주세요.", en: "Please confirm the referral before saving." },
  prosthesisRequired: { ko: "보철 종류를 하나 이상 선택해 주세요.", en: "Choose at least one prosthesis type." },
  prosthesisTypeFirst: { ko: "수량보다 보철 종류를 먼저 선택해 주세요.", en: "Choose the prosthesis type before its count." },
  unitsOverCap: { ko: "의뢰서 한 장의 보철 수량은 32개까지입니다.", en: "A referral form holds at most 32 units." },
  teethRequired: { ko: "치아를 하나 이상 선택해 주세요.", en: "Select at least one tooth." },
  maxWithoutSpaces: { ko: "공백을 제외하고 30자까지 입력할 수 있습니다.", en: "At most 30 characters, spaces not counted." },
  fileLimit: { ko: "스캔 파일 1개와 기타 파일 9개까지 첨부할 수 있습니다.", en: "Attach at most 1 scan file and 9 other files." },
  fileNotOwned: { ko: "파일을 다시 올려 주세요.", en: "Please upload the file again." },
  countRequired: { ko: "개수를 1 이상의 정수로 입력해 주세요.", en: "Enter a count: a whole number of 1 or more." },
  referralIncomplete: { ko: "작성 완료되지 않은 의뢰서는 요청할 수 없습니다.", en: "Only complete referrals can be requested." },
  fileTwice: { ko: "같은 파일을 두 번 첨부할 수 없습니다.", en: "The same file cannot be attached twice." },
  valueSetsFull: { ko: "자주 쓰는 수치는 30개까지 저장할 수 있습니다. 쓰지 않는 항목을 삭제한 뒤 저장해 주세요.", en: "You can keep up to 30 saved value sets. Delete one you no longer use, then save." },
  amountBelowMin: { ko: "1회 최소 충전 금액(1,000원 또는 1달러) 이상 입력해 주세요.", en: "Charge at least the minimum of one payment (1,000 won or 1 dollar)." },
  cardNumberInvalid: { ko: "카드 번호 15~16자리를 숫자로 입력해 주세요.", en: "Enter the 15 or 16 digits of the card number." },
  cardExpiryInvalid: { ko: "유효기간(월/년)을 확인해 주세요.", en: "Check the card’s validity (month/year)." },
  cardPasswordInvalid: { ko: "카드 비밀번호 앞 2자리를 입력해 주세요.", en: "Enter the first two digits of the card password." },
  birthDateInvalid: { ko: "생년월일 6자리(YYMMDD)를 입력해 주세요.", en: "Enter the birth date as 6 digits (YYMMDD)." },
  rateInvalid: { ko: "환율을 소수점 둘째 자리까지의 숫자로 입력해 주세요. 예: 1385.20", en: "Enter the rate as a number with up to two decimals, e.g. 1385.20." },
  rateExists: { ko: "이 날짜의 환율은 이미 입력되었습니다.", en: "A rate for this day was already entered." },
  reasonTooLong: { ko: "사유는 300자 이내로 입력해 주세요.", en: "Keep the reason within 300 characters." },
  amountAboveEarnings: { ko: "정산 가능 금액보다 큰 금액입니다.", en: "This is more than your earnings available for settlement." },
  noQuickJobs: { ko: "이 기간에 정산할 완료된 퀵 의뢰가 없습니다.", en: "There are no completed, unsettled quick jobs in this period." },
  periodInvalid: { ko: "종료일은 시작일과 같거나 그 이후여야 합니다.", en: "The end date must be on or after the start date." },
  rateNotPublished: { ko: "이 날짜에 고시된 환율이 없습니다(주말·공휴일 또는 오전 11시 이전).", en: "No rate is published for this day (a weekend, a holiday, or before 11:00 KST)." },
  consentRequired: { ko: "계약 내용에 동의해 주세요.", en: "Please agree to the contract." },
  contractChanged: { ko: "계약서 내용이 바뀌었습니다. 다시 읽고 서명해 주세요.", en: "The contract changed since you opened it. Please read it again and sign." },
  amountInvalid: { ko: '금액을 1 이상, 1회 한도 이하의 정수로 입력해 주세요.', en: 'Enter an amount: a whole number from 1 up to the limit of one payment.' },
  currencyInvalid: { ko: '통화는 원(KRW) 또는 달러(USD)만 사용할 수 있습니다.', en: 'The currency must be KRW or USD.' },
  filesRequired: { ko: "CAD 파일을 하나 이상 올려 주세요.", en: "Upload at least one CAD file." },
  tooManyFiles: { ko: "첨부할 수 있는 파일 수를 넘었습니다.", en: "Too many files attached." },
  duplicateFiles: { ko: "같은 파일을 두 번 넣을 수 없습니다.", en: "The same file cannot be included twice." },
  tooLong: { ko: "1,000자 이내로 입력해 주세요.", en: "Keep it within 1,000 characters." },
  surchargeTooHigh: { ko: "추가 결제 금액은 주문 금액의 2배까지 요청할 수 있습니다.", en: "A surcharge can be at most twice the order’s amount." },
  deliveryFileInvalid: { ko: "직접 올린, 아직 전달하지 않은 파일만 보낼 수 있습니다. 파일을 다시 올려 주세요.", en: "Only files you uploaded and have not delivered yet can be sent. Please upload the file again." },
  reworkKindRequired: { ko: "재작업 사유의 종류를 골라 주세요.", en: "Choose why the rework is needed." },
  reviewTooShort: { ko: "후기는 5자 이상 입력해 주세요.", en: "Write at least 5 characters." },
  inquiryTooShort: { ko: "문의 내용은 5자 이상 입력해 주세요.", en: "Write at least 5 characters." },
  inquiryFileInvalid: { ko: "직접 올린 이미지나 PDF 파일만 첨부할 수 있습니다. 파일을 다시 올려 주세요.", en: "Only images or PDF files you uploaded can be attached. Please upload the file again." },
  notYours: { ko: "회원님이 참여한 의뢰나 주문만 고를 수 있습니다.", en: "Choose a request or order you take part in." },
  ratingRequired: { ko: "평점을 골라 주세요.", en: "Choose a rating." },
  reviewPhotoInvalid: { ko: "직접 올린 사진(JPG, PNG, GIF)만 첨부할 수 있습니다. 사진을 다시 올려 주세요.", en: "Only a photo you uploaded (JPG, PNG or GIF) can be attached. Please upload it again." },
  pinNotOnOrder: { ko: "이 주문의 3D 뷰어에 남긴 핀만 첨부할 수 있습니다.", en: "Only pins placed in this order's 3D viewer can be attached." },
  tooManyPins: { ko: "핀은 10개까지 첨부할 수 있습니다.", en: "Attach at most 10 pins." },
  duplicateCodes: { ko: "같은 항목을 두 번 선택할 수 없습니다.", en: "The same item cannot be chosen twice." },
  introTooLong: { ko: "소개 글이 너무 깁니다. 글자 수 제한 안으로 줄여 주세요.", en: "The text is too long. Shorten it to the limit shown." },
  yearInvalid: { ko: "1900년부터 올해까지의 연도를 입력해 주세요.", en: "Enter a year from 1900 to this year." },
  countInvalid: { ko: "허용 범위 안의 정수를 입력해 주세요.", en: "Enter a whole number within the allowed range." },
  cadTooMany: { ko: "선호 CAD 프로그램은 2개까지 선택할 수 있습니다.", en: "Choose at most 2 preferred CAD programs." },
  tooManyTypes: { ko: "보철 종류는 20개까지 선택할 수 있습니다.", en: "Choose at most 20 prosthesis types." },
  typeNotHandled: { ko: "가격표에는 취급하는 보철 종류만 넣을 수 있습니다.", en: "The price table may only list prosthesis types you handle." },
  cadOtherUnchosen: { ko: "기타 CAD 프로그램을 입력하려면 먼저 ‘기타’를 선택해 주세요.", en: "Choose \"Other\" before naming another CAD program." },
  specializationsTooMany: { ko: "전문 분야는 4개까지 선택할 수 있습니다.", en: "Choose at most 4 specializations." },
  oneRegion: { ko: "지역은 하나만 고를 수 있습니다.", en: "Choose one region." },
  tooManyPhotos: { ko: "사진은 10장까지 올릴 수 있습니다.", en: "Up to 10 photos can be added." },
  portfolioIncomplete: { ko: "포트폴리오에는 제목, 대표 이미지, STL 파일이 필요합니다.", en: "A portfolio item needs a title, a main image and an STL file." },
  fileTypeInvalid: { ko: "이 자리에 넣을 수 없는 파일 형식입니다. 이미지는 JPG, PNG, GIF, 3D 파일은 STL, PLY, OBJ만 가능합니다.", en: "This file type does not fit here: images are JPG, PNG or GIF, 3D files STL, PLY or OBJ." },
  fileInUse: { ko: "이미 다른 곳에 사용된 파일입니다. 파일을 다시 올려 주세요.", en: "This file is already used elsewhere. Please upload it again." },
  too_big: { ko: "입력할 수 있는 길이를 넘었습니다.", en: "Too long." },
  urlInvalid: { ko: "http:// 또는 https://로 시작하는 주소를 입력해 주세요.", en: "Enter an address starting with http:// or https://." },
  versionInvalid: { ko: "버전은 날짜 형식(예: 2026-01-01 또는 2026-01-01.2)으로 입력해 주세요.", en: "Write the version as a date, e.g. 2026-01-01 or 2026-01-01.2." },
  versionExists: { ko: "이미 게시된 버전입니다. 게시된 문서는 바꿀 수 없으니 새 버전으로 게시해 주세요.", en: "This version is already published. Published documents never change: publish a new version." },
};

/** Field messages for validation issues: the schema's key when it has one, else by zod issue code. */
export function fieldMessage(
  issue: { code?: string; message?: string; minimum?: unknown; maximum?: unknown; format?: unknown },
  locale: Locale,
): string {
  const keyed = issue.message ? validationMessages[issue.message] : undefined;
  if (keyed) return keyed[locale];
  const ko = locale === 'ko';
  switch (issue.code) {
    case 'too_small':
      return ko ? `${String(issue.minimum)}자 이상 입력해 주세요.` : `Enter at least ${String(issue.minimum)} characters.`;
    case 'too_big':
      return ko ? `${String(issue.maximum)}자 이하로 입력해 주세요.` : `Enter at most ${String(issue.maximum)} characters.`;
    case 'invalid_format':
      return issue.format === 'email'
        ? ko ? '이메일 형식이 올바르지 않습니다.' : 'Invalid email format.'
        : ko ? '형식이 올바르지 않습니다.' : 'Invalid format.';
    case 'invalid_type':
      return ko ? '필수 입력 항목입니다.' : 'This field is required.';
    default:
      return ko ? '입력값이 올바르지 않습니다.' : 'Invalid value.';
  }
}
