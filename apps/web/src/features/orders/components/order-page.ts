// What both order pages share that is not a component: the looks of the stage card's one next
// action and of the quiet ones beside it, and which moves their "more" menu holds.
import { OrderAction, type OrderDetail } from '@dcm/shared';

/** The one next action of the stage card: the strongest button of the page, full width on a phone. */
export const nextStepButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-control bg-brand-700 px-5 font-semibold text-white shadow-card hover:bg-brand-800 disabled:opacity-60';

const quietButton = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-control border bg-surface px-4 font-medium disabled:opacity-60';

/** A secondary action in the stage card: another step's page. */
export const otherStepButton = `${quietButton} border-line text-ink hover:bg-sunken`;

/** Saying no beside the next action (the T-esigner's decline): quiet, in the danger tone. */
export const refuseStepButton = `${quietButton} border-danger-200 text-danger-700 hover:bg-danger-50`;

/** The moves the "more" menu (OrderMore.tsx) holds for the viewer now; the page shows no menu without one. */
export const moreActionsOf = (order: OrderDetail): OrderAction[] => order.actions.filter((action) => action === OrderAction.cancel);
