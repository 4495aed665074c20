import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's built-in account: it checks every request's signature against these keys. */
const ACCESS_KEY = 'S3RVER';

let buckets = 0;

/**
 * A real S3 protocol server (s3rver) on a free port of 127.0.0.1, keeping its objects in a
 * temporary folder, with one empty bucket. `env` holds the S3_* settings that point the app at
 * that bucket (path style, as for MinIO); `stop()` closes the server and removes the folder.
 */
export async function startS3Server(): Promise<{
  env: Record<string, string>;
  stop(): Promise<void>;
}> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-s3-'));
  buckets += 1;
  const bucket = `tasting-uploads-${process.pid}-${buckets}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A plain SDK client for the bucket `env` names, to look at what the app stored without going
 * through the app's own storage code. destroy() it when done.
 */
export function s3ClientFor(env: Record<string, string>): S3Client {
  return new S3Client({
    region: env.S3_REGION!,
    endpoint: env.S3_ENDPOINT!,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
  });
}

/** Every key in the bucket `env` names, sorted. */
export async function bucketKeys(client: S3Client, env: Record<string, string>): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: env.S3_BUCKET! }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}
