// The class strings of the charge page's actions: the form's submit, the way back after a charge, retry.

const button = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold';
export const primary = `${button} bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60`;
export const secondary = `${button} border border-slate-300 bg-white font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60`;
