import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsIP,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsTimeZone,
  IsUrl,
  Matches,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { Sensitive } from './load-config';

// Implicit conversion has already turned the string "false" into `true` by the time a Transform
// sees `value`, so read the raw variable from `obj`.
const toBool = ({ key, obj, value }: { key: string; obj: Record<string, unknown>; value: unknown }) => {
  const raw = obj[key];
  return typeof raw === 'string' ? ['1', 'true', 'yes', 'on'].includes(raw.trim().toLowerCase()) : value;
};

/** Settings every process shares: where Postgres, Redis and NATS are, and how to log. */
export class CommonConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: string = 'info';

  /** `json` lines for machines (production, tests); `pretty` lines for people, which `npm start` sets. */
  @IsIn(['json', 'pretty'])
  LOG_FORMAT: 'json' | 'pretty' = 'json';

  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  @Sensitive()
  DATABASE_URL: string = 'postgres://postgres@127.0.0.1:5432/maeum';

  @IsInt()
  @Min(1)
  @Max(100)
  DATABASE_POOL_SIZE: number = 10;

  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' })
  @Sensitive()
  REDIS_URL: string = 'redis://127.0.0.1:6379';

  @Matches(/^(nats|tls):\/\/.+/, {
    message: 'NATS_URL must be a nats:// URL (comma-separated for a cluster)',
  })
  NATS_URL: string = 'nats://127.0.0.1:4222';

  /** Prefix of NATS subjects, the JetStream stream names and BullMQ queues; tests use their own. */
  @Matches(/^[a-z][a-z0-9_-]{0,31}$/, {
    message: 'MESSAGING_NAMESPACE must be lowercase letters, digits, - or _',
  })
  MESSAGING_NAMESPACE: string = 'maeum';

  /** JetStream replicas of the events streams: 1 on one server, 3 on a production cluster. */
  @IsIn([1, 3, 5])
  NATS_STREAM_REPLICAS: number = 1;

  /** GET /metrics and GET /healthz of this process; 0 turns the listener off. */
  @IsInt()
  @Min(0)
  @Max(65535)
  METRICS_PORT: number = 0;

  /**
   * Address the ops listener binds: every interface by default, so the kubelet's probes and
   * Prometheus reach it at the pod's address; `npm start` sets 127.0.0.1 on a developer machine.
   */
  @IsIP(undefined, { message: 'METRICS_HOST must be an IP address (0.0.0.0, 127.0.0.1, ::)' })
  METRICS_HOST: string = '0.0.0.0';

  @IsInt()
  @Min(1000)
  @Max(120000)
  SHUTDOWN_TIMEOUT_MS: number = 10000;

  @Transform(toBool)
  @IsBoolean()
  RUN_MIGRATIONS_ON_START: boolean = true;

  /** Plan usage counters reset at 00:00 on the first day of each month in this zone. */
  @IsTimeZone()
  USAGE_RESET_TIME_ZONE: string = 'Asia/Seoul';
}

export class ServiceConfig extends CommonConfig {
  @IsInt()
  @Min(100)
  @Max(60000)
  OUTBOX_POLL_MS: number = 1000;
}

const inProduction = (config: CommonConfig) => config.NODE_ENV === 'production';

/** A switch that must stay off when NODE_ENV=production, whatever the variable says. */
const OffInProduction = () =>
  ValidateBy({
    name: 'offInProduction',
    validator: {
      validate: (value, args) => !(value === true && inProduction(args!.object as CommonConfig)),
      defaultMessage: (args) => `${args!.property} must be false when NODE_ENV=production`,
    },
  });

/**
 * Toss Payments. Without TOSS_SECRET_KEY the billing service runs its built-in Toss sandbox on
 * loopback (no real charge) unless TOSS_API_URL names another Toss-compatible server. Production
 * requires the keys: a sandbox there would hand out paid plans for nothing.
 */
export class BillingConfig extends ServiceConfig {
  @ValidateIf((c: BillingConfig) => c.TOSS_SECRET_KEY !== '' || inProduction(c))
  @Matches(/^(test|live)_(sk|gsk)_[A-Za-z0-9_]+$/, {
    message: 'TOSS_SECRET_KEY must be a Toss secret key (test_sk_… or live_sk_…; required in production)',
  })
  @Sensitive()
  TOSS_SECRET_KEY: string = '';

