// Business constants of SPEC §9 used by more than one module.

export const MB = 1024 * 1024;

// SPEC §9 names 500 MB for portfolio files; a referral's scans and meshes are the same kind of file.
const MESH_MAX_BYTES = 500 * MB;

export const FileLimits = {
  imageMaxBytes: 10 * MB,
  portfolioMaxBytes: MESH_MAX_BYTES,
  /** Any one file of a referral: scan, mesh (STL, PLY, OBJ), ZIP of a scan export, image, PDF. */
  referralMaxBytes: MESH_MAX_BYTES,
  /** Any one file of a CAD result (SPEC §9: 500 MB). */
  cadMaxBytes: MESH_MAX_BYTES,
  imageExtensions: ['jpg', 'jpeg', 'png', 'gif'],
} as const;

export const HttpTimeouts = { defaultMs: 10_000, uploadMs: 500_000 } as const;

export const ToastDurationMs = 3000;

export const Pagination = { range: 10, narrowRange: 5, narrowMaxWidthPx: 767 } as const;
