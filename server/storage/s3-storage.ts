import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
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
  // The SDK is large: it is loaded when the bucket is first used, so a site without one (and
  // every test and command that never touches uploads) does not pay for it.
  let connecting: Promise<{ sdk: typeof S3Sdk; client: S3Client }> | undefined;
  let opened: S3Client | undefined;
  const connect = () =>
    (connecting ??= import('@aws-sdk/client-s3').then((sdk) => {
      opened = newClient(sdk.S3Client, settings);
      return { sdk, client: opened };
    }));
  const Bucket = settings.bucket;
  const key = (name: string) => {
    assertUploadName(name);
    return name;
  };
  return {
    description: `bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    async write(name, data) {
      const { sdk, client } = await connect();
      // No overwrite guard as on disk (If-None-Match is not offered by every service): names
      // carry 128 random bits, so two uploads never meet.
      await client.send(
        new sdk.PutObjectCommand({
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
      const { sdk, client } = await connect();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key(name) }));
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
      const { sdk, client } = await connect();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({
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
      const { sdk, client } = await connect();
      // S3 answers 204 for a key that is not there: removing twice is fine.
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
    async *list() {
      const { sdk, client } = await connect();
      for await (const page of sdk.paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && isUploadName(object.Key)) yield object.Key;
        }
      }
    },
    close() {
      opened?.destroy();
    },
  };
}

function newClient(Client: typeof S3Client, settings: S3Settings): S3Client {
  return new Client({
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
}
