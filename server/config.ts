import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import { MAX_VIDEO_SECONDS } from '../common/videoLimits';
import { bankKeyring, deriveKey, KEY_SETTINGS, type BankKeyring, type KeyPurpose } from './security/keys';

const DEFAULT_DISPOSABLE_DOMAINS = [
  'mailinator.com',
  'guerrillamail.com',
  '10minutemail.com',
  'tempmail.com',
  'temp-mail.org',
  'yopmail.com',
  'trashmail.com',
  'sharklasers.com',
];

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const HEX_KEY = /^[0-9a-fA-F]{64}$/;

const hexKey = (name: string) => optionalText.pipe(z.string().regex(HEX_KEY, `${name} must be 64 hex characters (32 bytes)`).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: optionalText,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DIRECT_DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
  REPLICA_DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  // README.md, "Read replicas", says why this number: under the 5 s a rendered page's catch-up reaches back.
  REPLICA_MAX_LAG_MS: z.coerce.number().int().min(50).max(3_600_000).default(2_000),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ROOT_SECRET: optionalText.pipe(z.string().min(32, 'ROOT_SECRET must be at least 32 characters').optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  MEDIA_URL_KEY: hexKey('MEDIA_URL_KEY'),
  VOTE_ADDRESS_KEY: hexKey('VOTE_ADDRESS_KEY'),
  IDENTITY_HASH_KEY: hexKey('IDENTITY_HASH_KEY'),
  BANK_DETAILS_KEY: hexKey('BANK_DETAILS_KEY'),
  BANK_DETAILS_OLD_KEYS: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}(\s*,\s*[0-9a-fA-F]{64})*$/, 'BANK_DETAILS_OLD_KEYS must be 64-hex-character keys separated by commas')
      .optional(),
  ),
  ADMIN_PASSCODE: optionalText.pipe(z.string().min(8, 'ADMIN_PASSCODE must be at least 8 characters').optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().trim().min(3).default('Spoken <no-reply@spoken.local>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CERTS_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ADS_SCRIPT_URL: optionalText.pipe(z.url({ protocol: /^https$/, error: 'ADS_SCRIPT_URL must be an https URL' }).optional()),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // SPEC.md: takes run from 30 seconds. 0 (tests, whose clips last a few seconds) sets no shortest.
  MIN_POEM_SECONDS: z.coerce.number().int().min(0).max(MAX_VIDEO_SECONDS).default(30),
  // A week at most, as S3's signed links; a few seconds only for tests of what happens when one expires.
  MEDIA_URL_TTL_S: z.coerce.number().int().min(1).max(7 * 24 * 60 * 60).default(15 * 60),
  // README.md, "Media storage", says why this number.
  MEDIA_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(400),
  MEDIA_SANDBOX: z.enum(['bwrap', 'none']).optional(),
  DISPOSABLE_EMAIL_DOMAINS: optionalText,
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  TRUSTED_DOCUMENTS_ONLY: z.enum(['true', 'false']).optional(),
  VOTING_CLOSE_CHECK_MS: z.coerce.number().int().min(50).max(3_600_000).default(15_000),
  TRUST_PROXY: optionalText,
  WORKER: z.enum(['in-process', 'off', 'only']).default('in-process'),
  JOB_TAKEOVER_AFTER_S: z.coerce.number().int().min(3).max(3600).default(60),
  SOCKET_SESSION_CHECK_MS: z.coerce.number().int().min(50).max(3_600_000).default(60_000),
  // README.md, "A slam night", says why these numbers.
  SOCKETS_PER_ACCOUNT: z.coerce.number().int().min(0).default(8),
  SOCKETS_PER_ADDRESS: z.coerce.number().int().min(0).default(5_000),
  ANONYMOUS_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(0).default(2_500),
  SOCKETS_PER_INSTANCE: z.coerce.number().int().min(0).default(15_000),
  METRICS_TOKEN: optionalText.pipe(z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens')
      .optional(),
  ),
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
});

/** The bucket media lives in when MEDIA_STORE=s3. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server such as MinIO; AWS's own endpoint for the region when undefined. */
  endpoint: string | undefined;
  /** Name the bucket in the path (`endpoint/bucket/key`) rather than the host name, as MinIO needs. */
  forcePathStyle: boolean;
  /** Undefined: the AWS SDK's default chain (AWS_* variables, shared config files, the container's or instance's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** How the app reaches PostgreSQL beyond DATABASE_URL (README.md, "Configuration"). */
