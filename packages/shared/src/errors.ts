// Every error code the API answers with (ARCHITECTURE §3). The web translates the code from its own
// catalogue (locales/*/errors.json); the server sends a message in the caller's language too.
import type { UploadSession } from './files/resumable.ts';
import type { WithdrawalBlocker } from './members/mypage.ts';

export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  AccountSuspended: 'ACCOUNT_SUSPENDED',
  /** A signed-in member whose join is not approved (approval code other than B) on a route for approved members (SPEC §1). */
  AccountNotApproved: 'ACCOUNT_NOT_APPROVED',
  TooManyAttempts: 'TOO_MANY_ATTEMPTS',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  InvalidRefreshToken: 'INVALID_REFRESH_TOKEN',
  /** A cookie route (refresh, logout) called from another site, or without the web's CSRF header (decision 0022). */
  CsrfRejected: 'CSRF_REJECTED',
  NotFound: 'NOT_FOUND',
  UnknownCodeGroup: 'UNKNOWN_CODE_GROUP',
  FileTypeNotSupported: 'FILE_TYPE_NOT_SUPPORTED',
  FileSizeExceeded: 'FILE_SIZE_EXCEEDED',
  FileMissing: 'FILE_MISSING',
  UploadOffsetMismatch: 'UPLOAD_OFFSET_MISMATCH',
  UploadIncomplete: 'UPLOAD_INCOMPLETE',
  /** A ZIP that would unpack too large (a ZIP bomb), into too many files, or outside its folder (modules/files/archive.ts). */
  UploadArchiveRefused: 'UPLOAD_ARCHIVE_REFUSED',
  IdempotencyConflict: 'IDEMPOTENCY_CONFLICT',
  EmailInUse: 'EMAIL_IN_USE',
  NicknameInUse: 'NICKNAME_IN_USE',
  PhoneInUse: 'PHONE_IN_USE',
  PhoneNotRegistered: 'PHONE_NOT_REGISTERED',
  CodeMismatch: 'CODE_MISMATCH',
  CodeExpired: 'CODE_EXPIRED',
  CodeResendTooSoon: 'CODE_RESEND_TOO_SOON',
  PhoneNotVerified: 'PHONE_NOT_VERIFIED',
  InvalidDocument: 'INVALID_DOCUMENT',
  InvalidTransition: 'INVALID_TRANSITION',
  ReasonRequired: 'REASON_REQUIRED',
  ResetLinkInvalid: 'RESET_LINK_INVALID',
  AccountPending: 'ACCOUNT_PENDING',
  GoogleSignInFailed: 'GOOGLE_SIGN_IN_FAILED',
  AddressSearchUnavailable: 'ADDRESS_SEARCH_UNAVAILABLE',
  AlreadyQuoted: 'ALREADY_QUOTED',
  DesignerProfileRequired: 'DESIGNER_PROFILE_REQUIRED',
  QuoteClosed: 'QUOTE_CLOSED',
  InsufficientMileage: 'INSUFFICIENT_MILEAGE',
  PaymentFailed: 'PAYMENT_FAILED',
  PaymentProviderUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
  /** The SMS provider did not take the code (down, out of credit): nothing was sent, try again shortly. */
  SmsUnavailable: 'SMS_UNAVAILABLE',
  /** No SMS provider serves the number's country (production without one): nothing was sent. */
  SmsCountryUnavailable: 'SMS_COUNTRY_UNAVAILABLE',
  CardRegistrationFailed: 'CARD_REGISTRATION_FAILED',
  CurrencyNotUsed: 'CURRENCY_NOT_USED',
  RefundPeriodOver: 'REFUND_PERIOD_OVER',
  RefundAlreadyRequested: 'REFUND_ALREADY_REQUESTED',
  ChargeSpent: 'CHARGE_SPENT',
  InsufficientEarnings: 'INSUFFICIENT_EARNINGS',
  ExchangeRateMissing: 'EXCHANGE_RATE_MISSING',
  BankAccountMissing: 'BANK_ACCOUNT_MISSING',
  /** The bank account's holder is not the business representative (decision 0041): no settlement is paid into it until the member fixes the account on my page. */
  AccountHolderUnverified: 'ACCOUNT_HOLDER_UNVERIFIED',
  RateFeedUnavailable: 'RATE_FEED_UNAVAILABLE',
  DownloadLinkExpired: 'DOWNLOAD_LINK_EXPIRED',
  /** A surcharge waits for the client's answer (pay or decline) before the order can complete or another is asked. */
  SurchargeOpen: 'SURCHARGE_OPEN',
  /** An order is reviewed once by its client; a deleted review is not written again. */
  ReviewExists: 'REVIEW_EXISTS',
  /** The T-esigner's edit allowance is used up by design-error reworks. */
  ReworkLimitReached: 'REWORK_LIMIT_REACHED',
  /** The warranty days after the first delivery are over: no more reworks. */
  WarrantyOver: 'WARRANTY_OVER',
  /** A member keeps at most ProfileLimits.portfolioItemsMax portfolio items. */
  PortfolioFull: 'PORTFOLIO_FULL',
  /** Clients block T-esigners and labs, T-esigners and labs block clients; nothing else. */
  BlockNotAllowed: 'BLOCK_NOT_ALLOWED',
  /** The same reporter reports the same thing once while the first report is open. */
  AlreadyReported: 'ALREADY_REPORTED',
  /** A report is decided once: a second decision (or a second click) finds it closed. */
  ReportAlreadyDecided: 'REPORT_ALREADY_DECIDED',
  /** A withdrawal waits until the member's orders, requests, mileage and payouts are finished (details.blockers). */
  WithdrawalBlocked: 'WITHDRAWAL_BLOCKED',
  /** The personal-data outsourcing contract changed since the member read it: read the new version. */
  ContractChanged: 'CONTRACT_CHANGED',
  /** Chat is between a client and a T-esigner or dental lab; a T-esigner or lab opens one only about a request or order they take part in. */
  ChatNotAllowed: 'CHAT_NOT_ALLOWED',
  /** One of the two blocked the other: the room cannot be opened or written to. */
  ChatBlocked: 'CHAT_BLOCKED',
  /** The subscription could not be saved (SPEC §8 push "subscription save failed"). */
  PushSubscribeFailed: 'PUSH_SUBSCRIBE_FAILED',
  /** Another T-esigner took the quick request first. */
  QuickTaken: 'QUICK_TAKEN',
  /** The quick request's remakes are used up. */
  QuickRemakeLimit: 'QUICK_REMAKE_LIMIT',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Facts an error carries for the caller to act on. */
export interface ErrorDetails {
  /** INSUFFICIENT_MILEAGE: how much is missing, so the web can offer to charge exactly that. */
  shortfall?: { amount: number; currency: 'KRW' | 'USD' };
  /** UPLOAD_OFFSET_MISMATCH, UPLOAD_INCOMPLETE: the session as the server has it, to resume from its `received`. */
  upload?: UploadSession;
  /** WITHDRAWAL_BLOCKED: what must be finished before the member can leave. */
  blockers?: WithdrawalBlocker[];
  /** TOO_MANY_ATTEMPTS of a password try: how long until the next one is taken (also the Retry-After header). */
  retryAfterSeconds?: number;
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string>; details?: ErrorDetails };
}
