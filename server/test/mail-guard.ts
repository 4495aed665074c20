import type { Mailer, MailMessage } from '../mail/mailer';

// A person reads every mail: a date written the machine's way (2026-12-05) in its subject or
// words is a defect, wherever it came from. Links may carry such dates (they are for the
// browser), and so may attachments (a calendar file is for the calendar), so only the subject
// and the text part are read, with the links taken out. Only a real calendar day counts: the
// code writes no other, while a guest's own words quoted in a mail (a request typed as
// "2026-02-30") may hold anything.
const MACHINE_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const LINK = /\bhttps?:\/\/\S+/g;

/** The machine-written dates in what a person reads of a message, as 'where: excerpt' lines. */
export function machineDatesIn(message: Pick<MailMessage, 'subject' | 'text'>): string[] {
  const found: string[] = [];
  for (const [where, words] of [
    ['subject', message.subject],
    ['text', message.text],
  ] as const) {
    for (const line of words.replace(LINK, '').split('\n')) {
      if (realDatesIn(line)) found.push(`${where}: ${line.trim()}`);
    }
  }
  return found;
}

function realDatesIn(line: string): boolean {
  for (const [, year, month, day] of line.matchAll(MACHINE_DATE)) {
    const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    if (date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)) return true;
  }
  return false;
}

const unreadable: string[] = [];

/** A mailer that sends as `mailer` does and notes every message with a machine-written date. */
export function guardedMailer(mailer: Mailer): Mailer {
  return {
    async send(message) {
      for (const line of machineDatesIn(message)) unreadable.push(`"${message.subject}" ${line}`);
      await mailer.send(message);
    },
  };
}

/** The notes since the last call (the setup file fails the test that made any). */
export function takeUnreadableMail(): string[] {
  return unreadable.splice(0);
}
