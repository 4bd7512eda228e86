import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import {
  AccessTokensFragment,
  composeConfig,
  OffInProduction,
  SERVICE_FRAGMENTS,
  toBool,
} from '@maeum/config';

/** The gateway's settings: the public HTTP listener, and the access tokens it checks. */
export class GatewayConfig extends composeConfig(...SERVICE_FRAGMENTS, AccessTokensFragment) {
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
