import { composeConfig, COMMON_FRAGMENTS, SERVICE_FRAGMENTS } from '@maeum/config';

/** The admin service's settings: a domain service's, nothing of its own. */
export class AdminConfig extends composeConfig(...SERVICE_FRAGMENTS) {}

/** The operator's command line (cli.ts) reads the common settings; it uses NATS only. */
export class AdminCliConfig extends composeConfig(...COMMON_FRAGMENTS) {}
