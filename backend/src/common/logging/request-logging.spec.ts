import 'reflect-metadata';
import { Writable } from 'node:stream';
import { Body, Controller, Get, Header, Logger, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger as PinoNestLogger, LoggerModule, PinoLogger } from 'nestjs-pino';
import { pino } from 'pino';
import request from 'supertest';
import { defaultConfig } from '../../config/app-config.js';
import { registerBodyParsers } from '../http/body-parsers.js';
import { httpServerOptions } from '../http/http-server-options.js';
import { loggerParams } from './logger-options.js';
import { registerRequestLogging } from './request-logging.js';

type LogRecord = Record<string, unknown> & { msg?: string; reqId?: string; level?: number };

const records: LogRecord[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const line of chunk.toString('utf8').split('\n')) if (line) records.push(JSON.parse(line) as LogRecord);
    callback();
  },
});
const logger = pino({ level: 'info', base: { service: 'test' } }, sink);

@Controller('things')
class ThingsController {
  private readonly logger = new Logger('Things');

  @Post()
  create(@Body() body: unknown): unknown {
    this.logger.log('creating');
    return body;
  }

  @Get()
  list(): unknown[] {
    this.logger.warn('listing');
    return [];
  }

  @Get('session')
  @Header('Set-Cookie', 'session=secret; HttpOnly')
  session(): unknown {
    return {};
  }
}

@Module({ imports: [LoggerModule.forRoot(loggerParams(logger))], controllers: [ThingsController] })
class ThingsModule {}

async function settled(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('request logging on Fastify', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(ThingsModule, new FastifyAdapter(httpServerOptions(defaultConfig())), { logger: false });
    app.useLogger(app.get(PinoNestLogger));
    registerBodyParsers(app);
    registerRequestLogging(app.getHttpAdapter().getInstance(), logger, await app.resolve(PinoLogger));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('writes one record per request, with the caller\'s X-Request-Id echoed', async () => {
    records.length = 0;
    const res = await request(app.getHttpServer()).get('/things/').set('X-Request-Id', 'req-42').expect(200);
    await settled();
    expect(res.headers['x-request-id']).toBe('req-42');
    const answered = records.filter((r) => r.req !== undefined);
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({
      level: 30,
      service: 'test',
      reqId: 'req-42',
      req: { id: 'req-42', method: 'GET', url: '/things/' },
      res: { statusCode: 200, headers: { 'x-request-id': 'req-42' } },
    });
    expect(answered[0]?.msg).toMatch(/^GET \/things\/ 200 \d+ms$/);
  });

  it('gives app logs the request id, in handlers that read a body too', async () => {
    records.length = 0;
    await request(app.getHttpServer()).get('/things').set('X-Request-Id', 'get-1').expect(200);
    await request(app.getHttpServer()).post('/things').set('X-Request-Id', 'post-1').send({ name: 'x'.repeat(70000) }).expect(201);
    await settled();
    expect(records.find((r) => r.msg === 'listing')).toMatchObject({ reqId: 'get-1', context: 'Things', level: 40 });
    expect(records.find((r) => r.msg === 'creating')).toMatchObject({ reqId: 'post-1', context: 'Things' });
  });

  it('leaves cookies and credentials out of the record', async () => {
    records.length = 0;
    await request(app.getHttpServer()).get('/things/session').set('Cookie', 'access_token=secret').set('Authorization', 'Bearer secret').expect(200);
    await settled();
    const record = records.find((r) => r.req !== undefined) as { req: { headers: Record<string, string> }; res: { headers: Record<string, string> } };
    expect(record.req.headers['cookie']).toBe('[redacted]');
    expect(record.req.headers['authorization']).toBe('[redacted]');
    expect(record.res.headers['set-cookie']).toBe('[redacted]');
    expect(JSON.stringify(records)).not.toContain('secret');
  });

  it('makes an id for a request without a usable one, and logs a 404 as a warning', async () => {
    records.length = 0;
    const res = await request(app.getHttpServer()).get('/nowhere').set('X-Request-Id', 'not ok!').expect(404);
    await settled();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(records.find((r) => r.req !== undefined)).toMatchObject({ level: 40, reqId: res.headers['x-request-id'] });
  });
});
