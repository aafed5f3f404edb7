import type { Config } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';

/**
 * The storage the configuration names: S3 when S3_BUCKET is set, else the disk under DATA_DIR/files. The AWS
 * SDK is loaded only then: it is large and warns about Node versions at import.
 */
export async function createFileStorage(config: Pick<Config, 'filesDir' | 's3'>): Promise<FileStorage> {
  if (!config.s3) return createLocalStorage(config.filesDir);
  const { createS3Client, createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage({ client: createS3Client(config.s3), bucket: config.s3.bucket });
}