  /** The browser SDK's key; required with TOSS_SECRET_KEY. */
  @ValidateIf((c: BillingConfig) => c.TOSS_SECRET_KEY !== '')
  @Matches(/^(test|live)_(ck|gck)_[A-Za-z0-9_]+$/, {
    message: 'TOSS_CLIENT_KEY must be a Toss client key (test_ck_… or live_ck_…) when TOSS_SECRET_KEY is set',
  })
  TOSS_CLIENT_KEY: string = '';

  /** Empty: https://api.tosspayments.com with keys, the built-in sandbox without. */
  @ValidateIf((c: BillingConfig) => c.TOSS_API_URL !== '')
  @IsUrl({ require_tld: false, require_protocol: true })
  TOSS_API_URL: string = '';

  @IsInt()
  @Min(1000)
  @Max(60000)
  TOSS_TIMEOUT_MS: number = 10000;

  /**
   * How soon after a confirm begins its order is looked up at Toss by a delayed job (and the
   * job's back-off base): a confirm cut off by a crash or a timeout is settled within a minute.
   */
  @IsInt()
  @Min(100)
  @Max(60000)
  ORDER_RECONCILE_DELAY_MS: number = 30000;
}

/**
 * A service that keeps what people wrote and asks an AI about it (sessions, journal). AI_PROVIDER
 * picks who writes: `offline` (default, no network), `openai` (any OpenAI-compatible endpoint at
 * AI_BASE_URL: OpenAI, Ollama, vLLM, LM Studio, llama.cpp server) or `gemini`; a failing provider
 * gives the offline answer. DATA_ENCRYPTION_KEY wraps each user's data key (AES-256-GCM at rest);
 * required in production.
 */
export class AiServiceConfig extends ServiceConfig {
  @ValidateIf((c: AiServiceConfig) => inProduction(c) || c.DATA_ENCRYPTION_KEY !== '')
  @Matches(/^.{32,}$/, {
    message: 'DATA_ENCRYPTION_KEY must be at least 32 characters (required in production)',
  })
  @Sensitive()
  DATA_ENCRYPTION_KEY: string = '';

  @IsIn(['offline', 'openai', 'gemini'])
  AI_PROVIDER: 'offline' | 'openai' | 'gemini' = 'offline';

  @ValidateIf((c: AiServiceConfig) => c.AI_BASE_URL !== '')
  @IsUrl({ require_tld: false, require_protocol: true }, { message: 'AI_BASE_URL must be an http(s) URL' })
  AI_BASE_URL: string = '';

  @ValidateIf((c: AiServiceConfig) => c.AI_PROVIDER === 'gemini')
  @IsNotEmpty({ message: 'AI_API_KEY is required when AI_PROVIDER=gemini' })
  @Sensitive()
  AI_API_KEY: string = '';

  /** The model name the provider knows (gpt-4o-mini, llama3.2, gemini-2.0-flash, ...). */
  @IsString()
  AI_MODEL: string = '';

  /** A reply that has not started within this falls back to the canned reply. */
  @IsInt()
  @Min(500)
  @Max(60000)
  AI_FIRST_TOKEN_TIMEOUT_MS: number = 12000;

  @IsInt()
  @Min(1000)
  @Max(120000)
  AI_REPLY_TIMEOUT_MS: number = 30000;
}

/** The journal: entries sealed with each user's key, analysed by the AI provider or offline. */
export class JournalConfig extends AiServiceConfig {
  /**
   * How long one person's profile statistics and insights, once computed, are served from the
   * journal process (seconds; 0: computed on every request). The person's own writes through this
   * process (habits, ratings, boosters, entries, plan changes) drop them at once.
   */
  @IsInt()
  @Min(0)
  @Max(300)
  STATISTICS_CACHE_SECONDS: number = 10;
}

/**
 * The companion: the safety gate runs before any provider, and a failing provider gives the
 * canned fallback. Speech in and out on the server when configured.
 */
export class SessionsConfig extends AiServiceConfig {
  /**
   * A transcription model at the OpenAI-compatible endpoint (AI_BASE_URL, or OpenAI's), e.g.
   * `whisper-1`: POST /api/stt then turns recorded speech into text for browsers without speech
   * recognition. Empty: off (404).
   */
  @IsOptional()
  @IsString()
  AI_STT_MODEL: string = '';

