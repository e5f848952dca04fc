import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/config';

describe('configuration', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'spoken-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates secrets once on the embedded default and keeps them across restarts', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.generatedSecrets).toBe(true);
    expect(second.secrets.jwtSecret).toBe(first.secrets.jwtSecret);
    expect(second.secrets.adminPasscode).toBe(first.secrets.adminPasscode);
    expect(second.secrets.bankDetailsKey.equals(first.secrets.bankDetailsKey)).toBe(true);
    expect(first.secrets.bankDetailsKey).toHaveLength(32);
    expect(second.secrets.identityHashKey.equals(first.secrets.identityHashKey)).toBe(true);
    expect(first.secrets.identityHashKey).toHaveLength(32);
    expect(statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('adds a secret introduced later to an existing secrets file, keeping the others', () => {
    const file = path.join(dataDir, 'secrets.json');
    const older = { jwtSecret: 'j'.repeat(40), bankDetailsKey: 'ab'.repeat(32), adminPasscode: 'an-old-passcode' };
    writeFileSync(file, JSON.stringify(older), { mode: 0o600 });
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.secrets).toMatchObject({ jwtSecret: older.jwtSecret, adminPasscode: older.adminPasscode });
    expect(config.secrets.bankDetailsKey.toString('hex')).toBe(older.bankDetailsKey);
    expect(config.secrets.identityHashKey).toHaveLength(32);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ ...older, identityHashKey: config.secrets.identityHashKey.toString('hex') });
  });

  it('refuses to start in production without its secrets, PUBLIC_URL and SMTP_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      /JWT_SECRET, BANK_DETAILS_KEY, ADMIN_PASSCODE, IDENTITY_HASH_KEY, PUBLIC_URL, SMTP_URL/,
    );
  });

  it('refuses to start in production unless TRUST_PROXY names the proxies in front, or none', () => {
    const everythingElse = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(40),
      BANK_DETAILS_KEY: 'ab'.repeat(32),
      ADMIN_PASSCODE: 'a-long-passcode',
      IDENTITY_HASH_KEY: 'cd'.repeat(32),
      PUBLIC_URL: 'https://spoken.example/',
      SMTP_URL: 'smtp://mail.example:587',
      DATABASE_URL: 'postgres://db.example/spoken',
    };
    expect(() => loadConfig(everythingElse)).toThrow(/^Production needs these settings: TRUST_PROXY$/);
    expect(loadConfig({ ...everythingElse, TRUST_PROXY: 'none' }).trustProxy('10.0.0.2', 0)).toBe(false);
    expect(loadConfig({ ...everythingElse, TRUST_PROXY: 'uniquelocal' }).trustProxy('10.0.0.2', 0)).toBe(true);
  });

  it('starts in production when everything is given, generating nothing', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(40),
      BANK_DETAILS_KEY: 'ab'.repeat(32),
      ADMIN_PASSCODE: 'a-long-passcode',
      IDENTITY_HASH_KEY: 'cd'.repeat(32),
      PUBLIC_URL: 'https://spoken.example/',
      SMTP_URL: 'smtp://mail.example:587',
      DATABASE_URL: 'postgres://db.example/spoken',
      TRUST_PROXY: 'none',
    });
    expect(config.generatedSecrets).toBe(false);
    expect(config.publicUrl).toBe('https://spoken.example');
    expect(config.seedDemo).toBe(false);
  });

  it('asks a worker-only instance in production for the database and PUBLIC_URL only, keeping the secrets it never uses in memory', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, WORKER: 'only' })).toThrow(/Production needs these settings: PUBLIC_URL, DATABASE_URL$/);
    const worker = { NODE_ENV: 'production', DATA_DIR: dataDir, WORKER: 'only', PUBLIC_URL: 'https://spoken.example', DATABASE_URL: 'postgres://db.example/spoken' };
    const first = loadConfig(worker);
    const second = loadConfig(worker);
    expect(first.generatedSecrets).toBe(false);
    expect(first.secrets.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.secrets.adminPasscode.length).toBeGreaterThanOrEqual(8);
    expect(first.secrets.bankDetailsKey).toHaveLength(32);
    expect(first.secrets.identityHashKey).toHaveLength(32);
    // Random for each start, and written nowhere.
    expect(second.secrets.jwtSecret).not.toBe(first.secrets.jwtSecret);
    expect(second.secrets.bankDetailsKey.equals(first.secrets.bankDetailsKey)).toBe(false);
    expect(readdirSync(dataDir)).toEqual([]);
    expect(loadConfig({ ...worker, JWT_SECRET: 'w'.repeat(40) }).secrets.jwtSecret).toBe('w'.repeat(40));
    // An instance that serves people still needs everything.
    expect(() => loadConfig({ ...worker, WORKER: 'off' })).toThrow(/JWT_SECRET, BANK_DETAILS_KEY, ADMIN_PASSCODE, IDENTITY_HASH_KEY, SMTP_URL, TRUST_PROXY$/);
  });

  it('takes an ads script only from an https address', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).adsScriptUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, ADS_SCRIPT_URL: 'https://ads.example/a.js' }).adsScriptUrl).toBe('https://ads.example/a.js');
    expect(() => loadConfig({ DATA_DIR: dataDir, ADS_SCRIPT_URL: 'http://ads.example/a.js' })).toThrow(/ADS_SCRIPT_URL must be an https URL/);
  });

  describe('media storage', () => {
    const s3 = { MEDIA_STORE: 's3', S3_BUCKET: 'spoken-media', S3_REGION: 'eu-west-1' };

    it('keeps media on local disk under DATA_DIR by default', () => {
      const config = loadConfig({ DATA_DIR: dataDir });
      expect(config.mediaDir).toBe(path.join(dataDir, 'media'));
      expect(config.s3).toBeUndefined();
    });

    it("uses the AWS SDK's default credentials unless both keys are given", () => {
      expect(loadConfig({ DATA_DIR: dataDir, ...s3 }).s3).toEqual({
        bucket: 'spoken-media',
        region: 'eu-west-1',
        endpoint: undefined,
        forcePathStyle: false,
        credentials: undefined,
      });
      const minio = { S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'spoken', S3_SECRET_ACCESS_KEY: 'a-secret-key' };
      expect(loadConfig({ DATA_DIR: dataDir, ...s3, ...minio }).s3).toMatchObject({
        endpoint: 'http://minio:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'spoken', secretAccessKey: 'a-secret-key' },
      });
    });

    it('refuses an incomplete S3 configuration, naming what is missing', () => {
      expect(() => loadConfig({ DATA_DIR: dataDir, MEDIA_STORE: 's3' })).toThrow(/^MEDIA_STORE=s3 needs these settings: S3_BUCKET, S3_REGION$/);
      expect(() => loadConfig({ DATA_DIR: dataDir, ...s3, S3_ACCESS_KEY_ID: 'spoken' })).toThrow(/both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither/);
      expect(() => loadConfig({ DATA_DIR: dataDir, ...s3, S3_SECRET_ACCESS_KEY: 'a-secret-key' })).toThrow(ConfigError);
    });

    it('refuses settings it cannot use: a bad bucket name or endpoint, an unknown store, S3 settings for local media', () => {
      expect(() => loadConfig({ DATA_DIR: dataDir, ...s3, S3_BUCKET: 's3://spoken-media' })).toThrow(/S3_BUCKET must be a bucket name/);
      expect(() => loadConfig({ DATA_DIR: dataDir, ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
      expect(() => loadConfig({ DATA_DIR: dataDir, MEDIA_STORE: 'gcs' })).toThrow(/MEDIA_STORE/);
      expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'spoken-media', S3_REGION: 'eu-west-1' })).toThrow(
        /^S3_BUCKET, S3_REGION given, but MEDIA_STORE is local/,
      );
    });
  });

  it('signs private media links for 15 minutes unless MEDIA_URL_TTL_S says otherwise, from a second to a week', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).mediaUrlTtlSeconds).toBe(900);
    expect(loadConfig({ DATA_DIR: dataDir, MEDIA_URL_TTL_S: '3' }).mediaUrlTtlSeconds).toBe(3);
    for (const wrong of ['0', '1.5', 'soon', String(7 * 24 * 60 * 60 + 1)]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, MEDIA_URL_TTL_S: wrong })).toThrow(/MEDIA_URL_TTL_S/);
    }
  });

  it('names each invalid setting', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty', BANK_DETAILS_KEY: 'short' })).toThrow(/PORT[\s\S]*BANK_DETAILS_KEY/);
  });
});
