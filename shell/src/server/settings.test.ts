import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkPublicUrl, settingsFrom } from './settings';

const config = path.join(mkdtempSync(path.join(tmpdir(), 'shell-settings-')), 'config.json');
writeFileSync(config, '{"remotes":{}}');

test('the defaults, with config.json read from SHELL_CONFIG', () => {
  const settings = settingsFrom({ SHELL_CONFIG: config }, '/srv/shell/dist');
  expect(settings).toMatchObject({
    port: 3000,
    clientDir: '/srv/shell/dist',
    publicUrl: 'http://localhost:3000',
    revalidateMs: 5000,
    renderCacheMs: 10_000,
    renderCacheBytes: 64 * 1024 * 1024,
    trustProxy: false,
    forwardingSecret: undefined,
    ops: { port: 3090, host: '127.0.0.1' },
    beacons: { perClient: { capacity: 20, refillPerMinute: 10 }, overall: { capacity: 600, refillPerMinute: 600 } },
  });
  expect(settings.readConfig()).toBe('{"remotes":{}}');
});

test('the trusted proxies and the forwarding secret follow the rule content-api reads them with; trusting everyone is refused', () => {
  const env = { SHELL_CONFIG: config, TRUST_PROXY: '10.0.0.0/8, loopback', FORWARDING_SECRET: 'a-long-shared-secret-value' };
  expect(settingsFrom(env, '/dist')).toMatchObject({
    trustProxy: ['10.0.0.0/8', 'loopback'],
    forwardingSecret: 'a-long-shared-secret-value',
  });
  for (const everyone of ['*', 'true', '0.0.0.0/0', '::/0', '0.0.0.0/1,128.0.0.0/1', '::ffff:0.0.0.0/96']) {
    expect(() => settingsFrom({ SHELL_CONFIG: config, TRUST_PROXY: everyone }, '/dist')).toThrow(/every/);
  }
  expect(() => settingsFrom({ SHELL_CONFIG: config, FORWARDING_SECRET: 'short' }, '/dist')).toThrow('at least 16 characters');
});

test('every setting can be moved', () => {
  const env = {
    SHELL_CONFIG: config,
    SHELL_PORT: '6500',
    PUBLIC_URL: 'https://www.example.com',
    REMOTE_REVALIDATE_MS: '200',
    RENDER_CACHE_MS: '0',
    RENDER_CACHE_MB: '8',
    SHELL_OPS_PORT: '9464',
    SHELL_OPS_HOST: '10.0.0.5',
    BEACON_BURST: '5',
    BEACON_PER_MINUTE: '2',
    BEACON_TOTAL_PER_MINUTE: '100',
  };
  expect(settingsFrom(env, '/dist')).toMatchObject({
    ops: { port: 9464, host: '10.0.0.5' },
    beacons: { perClient: { capacity: 5, refillPerMinute: 2 }, overall: { capacity: 100, refillPerMinute: 100 } },
    port: 6500,
    publicUrl: 'https://www.example.com',
    revalidateMs: 200,
    renderCacheMs: 0,
    renderCacheBytes: 8 * 1024 * 1024,
  });
  expect(settingsFrom({ SHELL_CONFIG: config, SHELL_PORT: '6500' }, '/dist').publicUrl).toBe('http://localhost:6500');
});

test('production needs the public URL; every server needs its config.json; numbers must be numbers', () => {
  expect(() => settingsFrom({ SHELL_CONFIG: config, NODE_ENV: 'production' }, '/dist')).toThrow(/PUBLIC_URL is not set/);
  expect(settingsFrom({ SHELL_CONFIG: config, NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.com' }, '/dist').publicUrl).toBe(
    'https://www.example.com',
  );
  expect(() => settingsFrom({}, '/dist')).toThrow(/SHELL_CONFIG is not set/);
  expect(() => settingsFrom({ SHELL_CONFIG: config, RENDER_CACHE_MS: 'ten' }, '/dist')).toThrow(/RENDER_CACHE_MS must be a whole number/);
  expect(() => settingsFrom({ SHELL_CONFIG: config, RENDER_CACHE_MB: '-1' }, '/dist')).toThrow(/RENDER_CACHE_MB must be a whole number/);
});

const PUBLIC = 'https://www.brightwood.example';

test('the public URL must be an http(s) origin', () => {
  expect(checkPublicUrl('https://www.brightwood.example/')).toBe(PUBLIC);
  expect(() => checkPublicUrl(undefined)).toThrow('set PUBLIC_URL');
  expect(() => checkPublicUrl('ftp://x.example')).toThrow('http(s)');
  expect(() => checkPublicUrl('https://x.example/site')).toThrow('origin only');
  expect(() => checkPublicUrl('localhost:3000')).toThrow();
});
