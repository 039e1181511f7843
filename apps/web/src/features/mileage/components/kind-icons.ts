// The picture of each kind of movement in the mileage history: what the member recognises at a glance
// in a long list (a card for a charge, a bank for a settlement), beside the kind's name.
import { JournalKind } from '@dcm/shared';
import { Banknote, CirclePlus, CreditCard, HandCoins, Landmark, ReceiptText, RotateCcw, Undo2, WalletMinimal, type LucideIcon } from 'lucide-react';

export const KIND_ICONS: Record<JournalKind, LucideIcon> = {
  [JournalKind.charge]: CreditCard,
  [JournalKind.hold]: ReceiptText,
  [JournalKind.release]: HandCoins,
  [JournalKind.refund]: Undo2,
  [JournalKind.surcharge]: CirclePlus,
  [JournalKind.settlement]: Landmark,
  [JournalKind.chargeRefund]: RotateCcw,
  [JournalKind.payout]: Banknote,
  [JournalKind.reversal]: WalletMinimal,
};
