// The Storage in an S3-compatible bucket (AWS S3, MinIO, R2, …), so that several server instances
// share one set of files. A put streams as a multipart upload, holding at most a few parts in memory;
// a get streams the object's body; a download goes from the bucket straight to the browser by a
// presigned URL, so 500 MB never pass through this server twice. A file received in parts keeps each
// as an object of its own until the bucket joins them (UploadPartCopy), never reading them back here.
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
  UploadPartCopyCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { partName, type Storage } from './storage.ts';

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
/** Parts the bucket copies at once when joining a file's parts; DeleteObjects' most keys per call. */
const COPIES_IN_FLIGHT = 4;
const DELETES_PER_CALL = 1000;

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
  const partsPrefixOf = (key: string) => `${key}.parts/`;

  async function put(key: string, body: Readable): Promise<void> {
    const upload = new Upload({ client, params: { Bucket, Key: key, Body: body }, partSize: PART_BYTES, queueSize: PARTS_IN_FLIGHT });
    try {
      await upload.done();
    } catch (error) {
      // The bucket refused or went away: stop reading the body, as a failed local write does.
      body.destroy();
      throw error;
    }
  }

  async function partKeys(key: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: partsPrefixOf(key) })) {
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    }
    // Zero-padded names: in the order of their offsets.
    return keys.sort();
  }

  async function removeParts(key: string): Promise<void> {
    const keys = await partKeys(key);
    for (let at = 0; at < keys.length; at += DELETES_PER_CALL) {
      const Objects = keys.slice(at, at + DELETES_PER_CALL).map((Key) => ({ Key }));
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
    }
  }

  /** The bucket joins `parts` (their keys, in order) into `key` by a multipart upload of copies. */
  async function joinInBucket(key: string, parts: string[]): Promise<void> {
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key }));
    try {
      const copied: CompletedPart[] = [];
      for (let at = 0; at < parts.length; at += COPIES_IN_FLIGHT) {
        const batch = parts.slice(at, at + COPIES_IN_FLIGHT).map(async (part, i) => {
          const PartNumber = at + i + 1;
          const CopySource = `${Bucket}/${part.split('/').map(encodeURIComponent).join('/')}`;
          const answer = await client.send(new UploadPartCopyCommand({ Bucket, Key: key, UploadId, PartNumber, CopySource }));
          return { PartNumber, ETag: answer.CopyPartResult?.ETag };
        });
        copied.push(...(await Promise.all(batch)));
      }
      await client.send(new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId, MultipartUpload: { Parts: copied } }));
    } catch (error) {
      // The copies made so far would stay in the bucket, unseen, until aborted.
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId })).catch((abortError: unknown) => {
        throw new AggregateError([error, abortError], `joining the parts of ${key} failed, and so did giving the join up`);
      });
      throw error;
    }
  }

  return {
    put,

    get(key, range) {
      const Range = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
      // Readable.from starts the request on the first read, and destroying the stream (a download
      // abandoned) ends the object's body with it.
      async function* bytes(): AsyncGenerator<Buffer> {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range })).catch((error: unknown) => {
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

    putPart: (key, offset, body) => put(`${partsPrefixOf(key)}${partName(offset)}`, body),

    async partOffsets(key) {
      return (await partKeys(key)).map((part) => Number(part.slice(partsPrefixOf(key).length)));
    },

    async joinParts(key) {
      const parts = await partKeys(key);
      if (parts.length === 0) {
        // Joined already, or never received: the object says which.
        await client.send(new HeadObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
          throw missingOrSame(key, error);
        });
        return;
      }
      await joinInBucket(key, parts);
      await removeParts(key);
    },

    removeParts,

    presignedUrl(key, { contentDisposition, contentType, expiresInSeconds }) {
      const command = new GetObjectCommand({ Bucket, Key: key, ResponseContentDisposition: contentDisposition, ResponseContentType: contentType });
      return getSignedUrl(presigner, command, { expiresIn: expiresInSeconds });
    },
  };
}
