/** The clock every rule about 'now' and 'today' reads (one, built in server/services.ts). */
export type Clock = { now: () => Date; timeZone: string };
