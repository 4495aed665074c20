import type { Request } from 'express';
import { unauthorized } from './app-error';

/**
 * Who made a change. Every service that changes data takes one, so the audit trail can record
 * the person behind each change without touching the services again.
 */
export type StaffActor = { kind: 'staff'; userId: number; username: string; isAdmin: boolean };
/** A diner acting through their private manage link or the public form. */
export type GuestActor = { kind: 'guest' };
/** The server itself: jobs, start-up seeding, command-line tools. */
export type SystemActor = { kind: 'system'; name: string };
export type Actor = StaffActor | GuestActor | SystemActor;

export const GUEST: GuestActor = { kind: 'guest' };

export function systemActor(name: string): SystemActor {
  return { kind: 'system', name };
}

/** The signed-in staff user of a request behind requireAuth. */
export function staffActor(req: Request): StaffActor {
  if (!req.user) throw unauthorized();
  return {
    kind: 'staff',
    userId: req.user.id,
    username: req.user.username,
    isAdmin: req.user.isAdmin,
  };
}

/** The signed-in staff user when there is one, otherwise the guest. */
export function requestActor(req: Request): StaffActor | GuestActor {
  return req.user ? staffActor(req) : GUEST;
}
