import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  COMMON_FRAGMENTS,
  composeConfig,
  inProduction,
  JobWorkerFragment,
  Sensitive,
  toBool,
  WebPushKeyFragment,
} from '@maeum/config';

/** The worker's settings: e-mail, web push, its queues and schedules. It has no outbox of its own. */
export class WorkerConfig extends composeConfig(...COMMON_FRAGMENTS, JobWorkerFragment, WebPushKeyFragment) {
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

  /** Web push (self-care reminders): the private half of the VAPID pair (npx web-push generate-vapid-keys). */
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
}