  /**
   * A speech model at the OpenAI-compatible endpoint (e.g. `gpt-4o-mini-tts`, `tts-1`): it speaks
   * the voice replies when ElevenLabs is not configured. Empty (and no ElevenLabs): the browser speaks.
   */
  @IsOptional()
  @IsString()
  AI_TTS_MODEL: string = '';

  /** ElevenLabs speaks the voice replies when set (the key never reaches the browser); else the browser speaks. */
  @IsOptional()
  @IsString()
  @Sensitive()
  ELEVENLABS_API_KEY: string = '';

  /** Another ElevenLabs-compatible server (tests); empty: api.elevenlabs.io. */
  @ValidateIf((c: SessionsConfig) => c.ELEVENLABS_BASE_URL !== '')
  @IsUrl(
    { require_tld: false, require_protocol: true },
    { message: 'ELEVENLABS_BASE_URL must be an http(s) URL' },
  )
  ELEVENLABS_BASE_URL: string = '';

  /** The offline companion's pause between words, so its replies stream at a reading pace. */
  @IsInt()
  @Min(0)
  @Max(500)
  AI_OFFLINE_PACE_MS: number = 35;
}

/** Settings of access tokens, shared by auth (which signs them) and the gateway (which checks them). */
export class TokenConfig extends ServiceConfig {
  @IsString()
  JWT_ISSUER: string = 'maeum-auth';

  @IsString()
  JWT_AUDIENCE: string = 'maeum-api';

  @IsInt()
  @Min(60)
  @Max(900)
  ACCESS_TOKEN_TTL_SECONDS: number = 900;

  /** The address users reach (links in e-mails, OAuth callbacks, cookie security). */
  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_URL: string = 'http://localhost:3000';
}

export class AuthConfig extends TokenConfig {
  @IsInt()
  @Min(1)
  @Max(365)
  REFRESH_TOKEN_TTL_DAYS: number = 30;

  /** Encrypts the JWT signing keys at rest (32+ characters). Required in production. */
  @ValidateIf((c: AuthConfig) => inProduction(c) || c.AUTH_MASTER_KEY !== '')
  @Matches(/^.{32,}$/, { message: 'AUTH_MASTER_KEY must be at least 32 characters (required in production)' })
  @Sensitive()
  AUTH_MASTER_KEY: string = '';

  @IsInt()
  @Min(1)
  @Max(365)
  JWT_KEY_ROTATION_DAYS: number = 30;

  /**
   * Web push (self-care reminders): the VAPID public key browsers subscribe with, the same as the
   * worker's. Empty: reminders go by e-mail only and the settings say push is not available.
   */
  @ValidateIf((c: { VAPID_PUBLIC_KEY: string }) => c.VAPID_PUBLIC_KEY !== '')
  @Matches(/^[A-Za-z0-9_-]{80,100}$/, { message: 'VAPID_PUBLIC_KEY must be a base64url P-256 public key' })
  VAPID_PUBLIC_KEY: string = '';

  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_ID: string = '';

  @ValidateIf((c: AuthConfig) => c.GOOGLE_CLIENT_ID !== '')
  @IsNotEmpty({ message: 'GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set' })
  @Sensitive()
  GOOGLE_CLIENT_SECRET: string = '';

  @IsUrl({ require_tld: false, require_protocol: true })
  GOOGLE_ISSUER: string = 'https://accounts.google.com';

  @IsOptional()
  @IsString()
  KAKAO_CLIENT_ID: string = '';

  @ValidateIf((c: AuthConfig) => c.KAKAO_CLIENT_ID !== '')
  @IsNotEmpty({ message: 'KAKAO_CLIENT_SECRET is required when KAKAO_CLIENT_ID is set' })
  @Sensitive()
  KAKAO_CLIENT_SECRET: string = '';

  @IsUrl({ require_tld: false, require_protocol: true })
  KAKAO_ISSUER: string = 'https://kauth.kakao.com';

  @IsString()
  CONSENT_VERSION: string = '2026-11';

  /** Password hashes computed at once per auth process (Argon2id, ~40 ms of one core each); 0: one per core. */
  @IsInt()
  @Min(0)
  @Max(64)
  PASSWORD_HASH_CONCURRENCY: number = 0;

  /** The longest a password check waits for its turn; a flood beyond it is refused with 503 at once. */
  @IsInt()
  @Min(100)
  @Max(10000)
  PASSWORD_HASH_MAX_WAIT_MS: number = 1000;

