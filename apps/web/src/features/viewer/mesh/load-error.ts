// Why a mesh could not be loaded or compared in the viewer (SPEC §8 3D viewer: loading timed out,
// loading error).
export type ViewerErrorCode = 'VIEWER_LOAD_ERROR' | 'VIEWER_TIMEOUT';

export class ViewerLoadError extends Error {
  // A plain field rather than a parameter property: the project compiles with erasableSyntaxOnly.
  readonly code: ViewerErrorCode;
  constructor(code: ViewerErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'ViewerLoadError';
    this.code = code;
  }
}
