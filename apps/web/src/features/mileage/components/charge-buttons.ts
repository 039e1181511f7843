// The class strings of the mileage pages' actions (the charge form's submit, the ways on after a
// charge, retry, the balance card's charge and settle), on the design system's tokens.

const button = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-4 font-semibold transition-colors disabled:opacity-60';
export const primary = `${button} bg-brand-700 text-white shadow-card hover:bg-brand-800`;
export const secondary = `${button} border border-line bg-surface font-medium text-ink hover:bg-sunken`;
/** An action of a card on a tinted band: outlined in the brand colour. */
export const outline = `${button} border border-brand-200 bg-surface text-brand-800 hover:border-brand-300 hover:bg-brand-50`;
