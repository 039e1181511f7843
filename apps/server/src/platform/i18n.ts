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
  [ErrorCode.TooManyAttempts]: {
    ko: '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    en: 'Too many attempts. Please try again in a few minutes.',
  },
  [ErrorCode.Unauthorized]: { ko: '로그인이 필요합니다.', en: 'Please sign in.' },
  [ErrorCode.Forbidden]: { ko: '잘못된 접근입니다.', en: 'Invalid access.' },
  [ErrorCode.InvalidRefreshToken]: { ko: '세션이 만료되었습니다. 다시 로그인해 주세요.', en: 'Your session has expired. Please sign in again.' },
  [ErrorCode.NotFound]: { ko: '요청한 정보를 찾을 수 없습니다.', en: 'The requested item was not found.' },
  [ErrorCode.UnknownCodeGroup]: { ko: '알 수 없는 코드 그룹입니다.', en: 'Unknown code group.' },
  [ErrorCode.FileTypeNotSupported]: { ko: '지원하지 않는 파일 형식입니다.', en: 'File type not supported.' },
  [ErrorCode.FileSizeExceeded]: { ko: '파일 크기가 허용 범위를 초과했습니다.', en: 'File size exceeded.' },
  [ErrorCode.FileMissing]: { ko: '파일을 선택해 주세요.', en: 'Please choose a file.' },
  [ErrorCode.IdempotencyConflict]: {
    ko: '같은 요청 키로 다른 요청이 이미 처리되었습니다.',
    en: 'Another request was already made with this key.',
  },
  [ErrorCode.Internal]: { ko: '데이터 오류가 발생했습니다.', en: 'A data error occurred.' },
};

export const errorMessage = (code: ErrorCode, locale: Locale): string => messages[code][locale];

/** Field messages for validation issues, by zod issue code. */
export function fieldMessage(issue: { code?: string; minimum?: unknown; maximum?: unknown; format?: unknown }, locale: Locale): string {
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
