/**
 * What travels on JetStream for every domain event. `id` is also the `Nats-Msg-Id` header, so a
 * re-publish inside the stream's duplicate window is dropped by the server.
 */
export interface EventEnvelope<TData = unknown> {
  id: string;
  type: string;
  version: number;
  occurredAt: string;
  actorId?: string;
  requestId?: string;
  data: TData;
}
