// The card registration form's fields as the page keeps them (digits only) and shows them (grouped,
// MM/YY), and where the shared CardBody's paths land among them.
import { CardIdentity } from '@dcm/shared';

export type CardField = 'number' | 'expiry' | 'passwordFirstTwo' | 'identityType' | 'identityNumber';
export type CardFieldErrors = Partial<Record<CardField, string>>;

export const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'passwordFirstTwo', 'identityType', 'identityNumber'];

/** The form's field for a path of CardBody (month and year share one field). */
export const fieldOf = (path: string): CardField | null => {
  if (path === 'expiryMonth' || path === 'expiryYear') return 'expiry';
  return (CARD_FIELDS as readonly string[]).includes(path) ? (path as CardField) : null;
};

export interface CardDraft {
  number: string;
  expiry: string;
  passwordFirstTwo: string;
  identityType: CardIdentity;
  identityNumber: string;
}

export const EMPTY_DRAFT: CardDraft = { number: '', expiry: '', passwordFirstTwo: '', identityType: CardIdentity.birthDate, identityNumber: '' };

export const digitsOf = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/** "1234 5678 9012 3456": the number in groups of four, as printed on most cards. */
export const groupCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** MMYY from what was typed or filled in; a browser's "MM/YYYY" autofill keeps the year's last two digits. */
export function expiryDigits(text: string): string {
  const filled = /^(\d{1,2})\s*\/\s*(\d{4})$/.exec(text.trim());
  if (filled) return `${filled[1]!.padStart(2, '0')}${filled[2]!.slice(2)}`;
  return digitsOf(text, 4);
}

export const showExpiry = (digits: string) => (digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits);
