import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import {
  UPLOAD_CACHE_CONTROL,
  assertUploadName,
  isUploadName,
  uploadContentType,
  type UploadStorage,
} from './upload-storage';

/** An S3-compatible bucket: AWS S3, Cloudflare R2 (region 'auto'), MinIO (path style). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself. R2 and MinIO give their own URL. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key) instead of the host name; MinIO needs it. */
  forcePathStyle: boolean;
};

/** A missing key: 404 from HEAD (NotFound) and GET (NoSuchKey) alike. */
const isMissing = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Uploads as objects named exactly as the files would be on disk, at the top of the bucket; keys
 * that are not upload names (someone else's objects) are left alone and never listed.
 */
export function s3Storage(settings: S3Settings): UploadStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // The SDK's newer default checksums (CRC32 trailers) are not understood by every
    // S3-compatible service; the signature already protects each request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const key = (name: string) => {
    assertUploadName(name);
    return name;
  };
  return {
    description: `bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    async write(name, data) {
      // No overwrite guard as on disk (If-None-Match is not offered by every service): names
      // carry 128 random bits, so two uploads never meet.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(name),
          Body: data,
          // Right even when the bucket is read directly (a CDN in front of it).
          ContentType: uploadContentType(name),
          CacheControl: UPLOAD_CACHE_CONTROL,
        }),
      );
    },
    async stat(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key(name) }));
        return {
          size: head.ContentLength ?? 0,
          lastModified: head.LastModified ?? new Date(0),
          etag: head.ETag ?? `"${name}"`,
        };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async read(name, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key(name),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body');
        return object.Body;
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async remove(name) {
      // S3 answers 204 for a key that is not there: removing twice is fine.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && isUploadName(object.Key)) yield object.Key;
        }
      }
    },
    close() {
      client.destroy();
    },
  };
}
