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

  it('seeds demo data by default only on the embedded database, never on a real one unless asked', () => {
    const url = 'postgres://u@localhost:5432/samity';
    expect(loadConfig({ DATABASE_URL: url }).seedDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('reads booleans as words, not as truthy strings', () => {
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
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
