// Business constants of SPEC §9 used by more than one module.

export const MB = 1024 * 1024;

export const FileLimits = {
  imageMaxBytes: 10 * MB,
  portfolioMaxBytes: 500 * MB,
  imageExtensions: ['jpg', 'jpeg', 'png', 'gif'],
} as const;

export const HttpTimeouts = { defaultMs: 10_000, uploadMs: 500_000 } as const;

export const ToastDurationMs = 3000;

export const Pagination = { range: 10, narrowRange: 5, narrowMaxWidthPx: 767 } as const;