  /** Nice value of the thread pool that hashes passwords (Linux): higher lets other requests go first. */
  @IsInt()
  @Min(0)
  @Max(19)
  PASSWORD_HASH_NICENESS: number = 10;
}

export class GatewayConfig extends TokenConfig {
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = 3000;

  @IsString()
  HOST: string = '0.0.0.0';

  /** Comma-separated origins allowed by CORS; empty means same-origin only. */
  @IsOptional()
  @IsString()
  CORS_ORIGINS: string = '';

  /** Which proxies may set X-Forwarded-For: "loopback", "false", a CIDR list, or a hop count. */
  @IsString()
  TRUST_PROXY: string = 'loopback';

  @IsInt()
  @Min(100)
  @Max(60000)
  RPC_TIMEOUT_MS: number = 5000;

  @IsInt()
  @Min(100)
  @Max(10000)
  HEALTH_TIMEOUT_MS: number = 1500;

  /** Folder of the built SPA. */
  @IsString()
  WEB_DIST: string = 'dist/web';

  /** Also serve /metrics on the public port (handy locally; production scrapes METRICS_PORT). */
  @Transform(toBool)
  @IsBoolean()
  METRICS_ENABLED: boolean = false;

  /** One `access` log line per answered request (core/access-log.ts); `false` for a benchmark run. */
  @Transform(toBool)
  @IsBoolean()
  ACCESS_LOG: boolean = true;

  /** Turns on /api/diagnostics/* (used by `npm run bench`); never in production: the app refuses to start. */
  @Transform(toBool)
  @IsBoolean()
  @OffInProduction()
  DIAGNOSTICS_ENABLED: boolean = false;
}

export class WorkerConfig extends CommonConfig {
  /** SMTP server for e-mail; empty in development means e-mails are written to the log instead. */
  @ValidateIf((c: WorkerConfig) => inProduction(c))
  @IsNotEmpty({ message: 'SMTP_HOST is required in production' })
  @IsString()
  SMTP_HOST: string = '';

  @IsInt()
  @Min(1)
  @Max(65535)
  SMTP_PORT: number = 587;

  @Transform(toBool)
  @IsBoolean()
  SMTP_SECURE: boolean = false;

  @IsOptional()
  @IsString()
  SMTP_USER: string = '';

  @IsOptional()
  @IsString()
  @Sensitive()
  SMTP_PASS: string = '';

  @IsString()
  MAIL_FROM: string = 'maeum. <no-reply@maeum.app>';

  /** Web push (self-care reminders): the VAPID key pair (npx web-push generate-vapid-keys). */
  @ValidateIf((c: { VAPID_PUBLIC_KEY: string }) => c.VAPID_PUBLIC_KEY !== '')
  @Matches(/^[A-Za-z0-9_-]{80,100}$/, { message: 'VAPID_PUBLIC_KEY must be a base64url P-256 public key' })
  VAPID_PUBLIC_KEY: string = '';

  @ValidateIf((c: WorkerConfig) => c.VAPID_PUBLIC_KEY !== '')
  @Matches(/^[A-Za-z0-9_-]{40,50}$/, {
    message: 'VAPID_PRIVATE_KEY must be the base64url private key of VAPID_PUBLIC_KEY',
  })
  @Sensitive()
  VAPID_PRIVATE_KEY: string = '';

  /** Who runs the push sender, for the push services: a mailto: or https: address. */
  @Matches(/^(mailto:|https:\/\/)\S+$/, { message: 'VAPID_SUBJECT must be a mailto: or https: address' })
  VAPID_SUBJECT: string = 'mailto:support@maeum.app';

  @IsInt()
  @Min(1)
  @Max(365)
  OUTBOX_RETENTION_DAYS: number = 7;

  /** Cron pattern (UTC) of the outbox cleanup job. */
  @IsString()
  OUTBOX_CLEANUP_CRON: string = '17 3 * * *';

  /** How often every job schedule is checked in Redis and registered again if it went missing. */
  @IsInt()
  @Min(1000)
  @Max(3_600_000)
  SCHEDULE_CHECK_MS: number = 300_000;

  @IsInt()
  @Min(1)
  @Max(64)
  WORKER_CONCURRENCY: number = 4;

  /** How long a running job's lock lasts (renewed at half); a dead worker's job is retried after it. */
  @IsInt()
  @Min(1000)
  @Max(600_000)
  JOB_LOCK_DURATION_MS: number = 30_000;
}
