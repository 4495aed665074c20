/**
 * How long a stopping process gives the requests and the job in flight before it exits. Whatever
 * a job does at once (a mail sent) must fit inside it (server/mail/mailer.ts).
 */
export const SHUTDOWN_GRACE_MS = 10_000;
