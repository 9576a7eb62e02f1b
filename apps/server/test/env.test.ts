import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env';

describe('configuration', () => {
  it('has working defaults: embedded database in ./data on port 3000 with demo data', () => {
    const config = loadConfig({});
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.port).toBe(3000);
    expect(config.seedDemoData).toBe(true);
  });

  it('seeds demo data by default only for npm start as it comes, never on a real one unless asked', () => {
    const url = 'postgres://u@localhost:5432/samity';
    expect(loadConfig({ DATABASE_URL: url }).seedDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    // The embedded database in a data folder of one's own is real use; the default folder is the demo.
    expect(loadConfig({ DATA_DIR: '/srv/samity/data' }).seedDemoData).toBe(false);
    expect(loadConfig({ DATA_DIR: './data' }).seedDemoData).toBe(true);
    expect(loadConfig({ DATA_DIR: '/srv/samity/data', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('reads booleans as words, not as truthy strings', () => {
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('TRUST_PROXY lists the proxies to trust; a yes/no is refused by name', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['127.0.0.1/8', '::1/128']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*TRUST_PROXY=127\.0\.0\.1/);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'caddy' })).toThrow(
      /TRUST_PROXY: not an address or CIDR range: caddy/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('bounds the public read cache at 32 MB unless told otherwise, and refuses a budget of nothing', () => {
    expect(loadConfig({}).publicReadCacheBytes).toBe(32 * 1024 * 1024);
    expect(loadConfig({ PUBLIC_READ_CACHE_MB: '8' }).publicReadCacheBytes).toBe(8 * 1024 * 1024);
    expect(() => loadConfig({ PUBLIC_READ_CACHE_MB: '0' })).toThrow(/PUBLIC_READ_CACHE_MB/);
    expect(() => loadConfig({ PUBLIC_READ_CACHE_MB: 'lots' })).toThrow(/PUBLIC_READ_CACHE_MB/);
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
  });
});
