// Private files (a referral's scans, a member's documents) need the bearer token, so they are
// fetched as blobs and saved under their own name rather than opened by a plain link; or, better for
// large files, the server signs a short-lived link that the browser downloads itself
// (docs/decisions/0012-download-links.md).
import type { ErrorBody, UploadedFile } from '@dcm/shared';
import { errorCodeOf, http, HttpError } from './http.ts';

/** How long a started download may still read its object URL before it is released. */
const DOWNLOAD_URL_LIFETIME_MS = 10_000;

/** Attached files are private: fetched with the bearer token, then saved under their own name. */
export async function downloadFile(file: Pick<UploadedFile, 'url' | 'name'>): Promise<void> {
  const { data } = await http.get<Blob>(file.url, { responseType: 'blob', timeout: 120_000 });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}

/**
 * Downloads a signed link from the server (`/api/v1/downloads/…`) natively: the browser's own
 * download manager, progress and resume, and no copy of the file in memory, so 500 MB meshes work.
 * The link needs no bearer token. The download attribute is set even without a name (the server's
 * name then wins), so an expired link fails as a download instead of replacing the page with its
 * error.
 */
export function startDownload(url: string, name?: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? '';
  link.click();
}

/**
 * The error code of a failed download. The client reads a failed answer as JSON even when a blob was
 * asked for; a body still in bytes (a stand-in's) is read here.
 */
export async function downloadErrorCode(error: unknown): Promise<string> {
  const body: unknown = error instanceof HttpError ? error.body : undefined;
  if (body instanceof Blob) {
    try {
      const parsed = JSON.parse(await body.text()) as Partial<ErrorBody>;
      if (parsed.error?.code) return parsed.error.code;
    } catch {
      // Not a JSON error body: the status decides below.
    }
  }
  return errorCodeOf(error);
}
