// A bank account as the settlement office shows it, in the form's confirmation and in the requests list.
import type { BankAccount } from '@dcm/shared';
import { useCodeName } from '../../lib/codes.ts';

/** "KB국민은행 ••••7890 (박서연)": the bank by its name in the member's language, the account masked. */
export function useBankText(): (bank: BankAccount) => string {
  const bankName = useCodeName('bank');
  return (bank) => `${bankName(bank.bank)} ${bank.accountNumberMasked} (${bank.depositor})`;
}
