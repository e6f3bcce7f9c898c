import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  PutObjectTaggingCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { GUEST_RETENTION_TAG } from '@shared/limits.js';
import { awsClientOptions, getConfig } from '../lib/config.js';
import { onFirstUse } from '../lib/on-first-use.js';
import type { QuoteFiles } from '../quotes/ports.js';

/**
 * The private uploads bucket: browsers upload to uploads/incoming/<uploadId> (expires after a day);
 * the checked bytes become the original under uploads/<quoteId>/, which no presigned form can write;
 * working files live under uploads/tmp/.
 */
const config = getConfig();
/** Made on first use: most requests of the functions that may touch the bucket (reads of a quote) never do. */
const s3 = onFirstUse(
  () => new S3Client({ ...awsClientOptions(config.S3_ENDPOINT), forcePathStyle: Boolean(config.S3_ENDPOINT) }),
);
const Bucket = config.UPLOADS_BUCKET;

export const blobKeys = {
  original: (quoteId: string) => `uploads/${quoteId}/original`,
  /** Where a browser's presigned POST puts the file, until upload-complete has checked and copied it. */
  incoming: (uploadId: string) => `uploads/incoming/${uploadId}`,
  /** The raw extraction (with personal information) between pipeline steps; expires after a day. */
  workingDocument: (quoteId: string) => `uploads/tmp/${quoteId}/document.json`,
  /** The scope the fields step read, for the scope step (same expiry). */
  workingScope: (quoteId: string) => `uploads/tmp/${quoteId}/scope.json`,
  /** With Bedrock, the page images (customer's details included) the fields step paints over for the model (same expiry). */
  workingPages: (quoteId: string) => `uploads/tmp/${quoteId}/pages.json`,
};

export function uploadsBucket(): string {
  return Bucket;
}

/**
 * Guests' originals carry GUEST_RETENTION_TAG: the bucket's lifecycle deletes them after the retention
 * the privacy FAQ states, unless an account claims the quote (the tag is removed).
 */
const GUEST_TAG = { Key: GUEST_RETENTION_TAG.key, Value: GUEST_RETENTION_TAG.value };

export async function putObject(
  key: string,
  body: Uint8Array | string,
  contentType: string,
  metadata?: Record<string, string>,
  options: { guestRetention?: boolean } = {},
): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, Metadata: metadata }));
  // A tagging call of its own, which the local S3 stand-in also understands (it ignores x-amz-tagging).
  if (options.guestRetention)
    await s3().send(new PutObjectTaggingCommand({ Bucket, Key: key, Tagging: { TagSet: [GUEST_TAG] } }));
}

/** Removes the guest retention tag (an empty tag set): the object is kept as long as its account's quote. */
export async function keepObject(key: string): Promise<void> {
  await s3().send(new PutObjectTaggingCommand({ Bucket, Key: key, Tagging: { TagSet: [] } }));
}

export async function getObjectBytes(
  key: string,
  range?: { start: number; end: number },
): Promise<Uint8Array | undefined> {
  try {
    const out = await s3().send(
      new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
    );
    return await out.Body!.transformToByteArray();
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

export async function headObject(key: string): Promise<{ size: number; metadata: Record<string, string> } | undefined> {
  try {
    const out = await s3().send(new HeadObjectCommand({ Bucket, Key: key }));
    return { size: out.ContentLength ?? 0, metadata: out.Metadata ?? {} };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NotFound' || name === 'NoSuchKey') return undefined;
    throw error;
  }
}

export async function deleteObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket, Key: key }));
}

/** A browser upload straight to the bucket; the policy fixes the key, the owner tag and the size range. */
export async function presignUpload(key: string, owner: string, maxBytes: number): Promise<PresignedPost> {
  return createPresignedPost(s3(), {
    Bucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$x-amz-meta-owner', owner],
    ],
    Fields: { 'x-amz-meta-owner': owner },
    Expires: 300,
  });
}

/** A short-lived link to a private object, served with the given type and file name. */
export async function presignDownload(key: string, contentType: string, fileName: string): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket,
      Key: key,
      ResponseContentType: contentType,
      ResponseContentDisposition: `inline; filename="${fileName.replace(/[^\w.\- ]/g, '_')}"`,
    }),
    { expiresIn: 300 },
  );
}

/** The uploads bucket as the quote use cases see it (QuoteFiles). */
export const s3QuoteFiles: QuoteFiles = {
  originalKey: blobKeys.original,
  async putOriginal(quoteId, bytes, contentType, options) {
    const key = blobKeys.original(quoteId);
    await putObject(key, bytes, contentType, { owner: options.owner }, { guestRetention: options.guestRetention });
    return key;
  },
  presignUpload: (uploadId, owner, maxBytes) => presignUpload(blobKeys.incoming(uploadId), owner, maxBytes),
  async headIncoming(uploadId) {
    const head = await headObject(blobKeys.incoming(uploadId));
    return head && { size: head.size, owner: head.metadata.owner };
  },
  readIncoming: (uploadId) => getObjectBytes(blobKeys.incoming(uploadId)),
  deleteIncoming: (uploadId) => deleteObject(blobKeys.incoming(uploadId)),
  presignDownload,
  keep: keepObject,
};
