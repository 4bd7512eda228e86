import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { RpcClient } from '@maeum/messaging';
import { AppBoot, PinoNestLogger, watchRedis } from '@maeum/service-kit';
import { metricsRegistry } from '@maeum/telemetry';
import Redis from 'ioredis';
import { Pool } from 'pg';
import { GatewayAppModule } from './app.module';
import { clientErrorHandler, frameworkErrorHandler } from './core/edge-errors';
import { GatewayRuntime } from './core/gateway-runtime';
import { addAccessLog } from './core/access-log';
import { acceptJsonBodiesOnly } from './core/json-body';
import { completeOpenApi } from './openapi/complete-openapi';
import { requestIdFor } from './core/request-id';
import { addRequestHooks } from './core/request-hooks';
import { drainReplies } from './sessions/reply-relay';
import { helmetOptions, securityHeaders } from './core/security-headers';
import { SpaFallback } from './web/spa-fallback';
import { GatewayConfig } from './gateway.config';

export interface RunningGateway {
  app: NestFastifyApplication;
  runtime: GatewayRuntime;
  url: string;
  close(): Promise<void>;
}

const BODY_LIMIT = 1024 * 1024;
/** Of SHUTDOWN_TIMEOUT_MS, what is kept for closing connections after the replies have drained. */
const DRAIN_MARGIN_MS = 3000;

function trustProxy(value: string): boolean | string | number {
  if (value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export async function startGateway(env: NodeJS.ProcessEnv = process.env): Promise<RunningGateway> {
  const boot = AppBoot.open('gateway', GatewayConfig, env);
  const { config, logger } = boot;
  const { connection, names } = await boot.connectNats();
  const runtime: GatewayRuntime = {
    config,
    connection,
    names,
    rpc: new RpcClient(connection, names, config.RPC_TIMEOUT_MS, { failPendingOnDisconnect: true }),
    redis: new Redis(config.REDIS_URL, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
      // Every signed-in request reads its session's revocation mark: the reads of one turn of the
      // event loop go out in one write instead of one syscall each.
      enableAutoPipelining: true,
    }),
    pg: new Pool({
      connectionString: config.DATABASE_URL,
      max: 4,
      connectionTimeoutMillis: 2000,
      application_name: 'maeum-gateway',
    }),
  };
  // Reported by /api/health; logged once when it goes and once when it is back (ioredis reconnects).
  watchRedis(runtime.redis, { warn: (m) => logger.warn(m), info: (m) => logger.info(m) });
  runtime.pg.on('error', () => undefined);
  const spa = new SpaFallback(config.WEB_DIST);
  // Helmet's security headers, computed once.
  const headers = securityHeaders(helmetOptions(config.PUBLIC_URL, spa.inlineScriptHashes()));

  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxy(config.TRUST_PROXY),
    genReqId: requestIdFor,
    logger: false,
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayAppModule.register(runtime, spa),
    adapter,
    {
      logger: new PinoNestLogger(logger),
      // Nest would also parse urlencoded forms; the gateway reads JSON only (core/json-body.ts).
      bodyParser: false,
    },
  );
  const fastify = app.getHttpAdapter().getInstance();
  acceptJsonBodiesOnly(fastify, BODY_LIMIT);
  // Security headers, x-request-id, the request context and the metrics.
  addRequestHooks(fastify, headers);
  if (config.ACCESS_LOG) addAccessLog(fastify, logger);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  const origins = config.CORS_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (origins.length) app.enableCors({ origin: origins, credentials: true });
  if (config.METRICS_ENABLED) {
    fastify.get('/metrics', async (_request, reply) => {
      void reply.header('content-type', metricsRegistry.contentType);
      return metricsRegistry.metrics();
    });
  }
  if (spa.available) {
    await app.register(fastifyStatic, {
      root: spa.root,
      prefix: '/',
      index: false,
      // One route per built file instead of a `/*` wildcard: the router would otherwise fall back
      // into it for any unmatched path (an /api path with an over-long parameter answered 404
      // instead of 414), and the SPA fallback already answers every other path.
      wildcard: false,
      // The web build writes .br and .gz beside each asset (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (reply, path) => {
        void reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    fastify.get('/', (_request, reply) => spa.send(reply));
  }
  app.setGlobalPrefix('api', { exclude: ['.well-known/jwks.json'] });
  // Summaries, answer schemas (from the handlers' types) and error answers: openapi/complete-openapi.ts.
  const document = completeOpenApi(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('maeum. API')
        .setDescription('The REST surface of maeum.')
        .setVersion('1')
        .addBearerAuth()
        .build(),
    ),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  await app.listen(config.PORT, config.HOST);
  const address = fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // Same ops listener as every app (probes and Prometheus on METRICS_PORT, never behind the ingress).
  await boot.ready(() => !connection.isClosed(), { port });
  return {
    app,
    runtime,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      // No new connections; the replies under way finish if they can within the
      // drain (SHUTDOWN_TIMEOUT_MS less a margin to close), the rest are told to ask again elsewhere.
      const deadline = Date.now() + Math.max(0, config.SHUTDOWN_TIMEOUT_MS - DRAIN_MARGIN_MS);
      // A keep-alive connection whose stream has ended is idle now: closed as soon as it is, so
      // the close does not wait out the keep-alive timeout.
      const idle = setInterval(() => fastify.server.closeIdleConnections(), 250);
      try {
        const [drained] = await Promise.all([
          drainReplies(deadline),
          boot.close(
            app,
            () => runtime.redis.disconnect(),
            () => runtime.pg.end(),
          ),
        ]);
        logger.info(drained, 'Replies drained');
      } finally {
        clearInterval(idle);
      }
    },
  };
}
