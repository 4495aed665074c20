import { describe, expect, it } from 'vitest';
import { startUpBanner } from './start';

describe('startUpBanner', () => {
  it('when a staff password was generated, then the address, the password and how to sign in are framed and set apart', () => {
    const banner = startUpBanner('http://localhost:5000', {
      username: 'admin',
      password: 'Zq4_rT9-kLm2Np7X',
    });
    const lines = banner.split('\n');
    // Blank lines before and after, so the frame stands apart from the log lines around it.
    expect(lines.slice(0, 2)).toEqual(['', '']);
    expect(lines.slice(-2)).toEqual(['', '']);
    const framed = lines.slice(2, -2);
    expect(framed[0]).toMatch(/^ {2}┌─+┐$/);
    expect(framed.at(-1)).toMatch(/^ {2}└─+┘$/);
    // Every line of the frame is as wide as the frame.
    expect(new Set(framed.map((line) => line.length)).size).toBe(1);
    expect(banner).toContain('The Tasting Room is open at http://localhost:5000');
    expect(banner).toContain('Staff user created: admin');
    expect(/Generated password: (\S+)/.exec(banner)?.[1]).toBe('Zq4_rT9-kLm2Np7X');
    expect(banner).toContain('Sign in at http://localhost:5000/login');
  });

  it('when no password was generated, then the banner shows the address only', () => {
    const banner = startUpBanner('https://dine.example');
    expect(banner).toContain('The Tasting Room is open at https://dine.example');
    expect(banner).not.toMatch(/password|Staff user/i);
    expect(banner.split('\n').filter((line) => line.includes('│'))).toHaveLength(1);
  });
});
