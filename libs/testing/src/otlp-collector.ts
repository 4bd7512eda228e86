import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackServer } from './loopback-server';

/** One span as an OTLP/HTTP JSON export carries it, with the service that sent it. */
export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, unknown>;
  status?: { code?: number; message?: string };
}

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
}

interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      spans?: (Omit<CollectedSpan, 'service' | 'attributes'> & { attributes?: OtlpAttribute[] })[];
    }[];
  }[];
}

function attributesOf(list: OtlpAttribute[] | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { key, value } of list ?? [])
    out[key] = value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue;
  return out;
}

/**
 * A trace collector on loopback that takes what the OTLP/HTTP JSON exporter sends (POST
 * /v1/traces, OpenTelemetry's `ExportTraceServiceRequest` as JSON) and keeps every span, so a test
 * can follow one trace across the apps it started (OTEL_EXPORTER_OTLP_ENDPOINT = `url`).
 */
export class OtlpCollector extends LoopbackServer {
  readonly spans: CollectedSpan[] = [];

  /** The variables that turn an app's tracing on and point it here, flushing every 100 ms. */
  get env(): Record<string, string> {
    return {
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_EXPORTER_OTLP_ENDPOINT: this.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
  }

  trace(traceId: string): CollectedSpan[] {
    return this.spans.filter((span) => span.traceId === traceId);
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST' || req.url !== '/v1/traces') {
      res.writeHead(404).end();
      return;
    }
    const body = await this.readJson<OtlpExport>(req);
    for (const resourceSpans of body.resourceSpans ?? []) {
      const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '');
      for (const scope of resourceSpans.scopeSpans ?? [])
        for (const span of scope.spans ?? [])
          this.spans.push({ ...span, service, attributes: attributesOf(span.attributes) });
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  }
}
