// The class strings of the buttons forms share, so a form's main action looks the same everywhere.

/** The main action of a panel or form, full width on a phone, at the start of the row from a tablet up. */
export const primaryButton =
  'inline-flex min-h-12 w-full items-center justify-center rounded-control bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto sm:self-start';

/** The submit button that closes a long form, full width on a phone, at the end of the row from a tablet up. */
export const submitButton =
  'inline-flex min-h-12 w-full items-center justify-center rounded-control bg-brand-700 px-4 text-base font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto sm:self-end';

/** A second action beside a primary one. */
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-control border border-line-strong bg-surface px-4 font-medium hover:bg-sunken disabled:opacity-60';
