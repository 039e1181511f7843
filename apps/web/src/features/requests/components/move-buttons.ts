// The class strings of a request's moves and of the sheets that ask for them.

export const primary = 'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
export const secondary = 'inline-flex min-h-11 items-center justify-center rounded-lg border border-line-strong bg-white px-4 font-medium text-ink hover:bg-sunken disabled:opacity-60';
export const dangerOutline = 'inline-flex min-h-11 items-center justify-center rounded-lg border border-red-300 bg-white px-4 font-medium text-red-700 hover:bg-red-50 disabled:opacity-60';
