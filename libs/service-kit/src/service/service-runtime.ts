import { DomainService } from '@maeum/contracts';
import type { ServiceSettings } from '@maeum/config';
import { NatsConnection } from 'nats';
import { MessagingNames } from '@maeum/messaging';

/**
 * What a service's root module is built from: its validated config (of the app's own class, so a
 * module reads its settings without a cast) and its live NATS connection.
 */
export interface ServiceRuntime<C extends ServiceSettings = ServiceSettings> {
  service: DomainService;
  config: C;
  /** The class `config` was loaded with: ServiceCoreModule provides the config under it. */
  configClass: new () => C;
  connection: NatsConnection;
  names: MessagingNames;
}

export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const SERVICE_RUNTIME = Symbol('SERVICE_RUNTIME');
