import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../server/config';

const BUCKET = 'spoken-media';
// s3rver's one account.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  /** The settings of its empty bucket, for a store built in the test. */
  settings: S3Settings;
  /** The same as environment variables, for a server. */
  serverEnv(): Record<string, string>;
  /** Every object in the bucket with its size, sorted by key. */
  objects(): Promise<{ key: string; size: number }[]>;
  /** The ids of multipart uploads begun and neither completed nor aborted. */
  unfinishedUploads(): Promise<string[]>;
  /** Stops the server and removes its data; again, it waits for the first close. */
  close(): Promise<void>;
}

/**
 * Starts s3rver, an S3 server speaking the real protocol, on a free port with one empty bucket
 * and its data in a temporary folder.
 */
export async function startTestS3(): Promise<TestS3> {
  // Loaded only here, so that the suites which start no S3 server do not pay for loading it.
  const { default: S3rver } = await import('s3rver');
  const directory = await mkdtemp(path.join(tmpdir(), 'spoken-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  // s3rver 3.7 keeps a multipart upload's parts in this folder until it completes, and has no
  // AbortMultipartUpload: this adds it as S3 defines it, removing the parts.
  const uploads = path.join(directory, BUCKET, '._S3rver_uploads');
  server.middleware.unshift(async (context, next) => {
    const uploadId = context.query.uploadId;
    if (context.method !== 'DELETE' || typeof uploadId !== 'string' || !/^[0-9a-f]+$/.test(uploadId)) return next();
    await rm(path.join(uploads, uploadId), { recursive: true, force: true });
    context.status = 204;
  });
  const { port } = await server.run();
  const settings: S3Settings = { bucket: BUCKET, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, credentials: CREDENTIALS };
  const client = new S3Client({ region: settings.region, endpoint: settings.endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  let closing: Promise<void> | undefined;
  return {
    settings,
    serverEnv: () => ({
      MEDIA_STORE: 's3',
      S3_BUCKET: BUCKET,
      S3_REGION: settings.region,
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    }),
    async objects() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((object) => ({ key: object.Key ?? '', size: object.Size ?? 0 })).sort((a, b) => a.key.localeCompare(b.key));
    },
    async unfinishedUploads() {
      try {
        return await readdir(uploads);
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ENOENT') return [];
        throw error;
      }
    },
    close: () =>
      (closing ??= (async () => {
        client.destroy();
        server.httpServer.closeAllConnections();
        await server.close();
        await rm(directory, { recursive: true, force: true });
      })()),
  };
}
