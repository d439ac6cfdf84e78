import { describe, expect, it } from 'vitest';
import { parseEnv, upstreamTarget, usesDevelopmentSecret } from './env';

describe('parseEnv', () => {
  it('fills every default', () => {
    const env = parseEnv({ NODE_ENV: 'test' });
    expect(env).toMatchObject({
      PORT: 3000,
      UPSTREAM_TIMEOUT_MS: 8000,
      UPSTREAM_RETRIES: 2,
      REQUEST_DEADLINE_MS: 5000,
      UPSTREAM_CONNECTIONS: 64,
      UPSTREAM_WRITE_CONNECTIONS: 16,
      UPSTREAM_SEARCH_CONNECTIONS: 16,
      UPSTREAM_UPLOAD_CONNECTIONS: 8,
      UPSTREAM_MEDIA_CONNECTIONS: 32,
      UPSTREAM_MAX_BYTES: 5 * 1024 * 1024,
      UPSTREAM_BREAKER_FAILURES: 5,
      UPSTREAM_BREAKER_HALF_OPEN_MS: 10_000,
      CACHE_TTL_SECONDS: 60,
      CACHE_STALE_SECONDS: 600,
      PAGE_CACHE_SECONDS: 10,
      RENDER_CONCURRENCY: 6,
      RENDER_QUEUE: 24,
      RENDER_WAIT_MS: 2000,
      WEB_DIST: 'dist/web',
      DEV_ROUTES: false,
      TRUST_PROXY: { hops: 0 },
      WEB_CONCURRENCY: 1,
    });
    expect(env.UPSTREAM_URL).toBeUndefined();
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(usesDevelopmentSecret(env)).toBe(true);
    expect(usesDevelopmentSecret(parseEnv({ NODE_ENV: 'test', SESSION_SECRET: 'y'.repeat(32) }))).toBe(false);
  });

  it('names each bad setting', () => {
    expect(() => parseEnv({ PORT: 'eighty', UPSTREAM_URL: 'not a url' })).toThrow(/PORT: .*\n.*UPSTREAM_URL: must be an absolute URL/);
    expect(() => parseEnv({ UPSTREAM_RETRIES: '9' })).toThrow(/UPSTREAM_RETRIES/);
    expect(() => parseEnv({ DEV_ROUTES: 'yes' })).toThrow(/DEV_ROUTES: must be 1, 0, true or false/);
    expect(() => parseEnv({ REQUEST_DEADLINE_MS: '2.5s' })).toThrow(/REQUEST_DEADLINE_MS/);
    expect(() => parseEnv({ REQUEST_DEADLINE_MS: '0' })).toThrow(/REQUEST_DEADLINE_MS/);
    expect(() => parseEnv({ UPSTREAM_SEARCH_CONNECTIONS: '0' })).toThrow(/UPSTREAM_SEARCH_CONNECTIONS/);
    expect(() => parseEnv({ UPSTREAM_MAX_BYTES: '-1' })).toThrow(/UPSTREAM_MAX_BYTES/);
    expect(() => parseEnv({ UPSTREAM_BREAKER_FAILURES: 'five' })).toThrow(/UPSTREAM_BREAKER_FAILURES/);
  });

  it('says what a number or a choice must be, whatever is wrong with it', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow('Invalid environment:\n  PORT: must be a whole number from 1 to 65535');
    expect(() => parseEnv({ PORT: '0' })).toThrow('PORT: must be a whole number from 1 to 65535');
    expect(() => parseEnv({ PORT: '3000.5' })).toThrow('PORT: must be a whole number from 1 to 65535');
    expect(() => parseEnv({ UPSTREAM_RETRIES: '9' })).toThrow('UPSTREAM_RETRIES: must be a whole number from 0 to 5');
    expect(() => parseEnv({ NODE_ENV: 'prod' })).toThrow('NODE_ENV: must be development, test or production');
  });

  const UPSTREAM_URL = 'https://api.example.co.uk/api/v1';

  it('requires a long session secret in production', () => {
    const PUBLIC_URL = 'https://www.example.co.uk';
    expect(() => parseEnv({ NODE_ENV: 'production', PUBLIC_URL, UPSTREAM_URL })).toThrow('SESSION_SECRET: is required in production');
    expect(() => parseEnv({ NODE_ENV: 'production', PUBLIC_URL, UPSTREAM_URL, SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32/);
    const secret = 'x'.repeat(32);
    expect(parseEnv({ NODE_ENV: 'production', PUBLIC_URL, UPSTREAM_URL, SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
  });

  it("requires the shop's public address in production, so no link is built from a Host header", () => {
    const SESSION_SECRET = 'x'.repeat(32);
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET, UPSTREAM_URL })).toThrow('PUBLIC_URL: is required in production');
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET, UPSTREAM_URL, PUBLIC_URL: 'https://www.example.co.uk/' }).PUBLIC_URL).toBe('https://www.example.co.uk');
    expect(parseEnv({ NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined();
    // Every link is built on the origin alone: a path would be dropped without a word.
    for (const PUBLIC_URL of ['https://www.example.co.uk/shop', 'https://www.example.co.uk/?ref=1', 'https://www.example.co.uk/#top', 'https://www.example.co.uk/?', 'https://shop:secret@www.example.co.uk']) {
      expect(() => parseEnv({ NODE_ENV: 'test', PUBLIC_URL })).toThrow("PUBLIC_URL: must be the shop's origin alone, such as https://www.example.co.uk");
    }
  });

  it('runs production on the mock upstream only when told to, never for want of UPSTREAM_URL', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://www.example.co.uk' };
    expect(() => parseEnv(production)).toThrow('UPSTREAM_URL: is required in production');
    expect(parseEnv({ ...production, MOCK_UPSTREAM: '1' }).MOCK_UPSTREAM).toBe(true);
    expect(parseEnv({ ...production, UPSTREAM_URL }).UPSTREAM_URL).toBe(UPSTREAM_URL);
    expect(parseEnv({ NODE_ENV: 'development' }).UPSTREAM_URL).toBeUndefined();
  });

  it('logs at info outside tests and is silent in tests unless LOG_LEVEL says otherwise', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).LOG_LEVEL).toBe('info');
    expect(parseEnv({ NODE_ENV: 'test' }).LOG_LEVEL).toBe('silent');
    expect(parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug');
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL: must be one of/);
  });

  it('refuses an upstream base URL that paths cannot be added to: a query, a # or a user:password@', () => {
    const refused = ['https://api.example.co.uk/api/v1?key=1', 'https://api.example.co.uk/api/v1/?key=1', 'https://api.example.co.uk/api/v1#top', 'https://api.example.co.uk/api/v1?', 'https://shop:s3cret@api.example.co.uk/api/v1'];
    for (const UPSTREAM_URL of refused) {
      expect(() => parseEnv({ NODE_ENV: 'test', UPSTREAM_URL })).toThrow(
        "UPSTREAM_URL: must be the API's base URL, such as https://api.example.co.uk/api/v1 (its paths are added to it: no query, # or user:password@)",
      );
    }
    expect(() => parseEnv({ NODE_ENV: 'test', UPSTREAM_MEDIA_URL: 'https://cdn.example.co.uk/img?v=2' })).toThrow('UPSTREAM_MEDIA_URL: must be the base URL of the images');
    // The message goes to the console and the logs: it names the setting, never its password.
    expect(() => parseEnv({ NODE_ENV: 'test', UPSTREAM_URL: 'https://shop:s3cret@api.example.co.uk/api/v1' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('s3cret') }));
    // With a trailing slash or without, the same base.
    for (const UPSTREAM_URL of ['https://api.example.co.uk/api/v1', 'https://api.example.co.uk/api/v1/']) {
      expect(parseEnv({ NODE_ENV: 'test', UPSTREAM_URL }).UPSTREAM_URL).toBe('https://api.example.co.uk/api/v1');
    }
  });

  it('treats an empty variable as unset and trims a trailing slash', () => {
    const env = parseEnv({ NODE_ENV: 'test', PORT: '', UPSTREAM_URL: 'https://api.example.co.uk/api/v1/' });
    expect(env.PORT).toBe(3000);
    expect(env.UPSTREAM_URL).toBe('https://api.example.co.uk/api/v1');
  });
});

describe('WEB_CONCURRENCY', () => {
  it('uses every core by default outside tests, and takes a number of workers', () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBeGreaterThanOrEqual(1);
    expect(parseEnv({ NODE_ENV: 'test', WEB_CONCURRENCY: '4' }).WEB_CONCURRENCY).toBe(4);
    expect(() => parseEnv({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe('upstreamTarget', () => {
  it("defaults the media origin to the API's origin + /media", () => {
    const env = parseEnv({ NODE_ENV: 'test' });
    expect(upstreamTarget(env, 'http://127.0.0.1:4010/api/v1').mediaUrl).toBe('http://127.0.0.1:4010/media');
    const custom = parseEnv({ NODE_ENV: 'test', UPSTREAM_MEDIA_URL: 'https://cdn.example.co.uk/img' });
    expect(upstreamTarget(custom, 'http://127.0.0.1:4010/api/v1').mediaUrl).toBe('https://cdn.example.co.uk/img');
  });
});
