import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ALLOWED_UPLOAD_TYPES } from '@shared/constants';

/** What serving a stored file needs to know before reading it. */
export type StoredUpload = {
  size: number;
  lastModified: Date;
  /** A quoted HTTP entity tag that changes whenever the bytes could have. */
  etag: string;
};

/** The bytes from `start` to `end`, both included, as HTTP ranges count them. */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded media live: a local folder or an S3-compatible bucket. Names are always ours
 * (random, see isUploadName), never the uploader's, so every implementation may refuse others.
 */
export type UploadStorage = {
  /** Where the files are, for people: a folder or a bucket. */
  readonly description: string;
  /** Stores bytes under a name we generated; never replaces a file that exists. */
  write(name: string, data: Buffer): Promise<void>;
  /** Size, date and entity tag of a stored file; undefined when there is none of that name. */
  stat(name: string): Promise<StoredUpload | undefined>;
  /** The file's bytes (or a range of them); undefined when it has gone meanwhile. */
  read(name: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Removes a stored file; a file already gone is not an error. */
  remove(name: string): Promise<void>;
  /** Every stored name, in no particular order (backups). */
  list(): AsyncIterable<string>;
  /** Lets the process end: closes kept-alive connections. */
  close(): void;
};

const UPLOAD_NAME = /^[a-z0-9-]+\.[a-z0-9]+$/;

/** Only names of this form are ever stored or served: no folders, no dots in front. */
export function isUploadName(name: string): boolean {
  return UPLOAD_NAME.test(name);
}

/** Defence in depth: a name that is not one of ours never reaches a disk or a bucket. */
export function assertUploadName(name: string): void {
  if (!isUploadName(name)) throw new Error(`refusing unsafe upload name ${JSON.stringify(name)}`);
}

export function randomFileStem(): string {
  return crypto.randomBytes(16).toString('hex');
}

/**
 * The type each stored extension is served with. The extension itself was chosen from the
 * file's bytes at upload (file-type's names), so this is still the type the bytes showed.
 */
const TYPE_BY_EXTENSION: Record<string, (typeof ALLOWED_UPLOAD_TYPES)[number]> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

export function uploadContentType(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

export const UPLOAD_CACHE_CONTROL = `public, max-age=${365 * 24 * 60 * 60}, immutable`;