export interface PostgresSettings {
  /** DIRECT_DATABASE_URL, else DATABASE_URL: a connection that keeps its session, for LISTEN and the migrations' advisory lock. */
  directUrl: string;
  /** 'transaction': DATABASE_URL is a pooler in transaction mode, so the app prepares no named statements and sets nothing per session. */
  pooler: 'none' | 'transaction';
  /** REPLICA_DATABASE_URL: a streaming replica of the database for public reads; none when unset. */
  replicaUrl: string | undefined;
  /** The replica's lag past which public reads go to the primary until it catches up. */
  replicaMaxLagMs: number;
}

/** The keys of each purpose (server/security/keys.ts), and the admin passcode. */
export interface Secrets {
  /** Signs session tokens. */
  jwtSecret: string;
  /** Signs the links to private media files. */
  mediaUrlKey: Buffer;
  /** The HMAC key of the network addresses kept with votes. */
  voteAddressKey: Buffer;
  /** The HMAC key of the keyed hashes kept instead of email and network addresses. */
  identityHashKey: Buffer;
  /** The key new bank details are encrypted under, and the previous ones that older rows may still be under. */
  bankKeys: BankKeyring;
  adminPasscode: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string | undefined;
  dataDir: string;
  /** DATA_DIR/media: where media lives unless MEDIA_STORE=s3, and what `npm run media:to-s3` copies. */
  mediaDir: string;
  /** Set when MEDIA_STORE=s3: media lives in this bucket, and only scratch work stays on local disk. */
  s3: S3Settings | undefined;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL past DATABASE_URL, undefined on the embedded engine: a session of its own for LISTEN
   * and the migrations' lock, whether DATABASE_URL is a pooler in transaction mode, and the
   * streaming replica public reads may come from.
   */
  postgres: PostgresSettings | undefined;
  publicUrl: string;
  secrets: Secrets;
  /** True when secrets were generated and stored under DATA_DIR rather than given (never in production). */
  generatedSecrets: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleClientId: string | undefined;
  /** Where Google's ID-token signing certificates are fetched (PEM); Google's own URL unless set. */
  googleCertsUrl: string | undefined;
  sessionTtlMs: number;
  /** The shortest video a poem awaiting review may have, in seconds; 0 for none. */
  minPoemSeconds: number;
  /** How long a signed link to a private media file works: long enough to start playback, short enough to stay private. */
  mediaUrlTtlSeconds: number;
  /** Video and audio downloads one client address may have open at once on an instance (server/media/route.ts). */
  mediaStreamsPerAddress: number;
  /**
   * What media tools run in (server/media/sandbox.ts): bubblewrap, nothing, or outside production
   * by default ('auto') bubblewrap where it runs.
   */
  mediaSandbox: 'bwrap' | 'none' | 'auto';
  /** The ads provider's script, loaded by the web app only after a visitor accepts cookies; none when unset. */
  adsScriptUrl: string | undefined;
  disposableEmailDomains: ReadonlySet<string>;
  seedDemo: boolean;
  /**
   * Whether GraphQL runs only the operations our clients were built with (server/graphql/trustedDocuments.ts):
   * always in production; elsewhere when TRUSTED_DOCUMENTS_ONLY=true, as tests of it ask.
   */
  trustedDocumentsOnly: boolean;
  /** How often each instance looks for topics whose voting has ended, to decide them. */
  votingCloseCheckMs: number;
  /**
   * Whether this instance runs background jobs (transcoding, durations): 'in-process' beside
   * everything else, 'off' to leave them to other instances, 'only' to run jobs and serve nothing
   * but /healthz.
   */
  worker: 'in-process' | 'off' | 'only';
  /** How long a running job's heartbeat may be silent (its instance died) before another instance takes it over. */
  jobTakeoverAfterS: number;
  logLevel: string;
  /** The bearer token /metrics asks for; without it /metrics answers this machine only, and in production nobody. */
  metricsToken: string | undefined;
  /** The proxies whose X-Forwarded-For names the client (TRUST_PROXY); none by default. */
  trustProxy: TrustedProxy;
  /** How many open sockets are let in, by whom (server/socket/admission.ts). */
  socketLimits: SocketLimits;
  /** How often each instance checks, in one query, that its sockets' sessions still let them in. */
  socketSessionCheckMs: number;
  /** Serve the web app through Vite's dev middleware instead of web/dist. */
  devWeb: boolean;
}

