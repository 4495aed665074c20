import path from 'node:path';
import type { AppConfig } from '../config';
import type { Messenger } from './messenger';
import { sandboxMessenger } from './sandbox-messenger';
import { twilioMessenger } from './twilio-messenger';
import { whatsappCloudMessenger } from './whatsapp-cloud-messenger';

/**
 * The configured provider; without one the sandbox, except in production, where it needs
 * MESSAGING_SANDBOX=1 (a live site must not pretend to message its diners). Without either,
 * messages are recorded as failed ('not set up') and diners have their e-mails.
 */
export function chooseMessenger(
  config: Pick<AppConfig, 'messaging' | 'isProduction' | 'publicUrl' | 'dataDir'>,
): Messenger | undefined {
  const settings = config.messaging;
  if (settings.provider === 'twilio') return twilioMessenger(settings, config.publicUrl);
  if (settings.provider === 'whatsapp-cloud') return whatsappCloudMessenger(settings);
  if (config.isProduction && !settings.allowedInProduction) return undefined;
  return sandboxMessenger(path.join(config.dataDir, 'messages'));
}
