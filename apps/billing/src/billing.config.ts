import { composeConfig, inProduction, Sensitive, SERVICE_FRAGMENTS } from '@maeum/config';
import { IsInt, IsUrl, Matches, Max, Min, ValidateIf } from 'class-validator';

/**
 * Billing's settings. Toss Payments: without TOSS_SECRET_KEY the billing service runs its built-in
 * Toss sandbox on loopback (no real charge) unless TOSS_API_URL names another Toss-compatible
 * server. Production requires the keys: a sandbox there would hand out paid plans for nothing.
 */
export class BillingConfig extends composeConfig(...SERVICE_FRAGMENTS) {
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
