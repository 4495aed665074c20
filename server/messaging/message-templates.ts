import { BRAND_NAME } from '@shared/constants';
import type { MessageTemplateName } from '@shared/domain/messaging';

/**
 * The messages' words, as submitted to WhatsApp for approval (docs/messaging.md): business-started
 * WhatsApp messages must match an approved template, filled in by position ({{1}}, {{2}}...). An
 * SMS and the sandbox carry the same words. Changing a text here means submitting it again.
 * The restaurant's name is part of each text, not a variable: templates are approved per sender.
 */
export const MESSAGE_TEMPLATES: Record<MessageTemplateName, { body: string; variables: string[] }> =
  {
    booking_confirmed: {
      body: `${BRAND_NAME}: your table for {{1}} on {{2}} ({{3}} seating) is booked, reference {{4}}. See, change or cancel it here: {{5}}`,
      variables: ['party', 'date', 'seating', 'reference', 'manage link'],
    },
    booking_reminder: {
      body: `${BRAND_NAME}: we look forward to seeing you, {{1}}, on {{2}} ({{3}} seating). Tap to tell us you are coming: {{4}}`,
      variables: ['party', 'date', 'seating', "I'm coming link"],
    },
    waitlist_offer: {
      body: `${BRAND_NAME}: seats for {{1}} have freed up on {{2}} ({{3}} seating). We hold them for you until {{4}}. Book them here: {{5}}`,
      variables: ['party', 'date', 'seating', 'hold ends', 'claim link'],
    },
    booking_changed: {
      body: `${BRAND_NAME}: your booking {{1}} has changed. It is now for {{2}} on {{3}} ({{4}} seating). Your e-mail has the details and your link to change or cancel it.`,
      variables: ['reference', 'party', 'date', 'seating'],
    },
    booking_cancelled: {
      body: `${BRAND_NAME}: your booking {{1}} for {{2}} has been cancelled {{3}}. Book again: {{4}}`,
      variables: ['reference', 'date', 'by whom', 'booking page'],
    },
    deposit_refunded: {
      body: `${BRAND_NAME}: we have refunded {{1}} for booking {{2}}. Banks take 5 to 7 working days to show it.`,
      variables: ['amount', 'reference'],
    },
  };

/** The template's text with its variables in place; a missing one is an error, never '{{3}}'. */
export function renderTemplate(name: MessageTemplateName, values: readonly string[]): string {
  const template = MESSAGE_TEMPLATES[name];
  if (values.length !== template.variables.length) {
    throw new Error(`${name} takes ${template.variables.length} variables, got ${values.length}`);
  }
  return template.body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => values[Number(n) - 1]!);
}