/** Open sockets allowed at once on one instance: the whole server's, and each client's share of them. */
export interface SocketLimits {
  perInstance: number;
  /** Per client address (an IPv6 one by its /64), signed in or not. */
  perAddress: number;
  /** Per client address, of sockets that carry no session. */
  anonymousPerAddress: number;
  /** Per signed-in account, whatever its addresses. */
  perAccount: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * What production needs of an app instance besides its keys (ROOT_SECRET, or every purpose's own).
 * TRUST_PROXY among them: a proxy in front with none named would make every visitor one address to
 * the per-address limits, so an instance with no proxy says `none`.
 */
const PRODUCTION_SETTINGS = ['ADMIN_PASSCODE', 'PUBLIC_URL', 'SMTP_URL', 'DATABASE_URL', 'TRUST_PROXY'] as const;
/**
 * What production needs of a worker-only instance: the shared database, and the address its mail
 * links name. It signs no sessions or URLs, reads no bank details, checks no passcode and hashes no
 * address, and its mail is sent by the app instances' mail workers.
 */
const WORKER_PRODUCTION_SETTINGS = ['PUBLIC_URL', 'DATABASE_URL'] as const;

function missingProductionSettings(env: Env): string[] {
  if (env.WORKER === 'only') return WORKER_PRODUCTION_SETTINGS.filter((name) => env[name] === undefined);
  const keys = Object.values(KEY_SETTINGS);
  const missingKeys = keys.filter((name) => env[name] === undefined);
  const missing = PRODUCTION_SETTINGS.filter((name) => env[name] === undefined);
  if (env.ROOT_SECRET !== undefined || missingKeys.length === 0) return missing;
  // A deployment from before ROOT_SECRET, with some keys given, is told which others would do instead.
  return [missingKeys.length === keys.length ? 'ROOT_SECRET' : `ROOT_SECRET (or ${missingKeys.join(', ')})`, ...missing];
}

/**
 * Reads and validates the environment. In production the keys (ROOT_SECRET, or each purpose's
 * own), the admin passcode, PUBLIC_URL and SMTP_URL must be given, except on a worker-only instance,
 * whose missing secrets are random and held in memory; elsewhere missing secrets are generated once
 * and kept in DATA_DIR/secrets.json.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source);
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);

  if (isProduction) {
    const missing = missingProductionSettings(env);
    if (missing.length > 0) {
      throw new ConfigError(`Production needs these settings: ${missing.join(', ')}`);
    }
  }

  // Production writes no secrets: only a worker-only instance gets this far without them all.
  const { secrets, generated } = resolveSecrets(env, isProduction ? undefined : path.join(dataDir, 'secrets.json'));
  const port = env.PORT;

  return {
    env: env.NODE_ENV,
    isProduction,
    port,
    host: env.HOST,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    s3: s3SettingsOf(env),
    databaseUrl: env.DATABASE_URL,
    postgres: postgresSettingsOf(env),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    secrets,
    generatedSecrets: generated,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    googleClientId: env.GOOGLE_CLIENT_ID,
    googleCertsUrl: env.GOOGLE_CERTS_URL,
    sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    minPoemSeconds: env.MIN_POEM_SECONDS,
    mediaUrlTtlSeconds: env.MEDIA_URL_TTL_S,
    mediaStreamsPerAddress: env.MEDIA_STREAMS_PER_ADDRESS,
    mediaSandbox: env.MEDIA_SANDBOX ?? (isProduction ? 'bwrap' : 'auto'),
    adsScriptUrl: env.ADS_SCRIPT_URL,
    disposableEmailDomains: new Set(
      (env.DISPOSABLE_EMAIL_DOMAINS?.split(',') ?? DEFAULT_DISPOSABLE_DOMAINS)
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
    ),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !isProduction && env.DATABASE_URL === undefined,
    trustedDocumentsOnly: isProduction || env.TRUSTED_DOCUMENTS_ONLY === 'true',
    votingCloseCheckMs: env.VOTING_CLOSE_CHECK_MS,
    worker: env.WORKER,
    jobTakeoverAfterS: env.JOB_TAKEOVER_AFTER_S,
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    socketLimits: {
      perInstance: env.SOCKETS_PER_INSTANCE,
      perAddress: env.SOCKETS_PER_ADDRESS,
      anonymousPerAddress: env.ANONYMOUS_SOCKETS_PER_ADDRESS,
      perAccount: env.SOCKETS_PER_ACCOUNT,
    },
    socketSessionCheckMs: env.SOCKET_SESSION_CHECK_MS,
    devWeb: source.SPOKEN_DEV_WEB === '1' && !isProduction,
  };
}

type Env = z.infer<typeof envSchema>;

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

const POSTGRES_ONLY_SETTINGS = ['DIRECT_DATABASE_URL', 'REPLICA_DATABASE_URL'] as const;

/**
 * A pooler in transaction mode hands each transaction whichever server connection is free, so
 * LISTEN and the migrations' lock, which must stay on one session, need DIRECT_DATABASE_URL.
 */
function postgresSettingsOf(env: Env): PostgresSettings | undefined {
  if (!env.DATABASE_URL) {
    const given: string[] = POSTGRES_ONLY_SETTINGS.filter((name) => env[name] !== undefined);
    if (env.DATABASE_POOLER !== 'none') given.push('DATABASE_POOLER');
    if (given.length > 0) throw new ConfigError(`${given.join(', ')} given without DATABASE_URL: they apply to PostgreSQL only`);
    return undefined;
  }
  if (env.DATABASE_POOLER === 'transaction' && !env.DIRECT_DATABASE_URL) {
    throw new ConfigError('DATABASE_POOLER=transaction needs DIRECT_DATABASE_URL: LISTEN and the migrations’ lock need a session of their own, which a pooler in transaction mode does not keep');
  }
  if (env.REPLICA_DATABASE_URL && [env.DATABASE_URL, env.DIRECT_DATABASE_URL].includes(env.REPLICA_DATABASE_URL)) {
    throw new ConfigError('REPLICA_DATABASE_URL is the primary’s own URL: name a streaming replica of it, or leave it unset');
  }
  return {
    directUrl: env.DIRECT_DATABASE_URL ?? env.DATABASE_URL,
    pooler: env.DATABASE_POOLER,
    replicaUrl: env.REPLICA_DATABASE_URL,
    replicaMaxLagMs: env.REPLICA_MAX_LAG_MS,
  };
}

const S3_SETTINGS = ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * The bucket of MEDIA_STORE=s3, which needs S3_BUCKET and S3_REGION, and both credentials or
 * neither. S3 settings beside MEDIA_STORE=local are refused rather than ignored: media would
 * otherwise land on one machine's disk while the operator believes it is in the bucket.
 */
function s3SettingsOf(env: Env): S3Settings | undefined {
  if (env.MEDIA_STORE === 'local') {
    const given = S3_SETTINGS.filter((name) => env[name] !== undefined);
    if (given.length > 0) throw new ConfigError(`${given.join(', ')} given, but MEDIA_STORE is local: set MEDIA_STORE=s3 to keep media in the bucket, or remove them`);
    return undefined;
  }
  const { S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket || !region) {
    const missing = (['S3_BUCKET', 'S3_REGION'] as const).filter((name) => env[name] === undefined);
    throw new ConfigError(`MEDIA_STORE=s3 needs these settings: ${missing.join(', ')}`);
  }
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError("Give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither to use the AWS SDK's default credentials");
  }
  return {
    bucket,
    region,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** Whether a hop's address is one of the proxies trusted to say who the client is. */
export type TrustedProxy = (address: string, hop: number) => boolean;

/**
 * The proxies named in TRUST_PROXY: addresses, CIDR ranges or proxy-addr's names (loopback,
 * linklocal, uniquelocal). None named, or `none`: no X-Forwarded-For is believed.
 */
function parseTrustProxy(value: string | undefined): TrustedProxy {
  const entries = value?.trim() === 'none' ? [] : (value?.split(',').map((entry) => entry.trim()).filter(Boolean) ?? []);
  try {
    return proxyAddr.compile(entries);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  TRUST_PROXY: ${(error as Error).message}`);
  }
}

const storedSecretsSchema = z.object({
  rootSecret: z.string().min(32),
  adminPasscode: z.string().min(8),
  // Written before ROOT_SECRET existed; still used where present, so a development database's
  // sessions and bank details stay readable.
  jwtSecret: z.string().min(32).optional(),
  bankDetailsKey: z.string().regex(HEX_KEY).optional(),
  identityHashKey: z.string().regex(HEX_KEY).optional(),
});
type StoredSecrets = z.infer<typeof storedSecretsSchema>;

const generators = {
  rootSecret: () => randomBytes(48).toString('base64url'),
  adminPasscode: () => randomBytes(9).toString('base64url'),
};

/**
 * Each purpose's key: its own variable when given, else derived from ROOT_SECRET. Without
 * ROOT_SECRET the root (and the admin passcode, when not given) comes from `file`, generated and
 * saved there the first time, or without a file is random for this process's lifetime only.
 */
function resolveSecrets(env: Env, file: string | undefined): { secrets: Secrets; generated: boolean } {
  const complete = keysGiven(env) && env.ADMIN_PASSCODE !== undefined;
  const stored: Partial<StoredSecrets> = complete ? {} : file ? readOrCreateStoredSecrets(file) : { rootSecret: generators.rootSecret(), adminPasscode: generators.adminPasscode() };
  return { secrets: secretsOf(env, stored), generated: !complete && file !== undefined };
}

const keysGiven = (env: Env) => env.ROOT_SECRET !== undefined || Object.values(KEY_SETTINGS).every((name) => env[name] !== undefined);

function secretsOf(env: Env, stored: Partial<StoredSecrets>): Secrets {
  const legacy: Partial<Record<KeyPurpose, string>> = env.ROOT_SECRET
    ? {}
    : { sessions: stored.jwtSecret, bankDetails: stored.bankDetailsKey, identityHashes: stored.identityHashKey };
  const root = (env.ROOT_SECRET ?? stored.rootSecret) as string;
  const keyOf = (purpose: KeyPurpose): Buffer => {
    const given = env[KEY_SETTINGS[purpose]] ?? legacy[purpose];
    return given ? Buffer.from(given, 'hex') : deriveKey(root, purpose);
  };
  const oldBankKeys = env.BANK_DETAILS_OLD_KEYS?.split(',').map((key) => Buffer.from(key.trim(), 'hex')) ?? [];
  return {
    jwtSecret: env.JWT_SECRET ?? legacy.sessions ?? deriveKey(root, 'sessions').toString('hex'),
    mediaUrlKey: keyOf('mediaUrls'),
    voteAddressKey: keyOf('voteAddresses'),
    identityHashKey: keyOf('identityHashes'),
    bankKeys: bankKeyring(keyOf('bankDetails'), oldBankKeys),
    adminPasscode: (env.ADMIN_PASSCODE ?? stored.adminPasscode) as string,
  };
}

/** The keys an instance started with `source` uses, and the root secret, found without generating or writing anything. */
export interface ExistingKeys {
  secrets: Secrets;
  /** ROOT_SECRET, or the one in secrets.json; undefined when every key is given by its own variable instead. */
  rootSecret: string | undefined;
  /** Where they were found: the environment, or the secrets.json file (outside production, when the environment lacks keys). */
  from: string;
}

/**
 * The keys an instance started with `source` signs and encrypts with, for commands that must use
 * the same ones as the server (npm run backup and restore): undefined when the server would have
 * to generate them (no keys given, and no DATA_DIR/secrets.json, which production never reads).
 */
export function existingKeys(source: NodeJS.ProcessEnv = process.env): ExistingKeys | undefined {
  const env = parseEnv(source);
  if (keysGiven(env)) return { secrets: secretsOf(env, {}), rootSecret: env.ROOT_SECRET, from: 'the environment' };
  const file = path.join(path.resolve(env.DATA_DIR), 'secrets.json');
  if (env.NODE_ENV === 'production' || !existsSync(file)) return undefined;
  const stored = readStoredSecrets(file);
  return { secrets: secretsOf(env, stored), rootSecret: stored.rootSecret, from: file };
}

function readStoredSecrets(file: string): StoredSecrets {
  const parsed = storedSecretsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new ConfigError(`${file} is damaged; restore it or remove it to generate new secrets`);
  return parsed.data;
}

/** The stored secrets; any missing (a new file, or one written before a secret was added) are generated and saved. */
function readOrCreateStoredSecrets(file: string): StoredSecrets {
  const existing: Record<string, unknown> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const missing = (Object.keys(generators) as (keyof typeof generators)[]).filter((name) => existing[name] === undefined);
  const parsed = storedSecretsSchema.safeParse({
    ...existing,
    ...Object.fromEntries(missing.map((name) => [name, generators[name]()])),
  });
  if (!parsed.success) throw new ConfigError(`${file} is damaged; restore it or remove it to generate new secrets`);
  if (missing.length > 0) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(parsed.data, null, 2)}\n`, { mode: 0o600 });
  }
  return parsed.data;
}
