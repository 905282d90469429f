import path from 'node:path';
import { DEFAULTS } from '../app-options';
import { EnvError, readServerConfig } from './env';

describe('readServerConfig', () => {
  it('defaults to port 4000 on 127.0.0.1 with the package seed, media and data folders', () => {
    const config = readServerConfig({});
    expect(config).toMatchObject({ port: 4000, host: '127.0.0.1' });
    expect(config.app).toMatchObject({
      seedDir: DEFAULTS.seedDir,
      mediaDir: DEFAULTS.mediaDir,
      dbPath: DEFAULTS.dbPath,
      subscriptionKey: undefined,
      adminToken: undefined,
      forwardUrl: undefined,
      estimateRateLimit: DEFAULTS.estimateRateLimit,
    });
    expect(config.app.dbPath).toMatch(/content-api[/\\]data[/\\]leads\.db$/);
  });

  it('reads every setting, resolving relative paths from the working directory', () => {
    const config = readServerConfig(
      {
        PORT: '5000',
        CONTENT_API_PORT: '4100',
        HOST: '0.0.0.0',
        CONTENT_API_DB: 'tmp/leads.db',
        CONTENT_API_ADMIN_TOKEN: 'a-long-enough-admin-token',
        CONTENT_API_SUBSCRIPTION_KEY: 'key',
        FIELD_SERVICE_URL: 'https://platform.example.com/leads',
        CONTENT_API_SERVICE_RADIUS_MILES: '75.5',
        CONTENT_API_MIN_FILL_MS: '2500',
        CONTENT_API_RATE_LIMIT_BURST: '20',
        CONTENT_API_RATE_LIMIT_PER_MINUTE: '6',
        TRUST_PROXY: '10.0.1.5,10.0.1.6',
        DATABASE_URL: 'postgres://leads:secret@db.internal:5432/leads',
        FIELD_SERVICE_TIMEOUT_MS: '2000',
        CONTENT_API_LEAD_RETENTION_DAYS: '90',
        CONTENT_API_REQUEST_TIMEOUT_MS: '15000',
        CONTENT_API_KEEP_ALIVE_TIMEOUT_MS: '5000',
        FIELD_SERVICE_POLL_MS: '5000',
        CONTENT_API_IMAGE_CACHE_DIR: 'tmp/media-cache',
        CONTENT_API_IMAGE_CONCURRENCY: '3',
        CONTENT_API_IMAGE_CACHE_MB: '256',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({ port: 4100, host: '0.0.0.0' });
    expect(config.app).toMatchObject({
      dbPath: path.resolve('/srv/app', 'tmp/leads.db'),
      adminToken: 'a-long-enough-admin-token',
      subscriptionKey: 'key',
      forwardUrl: 'https://platform.example.com/leads',
      serviceRadiusMiles: 75.5,
      minFillTimeMs: 2500,
      estimateRateLimit: { capacity: 20, refillPerMinute: 6 },
      trustProxy: ['10.0.1.5', '10.0.1.6'],
      databaseUrl: 'postgres://leads:secret@db.internal:5432/leads',
      forwarder: { timeoutMs: 2000, idlePollMs: 5000 },
      leadRetentionDays: 90,
      timeouts: { requestMs: 15000, keepAliveMs: 5000 },
      imageCacheDir: path.resolve('/srv/app', 'tmp/media-cache'),
      images: { concurrency: 3, cacheMb: 256 },
    });
    expect(() => readServerConfig({ CONTENT_API_IMAGE_CONCURRENCY: '0' })).toThrow(
      'CONTENT_API_IMAGE_CONCURRENCY must be a whole number from 1 to 64',
    );
  });

  it('believes X-Forwarded-For from no address unless told which, and checks the peers it is given', () => {
    expect(readServerConfig({}).app.trustProxy).toBe(false);
    expect(readServerConfig({ TRUST_PROXY: 'false' }).app.trustProxy).toBe(false);
    expect(readServerConfig({ TRUST_PROXY: 'loopback' }).app.trustProxy).toEqual(['loopback']);
    expect(readServerConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::1,loopback' }).app.trustProxy).toEqual([
      '10.0.0.0/8',
      '2001:db8::1',
      'loopback',
    ]);
    expect(readServerConfig({ TRUST_PROXY: '2' }).app.trustProxy).toBe(2);
    expect(() => readServerConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('TRUST_PROXY: "10.0.0.0/33" is not a CIDR range');
    expect(() => readServerConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(EnvError);
    expect(() => readServerConfig({ TRUST_PROXY: '11' })).toThrow('TRUST_PROXY as a hop count must be from 1 to 10');
  });

  it.each(['true', '*'])('refuses TRUST_PROXY=%s, which would let any client choose its address', (value) => {
    expect(() => readServerConfig({ TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY=${value} would believe every peer's X-Forwarded-For, whose left end the client writes: name the proxies`,
    );
  });

  it.each(['0.0.0.0/0', '::/0', '10.0.0.0/0', '0.0.0.0/1,128.0.0.0/1', '::ffff:0.0.0.0/96'])(
    'refuses TRUST_PROXY=%s, a range that holds (nearly) every address',
    (value) => {
      expect(() => readServerConfig({ TRUST_PROXY: value })).toThrow('would trust (nearly) every address');
    },
  );

  it("reads the forwarding secret, the site's URL and origins, and where the operations listener is", () => {
    const local = readServerConfig({ CONTENT_API_PORT: '34000', SHELL_PORT: '33000' });
    expect(local.ops).toEqual({ port: 34090, host: '127.0.0.1' });
    expect(local.app).toMatchObject({ siteUrl: 'http://localhost:33000', siteOrigins: undefined, forwardingSecret: undefined });
    const deployed = readServerConfig({
      FORWARDING_SECRET: 'a-long-shared-secret-value',
      SITE_URL: 'https://www.example.com',
      SITE_ORIGINS: 'https://example.com, HTTP://localhost:*',
      CONTENT_API_OPS_PORT: '9464',
      CONTENT_API_OPS_HOST: '10.0.0.5',
    });
    expect(deployed.ops).toEqual({ port: 9464, host: '10.0.0.5' });
    expect(deployed.app).toMatchObject({
      forwardingSecret: 'a-long-shared-secret-value',
      siteUrl: 'https://www.example.com',
      siteOrigins: ['https://example.com', 'http://localhost:*'],
    });
    expect(readServerConfig({ SITE_URL: 'https://www.example.com' }).app.siteOrigins).toEqual([]);
    expect(() => readServerConfig({ FORWARDING_SECRET: 'short', SITE_ORIGINS: 'www.example.com' })).toThrow(
      'SITE_ORIGINS must list origins such as https://www.example.com or http://localhost:*, got "www.example.com"; FORWARDING_SECRET must be at least 16',
    );
  });

  it('keeps leads in SQLite unless DATABASE_URL names a PostgreSQL database, and never echoes its value', () => {
    expect(readServerConfig({}).app.databaseUrl).toBeUndefined();
    expect(readServerConfig({ DATABASE_URL: 'postgresql://localhost/leads' }).app.databaseUrl).toBe('postgresql://localhost/leads');
    for (const value of ['mysql://root:hunter2@db/leads', 'not a url with hunter2']) {
      const read = () => readServerConfig({ DATABASE_URL: value });
      expect(read).toThrow('Invalid content-api environment: DATABASE_URL must be a postgres:// or postgresql:// URL');
      expect(read).not.toThrow(/hunter2/);
    }
  });

  it('lists every problem at once', () => {
    const read = () =>
      readServerConfig({ PORT: '70000', FIELD_SERVICE_URL: 'not a url', CONTENT_API_ADMIN_TOKEN: 'short', CONTENT_API_MIN_FILL_MS: '1.5' });
    expect(read).toThrow(EnvError);
    expect(read).toThrow(
      'Invalid content-api environment: PORT must be a whole number from 0 to 65535, got "70000"; CONTENT_API_ADMIN_TOKEN must be at least 16 characters; FIELD_SERVICE_URL must be an http(s) URL, got "not a url"; CONTENT_API_MIN_FILL_MS must be a whole number from 0 to 3600000, got "1.5"',
    );
  });
});
