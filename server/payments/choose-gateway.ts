import type { AppConfig } from '../config';
import type { Db } from '../db/connection';
import type { PaymentGateway } from './payment-gateway';
import { razorpayGateway } from './razorpay-gateway';
import { sandboxGateway, type SandboxGateway } from './sandbox-gateway';

/**
 * Razorpay when its keys are configured; otherwise the sandbox, except in production, where it
 * needs PAYMENTS_SANDBOX=1 (a live site must never take pretend payments by accident). Without
 * either, checkout answers that card payments are not set up.
 */
export function chooseGateway(
  config: AppConfig,
  sessionSecret: string,
  /** Where the sandbox keeps its orders and payments, shared by every process. */
  db: Db,
): PaymentGateway | SandboxGateway | undefined {
  const { keyId, keySecret, webhookSecret, apiUrl, sandboxAllowedInProduction } = config.razorpay;
  if (keyId && keySecret) return razorpayGateway({ keyId, keySecret, webhookSecret, apiUrl });
  if (config.isProduction && !sandboxAllowedInProduction) return undefined;
  return sandboxGateway({ secret: sessionSecret, db, publicUrl: config.publicUrl });
}

export function isSandbox(gateway: PaymentGateway | undefined): gateway is SandboxGateway {
  return gateway?.provider === 'sandbox';
}
