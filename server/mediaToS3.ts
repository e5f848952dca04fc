import { ConfigError, loadConfig } from './config';
import { copyMediaToS3 } from './media/copyToS3';
import { s3Bucket } from './media/s3Store';

/** `npm run media:to-s3`: copies the media under DATA_DIR/media into the bucket that MEDIA_STORE=s3 names. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.s3) throw new ConfigError('Set MEDIA_STORE=s3 and the S3_ settings of the bucket to copy DATA_DIR/media into (README.md, "Configuration")');
  const bucket = s3Bucket(config.s3);
  process.stdout.write(`Copying ${config.mediaDir} into the bucket ${bucket.name}\n`);
  const summary = await copyMediaToS3(config.mediaDir, bucket, (key, size) => process.stdout.write(`copied ${key} (${size} bytes)\n`));
  process.stdout.write(
    `Copied ${summary.copied} files (${summary.copiedBytes} bytes); ${summary.skipped} were in the bucket already (${summary.skippedBytes} bytes).\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`media:to-s3 failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
