/** The settings NODE_ENV=production looks at beyond their own format. */
type ProductionSettings = {
  SESSION_SECRET?: string | undefined;
  PUBLIC_URL?: string | undefined;
  SMTP_URL?: string | undefined;
  MAIL_OUTBOX?: '0' | '1' | undefined;
  RATE_LIMITS: 'on' | 'off';
};

/**
 * What a site refuses to start with. Each of these would let it start and answer, and break only
 * later, where nobody looks: every sign-in lost at a restart, mail links to localhost, mail kept
 * in a folder on one machine, no limits on bookings.
 */
export function productionProblems(
  env: ProductionSettings,
): Array<{ name: keyof ProductionSettings; message: string }> {
  const problems: Array<{ name: keyof ProductionSettings; message: string }> = [];
  if (!env.SESSION_SECRET) {
    problems.push({ name: 'SESSION_SECRET', message: 'is required when NODE_ENV=production' });
  }
  if (!env.PUBLIC_URL) {
    problems.push({
      name: 'PUBLIC_URL',
      message:
        'is required when NODE_ENV=production: the https:// address diners use (links in mail start with it)',
    });
  }
  if (!env.SMTP_URL && env.MAIL_OUTBOX !== '1') {
    problems.push({
      name: 'SMTP_URL',
      message:
        'is required when NODE_ENV=production: without it mail is only written to DATA_DIR/outbox (set MAIL_OUTBOX=1 if that is meant)',
    });
  }
  if (env.RATE_LIMITS === 'off') {
    problems.push({ name: 'RATE_LIMITS', message: "'off' is refused when NODE_ENV=production" });
  }
  return problems;
}
