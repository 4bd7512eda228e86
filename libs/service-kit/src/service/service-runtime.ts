import { DomainService } from '@maeum/contracts';
import { ServiceConfig } from '@maeum/config';
import { NatsConnection } from 'nats';
import { MessagingNames } from '@maeum/messaging';

/** What a service's root module is built from: its validated config and its live NATS connection. */
export interface ServiceRuntime {
  service: DomainService;
  config: ServiceConfig;
  connection: NatsConnection;
  names: MessagingNames;
}

export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const SERVICE_RUNTIME = Symbol('SERVICE_RUNTIME');
