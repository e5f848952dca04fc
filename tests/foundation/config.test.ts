import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/config';
import { deriveKey } from '../../server/security/keys';

describe('configuration', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'spoken-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates a root secret once on the embedded default and keeps the keys derived from it across restarts', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.generatedSecrets).toBe(true);
    expect(second.secrets).toEqual(first.secrets);
    expect(first.secrets.bankKeys.current.key).toHaveLength(32);
    expect(Object.keys(JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')))).toEqual(['rootSecret', 'adminPasscode']);
    expect(statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('keeps using the keys of a secrets file written before the root secret, so development data stays readable', () => {
    const file = path.join(dataDir, 'secrets.json');
    const older = { jwtSecret: 'j'.repeat(40), bankDetailsKey: 'ab'.repeat(32), adminPasscode: 'an-old-passcode' };
    writeFileSync(file, JSON.stringify(older), { mode: 0o600 });
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.secrets).toMatchObject({ jwtSecret: older.jwtSecret, adminPasscode: older.adminPasscode });
    expect(config.secrets.bankKeys.current.key.toString('hex')).toBe(older.bankDetailsKey);
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    expect(stored).toMatchObject(older);
    expect(config.secrets.identityHashKey.equals(deriveKey(stored.rootSecret, 'identityHashes'))).toBe(true);
  });

  describe('keys', () => {
    const root = 'a-root-secret-of-at-least-32-characters';
    const keysOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ADMIN_PASSCODE: 'a-long-passcode', ...env }).secrets;

    it('derives a different key for each purpose from ROOT_SECRET', () => {
      const secrets = keysOf({ ROOT_SECRET: root });
      const keys = [Buffer.from(secrets.jwtSecret, 'hex'), secrets.mediaUrlKey, secrets.voteAddressKey, secrets.identityHashKey, secrets.bankKeys.current.key];
      expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(5);
      for (const key of keys) expect(key).toHaveLength(32);
      expect(keysOf({ ROOT_SECRET: root })).toEqual(secrets);
      expect(keysOf({ ROOT_SECRET: `${root}!` }).mediaUrlKey.equals(secrets.mediaUrlKey)).toBe(false);
      expect(readdirSync(dataDir)).toEqual([]);
    });

    it("lets a purpose's own variable win over ROOT_SECRET, changing that key alone", () => {
      const derived = keysOf({ ROOT_SECRET: root });
      const given = keysOf({ ROOT_SECRET: root, MEDIA_URL_KEY: 'ef'.repeat(32), BANK_DETAILS_KEY: 'ab'.repeat(32) });
      expect(given.mediaUrlKey.toString('hex')).toBe('ef'.repeat(32));
      expect(given.bankKeys.current.key.toString('hex')).toBe('ab'.repeat(32));
      expect(given).toMatchObject({ jwtSecret: derived.jwtSecret, voteAddressKey: derived.voteAddressKey, identityHashKey: derived.identityHashKey });
    });

    it('names bank keys by a fingerprint and keeps the previous ones to read older rows', () => {
      const secrets = keysOf({ ROOT_SECRET: root, BANK_DETAILS_KEY: 'ab'.repeat(32), BANK_DETAILS_OLD_KEYS: `${'cd'.repeat(32)}, ${'ab'.repeat(32)}` });
      expect(secrets.bankKeys.current.id).toMatch(/^[0-9a-f]{16}$/);
      expect(secrets.bankKeys.previous.map((key) => key.key.toString('hex'))).toEqual(['cd'.repeat(32)]);
      expect(() => keysOf({ ROOT_SECRET: root, BANK_DETAILS_OLD_KEYS: 'abc' })).toThrow(/BANK_DETAILS_OLD_KEYS must be/);
      expect(() => keysOf({ ROOT_SECRET: 'short' })).toThrow(/ROOT_SECRET must be at least 32 characters/);
    });
  });

  const production = {
    NODE_ENV: 'production',
    ADMIN_PASSCODE: 'a-long-passcode',
    PUBLIC_URL: 'https://spoken.example/',
    SMTP_URL: 'smtp://mail.example:587',
    DATABASE_URL: 'postgres://db.example/spoken',
    TRUST_PROXY: 'none',
  };
  const everyKey = {
    JWT_SECRET: 'x'.repeat(40),
    MEDIA_URL_KEY: 'ef'.repeat(32),
    VOTE_ADDRESS_KEY: '12'.repeat(32),
    BANK_DETAILS_KEY: 'ab'.repeat(32),
    IDENTITY_HASH_KEY: 'cd'.repeat(32),
  };

  it('refuses to start in production without its keys, passcode, PUBLIC_URL and SMTP_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/ROOT_SECRET, ADMIN_PASSCODE, PUBLIC_URL, SMTP_URL/);
    // A deployment from before ROOT_SECRET, with the three keys it had then.
    const { JWT_SECRET, BANK_DETAILS_KEY, IDENTITY_HASH_KEY } = everyKey;
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir, JWT_SECRET, BANK_DETAILS_KEY, IDENTITY_HASH_KEY })).toThrow(
      /^Production needs these settings: ROOT_SECRET \(or MEDIA_URL_KEY, VOTE_ADDRESS_KEY\)$/,
    );
  });

  it('refuses to start in production unless TRUST_PROXY names the proxies in front, or none', () => {
    const everythingElse = { ...production, DATA_DIR: dataDir, ROOT_SECRET: 'r'.repeat(40), TRUST_PROXY: '' };
    expect(() => loadConfig(everythingElse)).toThrow(/^Production needs these settings: TRUST_PROXY$/);
    expect(loadConfig({ ...everythingElse, TRUST_PROXY: 'none' }).trustProxy('10.0.0.2', 0)).toBe(false);
    expect(loadConfig({ ...everythingElse, TRUST_PROXY: 'uniquelocal' }).trustProxy('10.0.0.2', 0)).toBe(true);
  });

  it('starts in production when everything is given, with ROOT_SECRET or every key, generating nothing', () => {
    for (const keys of [{ ROOT_SECRET: 'r'.repeat(40) }, everyKey]) {
      const config = loadConfig({ ...production, DATA_DIR: dataDir, ...keys });
      expect(config.generatedSecrets).toBe(false);
      expect(config.publicUrl).toBe('https://spoken.example');
      expect(config.seedDemo).toBe(false);
    }
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses replica and pooler settings that cannot work: without PostgreSQL, a pooler without a direct URL, the primary as its own replica', () => {
    const primary = 'postgres://app@db:5432/spoken';
    expect(() => loadConfig({ DATA_DIR: dataDir, REPLICA_DATABASE_URL: primary })).toThrow(/REPLICA_DATABASE_URL given without DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: primary, DATABASE_POOLER: 'transaction' })).toThrow(/DATABASE_POOLER=transaction needs DIRECT_DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: primary, REPLICA_DATABASE_URL: primary })).toThrow(/REPLICA_DATABASE_URL is the primary’s own URL/);
    const pooled = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://app@pgbouncer:6432/spoken', DIRECT_DATABASE_URL: primary, DATABASE_POOLER: 'transaction' });
    expect(pooled.postgres).toEqual({ directUrl: primary, pooler: 'transaction', replicaUrl: undefined, replicaMaxLagMs: 2000 });
  });

  it('runs only the trusted documents in production, and elsewhere only when TRUSTED_DOCUMENTS_ONLY=true', () => {
    expect(loadConfig({ ...production, DATA_DIR: dataDir, ROOT_SECRET: 'r'.repeat(40), TRUSTED_DOCUMENTS_ONLY: 'false' }).trustedDocumentsOnly).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir }).trustedDocumentsOnly).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUSTED_DOCUMENTS_ONLY: 'true' }).trustedDocumentsOnly).toBe(true);
  });

  it('asks a worker-only instance in production for the database and PUBLIC_URL only, keeping the secrets it never uses in memory', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, WORKER: 'only' })).toThrow(/Production needs these settings: PUBLIC_URL, DATABASE_URL$/);
    const worker = { NODE_ENV: 'production', DATA_DIR: dataDir, WORKER: 'only', PUBLIC_URL: 'https://spoken.example', DATABASE_URL: 'postgres://db.example/spoken' };
    const first = loadConfig(worker);
    const second = loadConfig(worker);
    expect(first.generatedSecrets).toBe(false);
    expect(first.secrets.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.secrets.adminPasscode.length).toBeGreaterThanOrEqual(8);
    // Random for each start, and written nowhere.
    expect(second.secrets.jwtSecret).not.toBe(first.secrets.jwtSecret);
    expect(second.secrets.bankKeys.current.id).not.toBe(first.secrets.bankKeys.current.id);
    expect(readdirSync(dataDir)).toEqual([]);
    expect(loadConfig({ ...worker, JWT_SECRET: 'w'.repeat(40) }).secrets.jwtSecret).toBe('w'.repeat(40));
    // An instance that serves people still needs everything.
    expect(() => loadConfig({ ...worker, WORKER: 'off' })).toThrow(/ROOT_SECRET, ADMIN_PASSCODE, SMTP_URL, TRUST_PROXY$/);
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
