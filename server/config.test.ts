import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/app');
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadConfig', () => {
  it('when nothing is set, then it defaults to port 5000, embedded database and local folders', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('/srv/app/data'));
    expect(config.uploadDir).toBe(path.resolve('/srv/app/uploads'));
    expect(config.adminUsername).toBe('admin');
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.timeZone).toBe('Asia/Kolkata');
    expect(config.rateLimits).toBe(true);
  });

  it('when several variables are bad, then each gets one clear line', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      RESTAURANT_TIMEZONE: 'Mars/Olympus',
      RATE_LIMITS: 'maybe',
    });
    expect(problems).toHaveLength(4);
    expect(problems.find((p) => p.startsWith('PORT '))).toBeDefined();
    expect(problems.find((p) => p.startsWith('DATABASE_URL '))).toMatch(/postgres/);
    expect(problems.find((p) => p.startsWith('RESTAURANT_TIMEZONE '))).toMatch(/time zone/);
    expect(problems.find((p) => p.startsWith('RATE_LIMITS '))).toBeDefined();
  });

  it("U7: when the tasting's length is set, then invites use it; unset, three hours; nonsense, one clear line", () => {
    expect(loadConfig({}, '/srv/app').tastingMinutes).toBe(180);
    expect(loadConfig({ TASTING_LENGTH_MINUTES: '150' }, '/srv/app').tastingMinutes).toBe(150);
    expect(problemsOf({ TASTING_LENGTH_MINUTES: 'three hours' })).toEqual([
      'TASTING_LENGTH_MINUTES must be a number of minutes',
    ]);
    expect(problemsOf({ TASTING_LENGTH_MINUTES: '5' })).toEqual([
      'TASTING_LENGTH_MINUTES must be between 30 and 600 minutes',
    ]);
  });

  it('when production runs without a session secret or with rate limits off, then start-up is refused', () => {
    const problems = problemsOf({ NODE_ENV: 'production', RATE_LIMITS: 'off' });
    expect(problems).toContain('SESSION_SECRET is required when NODE_ENV=production');
    expect(problems).toContain("RATE_LIMITS 'off' is refused when NODE_ENV=production");
  });

  it('when only one Razorpay key is set, then it says both are needed', () => {
    expect(problemsOf({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toEqual([
      'RAZORPAY_KEY_ID RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    ]);
  });

  it('when PUBLIC_URL and TRUST_PROXY are set, then they are normalised', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://dine.example/', TRUST_PROXY: '1' });
    expect(config.publicUrl).toBe('https://dine.example');
    expect(config.trustProxy).toBe(1);
  });

  it('when a variable is set to an empty string, then it counts as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });
});
