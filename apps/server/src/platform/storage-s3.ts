// The Storage in an S3-compatible bucket (AWS S3, MinIO, R2, …), so that several server instances
// share one set of files. A put streams as a multipart upload, holding at most a few parts in memory;
// a get streams the object's body; a download goes from the bucket straight to the browser by a
// presigned URL, so 500 MB never pass through this server twice.
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Storage } from './storage.ts';

export interface S3StorageOptions {
  /** Unset, AWS S3 of `region`; set, another S3-compatible server. */
  endpoint?: string;
  /** Where browsers reach the bucket, when not at `endpoint` (a server on a private network). */
  publicEndpoint?: string;
  region: string;
  bucket: string;
  /** Unset, the SDK's own chain (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: most servers other than AWS need it. */
  forcePathStyle: boolean;
}

/** S3's smallest part; with PARTS_IN_FLIGHT, what one upload holds in memory at most. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function clientOf(options: S3StorageOptions, endpoint: string | undefined): S3Client {
  const { region, forcePathStyle, accessKeyId, secretAccessKey } = options;
  return new S3Client({
    region,
    endpoint,
    forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // The SDK's default trailing checksums (aws-chunked bodies) are not read by every S3-compatible
    // server; such servers get checksums only where the API requires them.
    ...(endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
  });
}

/** A missing object fails like a missing local file, so callers handle one error for both drivers. */
function missingOrSame(key: string, error: unknown): unknown {
  const missing = error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
  return missing ? Object.assign(new Error(`no such storage key: ${key}`, { cause: error }), { code: 'ENOENT' }) : error;
}

export function createS3Storage(options: S3StorageOptions): Storage {
  const client = clientOf(options, options.endpoint);
  const presigner = options.publicEndpoint ? clientOf(options, options.publicEndpoint) : client;
  const Bucket = options.bucket;

  return {
    async put(key, body) {
      const upload = new Upload({ client, params: { Bucket, Key: key, Body: body }, partSize: PART_BYTES, queueSize: PARTS_IN_FLIGHT });
      try {
        await upload.done();
      } catch (error) {
        // The bucket refused or went away: stop reading the body, as a failed local write does.
        body.destroy();
        throw error;
      }
    },

    get(key) {
      // Readable.from starts the request on the first read, and destroying the stream (a download
      // abandoned) ends the object's body with it.
      async function* bytes(): AsyncGenerator<Buffer> {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
          throw missingOrSame(key, error);
        });
        // In Node the body is an http.IncomingMessage: a Readable of Buffers.
        yield* answer.Body as Readable;
      }
      return Readable.from(bytes(), { objectMode: false });
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    presignedUrl(key, { contentDisposition, contentType, expiresInSeconds }) {
      const command = new GetObjectCommand({ Bucket, Key: key, ResponseContentDisposition: contentDisposition, ResponseContentType: contentType });
      return getSignedUrl(presigner, command, { expiresIn: expiresInSeconds });
    },
  };
}
