// The class strings of the quick request form's actions: send, and the ways back or out beside it.

export const primary = 'inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
export const secondary = 'inline-flex min-h-11 items-center justify-center rounded-lg border border-line-strong bg-white px-4 font-medium hover:bg-sunken disabled:opacity-60';
