import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { assertSafeKey, bufferOf, DEFAULT_CONTENT_TYPE, type FileStorage } from './file-storage.ts';

/** The one method of the SDK client used here, so tests can hand in a fake. */
export type S3Sender = Pick<S3Client, 'send'>;

/** An S3 client from the configuration (endpoint and path style for MinIO, Garage, R2, Scaleway…). */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket. A stream is read into memory before the upload, as PutObject needs the
 * length first; uploads are bounded by BODY_LIMIT_MB, so this stays small.
 */
export function createS3Storage(options: { client: S3Sender; bucket: string }): FileStorage {
  const { client, bucket } = options;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      const bytes = await bufferOf(body);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
      return { contentType, size: bytes.length };
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) return null;
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType ?? DEFAULT_CONTENT_TYPE,
          size: answer.ContentLength ?? 0,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}
