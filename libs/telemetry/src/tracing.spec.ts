import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import {
  activeTraceIds,
  activeTraceparent,
  contextOfTraceparent,
  SpanKind,
  startTracing,
  stopTracing,
  traceHeaders,
  tracingEnabled,
  withSpan,
} from './tracing';

describe('tracing', () => {
  it('is off by default: no exporter named, no span, no header, the work still runs', async () => {
    expect(startTracing('test', {})).toBe(false);
    expect(startTracing('test', { OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
    expect(startTracing('test', { OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'otlp' })).toBe(false);
    expect(tracingEnabled()).toBe(false);
    await expect(withSpan('work', {}, async (span) => (span ? 'span' : 'none'))).resolves.toBe('none');
    expect(traceHeaders()).toBeUndefined();
    expect(activeTraceIds()).toBeUndefined();
  });

  describe('when on', () => {
    const exporter = new InMemorySpanExporter();
    beforeAll(() => {
      expect(
        startTracing(
          'test',
          { OTEL_SERVICE_NAME: 'maeum-under-test' },
          {
            processors: [new SimpleSpanProcessor({ exporter })],
          },
        ),
      ).toBe(true);
    });
    afterAll(() => stopTracing());

    it('nests spans across awaits, carries the context as a traceparent, and continues a stored one', async () => {
      let carried: string | undefined;
      let logIds: ReturnType<typeof activeTraceIds>;
      await withSpan('outer', { kind: SpanKind.SERVER }, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        await withSpan('inner', {}, async () => {
          carried = activeTraceparent();
          logIds = activeTraceIds();
        });
      });
      // Later, elsewhere (the outbox relay, a job): the stored traceparent is the parent.
      await withSpan('later', { parent: contextOfTraceparent(carried) }, async () => undefined);
      await expect(
        withSpan('failing', {}, async () => {
          throw new Error('kaput');
        }),
      ).rejects.toThrow('kaput');

      const spans = exporter.getFinishedSpans();
      const byName = new Map(spans.map((s) => [s.name, s]));
      const outer = byName.get('outer')!;
      const inner = byName.get('inner')!;
      const later = byName.get('later')!;
      expect(inner.spanContext().traceId).toBe(outer.spanContext().traceId);
      expect(inner.parentSpanContext?.spanId).toBe(outer.spanContext().spanId);
      expect(carried).toBe(`00-${outer.spanContext().traceId}-${inner.spanContext().spanId}-01`);
      expect(logIds).toEqual({ trace_id: outer.spanContext().traceId, span_id: inner.spanContext().spanId });
      expect(later.spanContext().traceId).toBe(outer.spanContext().traceId);
      expect(later.parentSpanContext?.spanId).toBe(inner.spanContext().spanId);
      expect(byName.get('failing')!.status).toMatchObject({ code: 2, message: 'Error: kaput' });
      expect(byName.get('failing')!.spanContext().traceId).not.toBe(outer.spanContext().traceId);
      expect(outer.resource.attributes['service.name']).toBe('maeum-under-test');
    });
  });
});
