import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { S3Bucket } from './s3Store';
import { localMediaKeys } from './store';

export interface CopySummary {
  copied: number;
  copiedBytes: number;
  /** Files already in the bucket with the same size. */
  skipped: number;
  skippedBytes: number;
}

/**
 * Copies every stored file under `mediaDir` (a local store's root) into `bucket` under the same
 * key, skipping those already there with the same size, so that a run stopped part-way can simply
 * run again. Unfinished uploads and scratch work are no media keys and stay behind. Stops at the
 * first file it cannot copy, naming it.
 */
export async function copyMediaToS3(mediaDir: string, bucket: S3Bucket, onCopied: (key: string, size: number) => void): Promise<CopySummary> {
  const keys = await localMediaKeys(mediaDir);
  const summary: CopySummary = { copied: 0, copiedBytes: 0, skipped: 0, skippedBytes: 0 };
  for (const key of keys) {
    const file = path.join(mediaDir, key);
    try {
      const { size } = await stat(file);
      if ((await bucket.head(key))?.size === size) {
        summary.skipped += 1;
        summary.skippedBytes += size;
        continue;
      }
      await bucket.upload(key, createReadStream(file));
      summary.copied += 1;
      summary.copiedBytes += size;
      onCopied(key, size);
    } catch (error) {
      throw new Error(`could not copy ${key}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`, { cause: error });
    }
  }
  return summary;
}
