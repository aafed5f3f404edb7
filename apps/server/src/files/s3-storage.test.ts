import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { createFileStorage } from './create-storage.ts';
import { bufferOf, UnsafeFileKeyError } from './file-storage.ts';
import { createS3Storage, type S3Sender } from './s3-storage.ts';

type Stored = { body: Buffer; contentType?: string };

const notFound = (name: string) =>
  new S3ServiceException({ name, $fault: 'client', $metadata: { httpStatusCode: 404 }, message: name });

/** An in-memory bucket answering the four commands as S3 does; no network. */
function fakeBucket() {
  const objects = new Map<string, Stored>();
  const sent: unknown[] = [];
  const send = async (command: unknown) => {
    sent.push(command);
    if (command instanceof PutObjectCommand) {
      const { Key, Body, ContentType } = command.input;
      objects.set(`${command.input.Bucket}/${Key}`, {
        body: Buffer.from(Body as Uint8Array),
        contentType: ContentType,
      });
      return {};
    }
    if (command instanceof GetObjectCommand || command instanceof HeadObjectCommand) {
      const object = objects.get(`${command.input.Bucket}/${command.input.Key}`);
      if (!object) throw notFound(command instanceof GetObjectCommand ? 'NoSuchKey' : 'NotFound');
      return {
        Body: command instanceof GetObjectCommand ? Readable.from([object.body]) : undefined,
        ContentType: object.contentType,
        ContentLength: object.body.length,
      };
    }
    if (command instanceof DeleteObjectCommand) {
      objects.delete(`${command.input.Bucket}/${command.input.Key}`);
      return {};
    }
    throw new Error('unexpected command');
  };
  return { client: { send } as unknown as S3Sender, objects, sent };
}

describe('S3 file storage', () => {
  it('puts with the length and content type, gets, checks and deletes in the bucket', async () => {
    const bucket = fakeBucket();
    const storage = createS3Storage({ client: bucket.client, bucket: 'fichiers' });
    expect(
      await storage.put('a/photo.jpg', Readable.from([Buffer.from('jp'), Buffer.from('eg')]), 'image/jpeg'),
    ).toEqual({ contentType: 'image/jpeg', size: 4 });
    const put = bucket.sent[0] as PutObjectCommand;
    expect(put.input).toMatchObject({
      Bucket: 'fichiers',
      Key: 'a/photo.jpg',
      ContentType: 'image/jpeg',
      ContentLength: 4,
    });
    expect(await storage.exists('a/photo.jpg')).toBe(true);
    const file = await storage.get('a/photo.jpg');
    expect(file).toMatchObject({ contentType: 'image/jpeg', size: 4 });
    expect((await bufferOf(file!.body)).toString()).toBe('jpeg');
    await storage.delete('a/photo.jpg');
    expect(bucket.objects.size).toBe(0);
  });

  it('answers null and false for a missing key', async () => {
    const storage = createS3Storage({ client: fakeBucket().client, bucket: 'fichiers' });
    expect(await storage.get('absent')).toBeNull();
    expect(await storage.exists('absent')).toBe(false);
  });

  it('lets other errors through', async () => {
    const client = { send: async () => Promise.reject(new Error('réseau')) } as unknown as S3Sender;
    const storage = createS3Storage({ client, bucket: 'fichiers' });
    await expect(storage.get('x')).rejects.toThrow('réseau');
    await expect(storage.exists('x')).rejects.toThrow('réseau');
  });

  it('refuses unsafe keys before calling the bucket', async () => {
    const bucket = fakeBucket();
    const storage = createS3Storage({ client: bucket.client, bucket: 'fichiers' });
    await expect(storage.put('../x', Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(UnsafeFileKeyError);
    await expect(storage.get('/x')).rejects.toBeInstanceOf(UnsafeFileKeyError);
    expect(bucket.sent).toEqual([]);
  });

  it('is chosen when a bucket is configured, the disk otherwise', async () => {
    const s3 = { bucket: 'b', region: 'fr-par', endpoint: 'http://127.0.0.1:9', forcePathStyle: true };
    expect((await createFileStorage({ filesDir: '/tmp/x', s3 })).kind).toBe('s3');
    expect((await createFileStorage({ filesDir: '/tmp/x' })).kind).toBe('local');
  });
});
