import { BRAND_NAME } from '@shared/constants';
import type { MailMessage } from './mailer';

/** Text made safe to place in HTML: every value in a mail comes from a guest or staff. */
export const escapeHtml = (v: string) =>
  v
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

export type MailSection = { heading?: string; rows: [string, string][] };
/** A call to action: a link in HTML, 'label: url' in the text part. */
export type MailLink = { label: string; url: string };

/**
 * A plain message: greeting, paragraphs, tables of facts, closing. The same words go out as text
 * and as HTML, every value escaped.
 */
export function simpleMail(input: {
  to: string;
  cc?: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  sections?: MailSection[];
  links?: MailLink[];
  closing?: string[];
}): MailMessage {
  const sections = input.sections ?? [];
  const links = input.links ?? [];
  const closing = input.closing ?? [];
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...sections.flatMap((s) => [
      ...(s.heading ? [s.heading] : []),
      ...s.rows.map(([k, v]) => `${k}: ${v}`),
      '',
    ]),
    ...links.flatMap((l) => [`${l.label}: ${l.url}`, '']),
    ...closing.flatMap((p) => [p, '']),
    BRAND_NAME,
  ].join('\n');
  const table = (s: MailSection) =>
    `${s.heading ? `<h3>${escapeHtml(s.heading)}</h3>` : ''}<table cellpadding="4">${s.rows
      .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
      .join('')}</table>`;
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#1c1917">
<p>${escapeHtml(input.greeting)}</p>
${input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${sections.map(table).join('\n')}
${links.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`).join('\n')}
${closing.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>${BRAND_NAME}</p></body></html>`;
  return {
    to: input.to,
    ...(input.cc && input.cc !== input.to ? { cc: input.cc } : {}),
    subject: input.subject,
    text,
    html,
  };
}
