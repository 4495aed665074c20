import type { Challenge } from 'altcha-lib';
import { z } from 'zod';
import {
  conversionEventSchema,
  dashboardDtoSchema,
  dashboardQuerySchema,
  overviewDtoSchema,
  pageViewSchema,
} from '../contracts/analytics';
import { auditPageDtoSchema, auditQuerySchema } from '../contracts/audit';
import {
  messageAlertsDtoSchema,
  messageDtoSchema,
  messagesPageDtoSchema,
  messagesQuerySchema,
} from '../contracts/messages';
import {
  accountDtoSchema,
  changePasswordSchema,
  createUserSchema,
  loginSchema,
  resetPasswordSchema,
  signedInUserDtoSchema,
  updateUserSchema,
} from '../contracts/auth';
import { contentSectionDtoSchema, contentUpdateSchema } from '../contracts/content';
import {
  bookingCheckoutDtoSchema,
  bookingPaymentPolicyDtoSchema,
  bookingPaymentPolicySchema,
  bookingRefundSchema,
  verifyBookingPaymentSchema,
} from '../contracts/booking-payments';
import {
  buyerOrderDtoSchema,
  checkoutAnswerSchema,
  corporateOrderDtoSchema,
  corporateOrderStatusUpdateSchema,
  createCorporateOrderSchema,
  verifiedPaymentDtoSchema,
  verifyPaymentSchema,
} from '../contracts/corporate-order';
import {
  reservationExportQuerySchema,
  reservationListQuerySchema,
} from '../contracts/reservation-list';
import { legalSettingsDtoSchema, legalSettingsSchema } from '../contracts/legal-settings';
import {
  mediaFileDtoSchema,
  mediaListQuerySchema,
  mediaUploadFieldsSchema,
} from '../contracts/media';
import { corporateOrderListQuerySchema } from '../contracts/corporate-order-list';
import {
  quoteRequestDtoSchema,
  quoteRequestListQuerySchema,
  quoteRequestReceivedDtoSchema,
  quoteRequestSchema,
  quoteRequestStatusUpdateSchema,
} from '../contracts/quote-request';
import { menuItemDtoSchema, menuItemInputSchema, menuItemPatchSchema } from '../contracts/menu';
import { guestNeedsSchema, seatingPrepDtoSchema } from '../contracts/dietary-needs';
import { managedBookingDtoSchema } from '../contracts/managed-booking';
import {
  bookingMessagesDtoSchema,
  messagingConsentDtoSchema,
  messagingConsentSchema,
  messagingWebhookDtoSchema,
} from '../contracts/messaging';
import { tastingMenuDtoSchema, tastingMenuInputSchema } from '../contracts/tasting-menu';
import {
  seatingChangeDtoSchema,
  timeSlotCreateSchema,
  timeSlotUpdateSchema,
} from '../contracts/seatings';
import {
  publicSpecialNightSchema,
  specialNightDtoSchema,
  specialNightInputSchema,
} from '../contracts/special-nights';
import {
  paymentWebhookDtoSchema,
  paymentsConfigDtoSchema,
  sandboxLinkDtoSchema,
  sandboxLinkPayDtoSchema,
  sandboxLinkPaySchema,
  sandboxPayDtoSchema,
  sandboxPaySchema,
} from '../contracts/payments';
import {
  attendanceUpdateSchema,
  availabilityEntrySchema,
  availabilityQuerySchema,
  blockPreviewDtoSchema,
  blockPreviewQuerySchema,
  blockResultDtoSchema,
  blockSlotSchema,
  blockedSlotDtoSchema,
  bookedReservationDtoSchema,
  monthAvailabilityDtoSchema,
  monthAvailabilityQuerySchema,
  nearestNightsDtoSchema,
  nearestNightsQuerySchema,
  replayedReservationDtoSchema,
  reservationChangeSchema,
  reservationDtoSchema,
  reservationFormSchema,
  reservationStatusUpdateSchema,
  serviceSheetQuerySchema,
  staffReservationDtoSchema,
  staffReservationEditSchema,
  staffReservationSchema,
  timeSlotDtoSchema,
  emailProofRequestSchema,
} from '../contracts/reservation';
import {
  guestDetailDtoSchema,
  guestNoteSchema,
  guestPageQuerySchema,
  guestSummaryDtoSchema,
} from '../contracts/guests';
import {
  claimWaitlistSchema,
  joinWaitlistSchema,
  staffWaitlistEntryDtoSchema,
  staffWaitlistPageQuerySchema,
  waitlistEntryDtoSchema,
  waitlistJoinedDtoSchema,
} from '../contracts/waitlist';
import {
  bookingWindowDtoSchema,
  bookingWindowSchema,
  contactSettingsDtoSchema,
  contactSettingsSchema,
  corporateOrderingDtoSchema,
  corporateOrderingSchema,
  socialSettingsDtoSchema,
  socialSettingsSchema,
} from '../contracts/site-settings';
import type { AnyEndpoint, BodyOf, QueryOf, ResponseOf } from './endpoint';
import type * as endpoints from './endpoints';

type Endpoints = typeof endpoints;

// The zod schemas of every endpoint in endpoints.ts, for the server and its tests. The client
// never imports this file (a lint rule keeps it so): zod stays out of the public pages' first
// load, and the client reads the same contracts as types through endpoints.ts.

/** The schemas of one endpoint, as the table's types say it takes a body or a query. */
export type SchemasOf<E extends AnyEndpoint> = (BodyOf<E> extends undefined
  ? { body?: never }
  : { body: z.ZodType }) &
  (QueryOf<E> extends undefined ? { query?: never } : { query: z.ZodType }) & {
    /** null for an endpoint that answers 204 with no body. */
    response: [ResponseOf<E>] extends [void] ? null : z.ZodType;
  };

export type EndpointSchemaMap = {
  [Area in keyof Endpoints]: {
    [Name in keyof Endpoints[Area]]: Endpoints[Area][Name] extends AnyEndpoint
      ? SchemasOf<Endpoints[Area][Name]>
      : never;
  };
};

const noContent = null;

/** A file download (a PDF): bytes, not JSON; only its type is checked here. */
const fileDownload = z.custom<Blob>(
  (value) => value instanceof Blob || value instanceof Uint8Array,
  'Not a file',
);

/** A booking challenge as altcha-lib makes it; the widget reads it, we only pass it on. */
const challengeSchema = z.custom<Challenge>(
  (value) => typeof value === 'object' && value !== null && 'parameters' in value,
  'Not a booking challenge',
);

export const endpointSchemas = {
  auth: {
    login: { body: loginSchema, response: signedInUserDtoSchema },
    logout: { response: noContent },
    check: { response: signedInUserDtoSchema },
    changePassword: { body: changePasswordSchema, response: noContent },
    logoutEverywhere: { response: noContent },
  },
  users: {
    list: { response: z.array(accountDtoSchema) },
    create: { body: createUserSchema, response: accountDtoSchema },
    update: { body: updateUserSchema, response: accountDtoSchema },
    resetPassword: { body: resetPasswordSchema, response: noContent },
  },
  audit: {
    trail: { query: auditQuerySchema, response: auditPageDtoSchema },
  },
  analytics: {
    conversion: { body: conversionEventSchema, response: noContent },
    pageView: { body: pageViewSchema, response: noContent },
    dashboard: { query: dashboardQuerySchema, response: dashboardDtoSchema },
    overview: { response: overviewDtoSchema },
  },
  content: {
    list: { response: z.array(contentSectionDtoSchema) },
    section: { response: contentSectionDtoSchema },
    update: { body: contentUpdateSchema, response: contentSectionDtoSchema },
  },
  siteSettings: {
    contact: { response: contactSettingsDtoSchema },
    saveContact: { body: contactSettingsSchema, response: contactSettingsDtoSchema },
    social: { response: socialSettingsDtoSchema },
    saveSocial: { body: socialSettingsSchema, response: socialSettingsDtoSchema },
    corporateOrdering: { response: corporateOrderingDtoSchema },
    saveCorporateOrdering: { body: corporateOrderingSchema, response: corporateOrderingDtoSchema },
    bookingWindow: { response: bookingWindowDtoSchema },
    saveBookingWindow: { body: bookingWindowSchema, response: bookingWindowDtoSchema },
    legal: { response: legalSettingsDtoSchema },
    bookingPayments: { response: bookingPaymentPolicyDtoSchema },
    saveBookingPayments: {
      body: bookingPaymentPolicySchema,
      response: bookingPaymentPolicyDtoSchema,
    },
    saveLegal: { body: legalSettingsSchema, response: legalSettingsDtoSchema },
  },
  media: {
    list: { query: mediaListQuerySchema, response: z.array(mediaFileDtoSchema) },
    // The multipart form's text fields; the file itself is checked from its bytes.
    upload: { body: mediaUploadFieldsSchema, response: mediaFileDtoSchema },
    remove: { response: noContent },
  },
  menu: {
    list: { response: z.array(menuItemDtoSchema) },
    create: { body: menuItemInputSchema, response: menuItemDtoSchema },
    update: { body: menuItemPatchSchema, response: menuItemDtoSchema },
    remove: { response: noContent },
  },
  tastingMenu: {
    get: { response: tastingMenuDtoSchema },
    replace: { body: tastingMenuInputSchema, response: tastingMenuDtoSchema },
  },
  reservations: {
    timeSlots: { response: z.array(timeSlotDtoSchema) },
    availability: { query: availabilityQuerySchema, response: z.array(availabilityEntrySchema) },
    nearestNights: { query: nearestNightsQuerySchema, response: nearestNightsDtoSchema },
    monthAvailability: {
      query: monthAvailabilityQuerySchema,
      response: monthAvailabilityDtoSchema,
    },
    challenge: { response: challengeSchema },
    emailProof: { body: emailProofRequestSchema, response: z.object({ message: z.string() }) },
    create: {
      body: reservationFormSchema,
      response: z.union([
        bookedReservationDtoSchema,
        replayedReservationDtoSchema,
        bookingCheckoutDtoSchema,
      ]),
    },
    verifyPayment: { body: verifyBookingPaymentSchema, response: reservationDtoSchema },
    refund: { body: bookingRefundSchema, response: reservationDtoSchema },
    list: { query: reservationListQuerySchema, response: z.array(staffReservationDtoSchema) },
    exportCsv: { query: reservationExportQuerySchema, response: fileDownload },
    updateStatus: { body: reservationStatusUpdateSchema, response: reservationDtoSchema },
    createByStaff: { body: staffReservationSchema, response: bookedReservationDtoSchema },
    editByStaff: { body: staffReservationEditSchema, response: reservationDtoSchema },
    manage: { response: managedBookingDtoSchema },
    changeByGuest: {
      body: reservationChangeSchema,
      response: z.union([bookingCheckoutDtoSchema, reservationDtoSchema]),
    },
    changeNeedsByGuest: { body: guestNeedsSchema, response: reservationDtoSchema },
    cancelByGuest: { response: reservationDtoSchema },
    serviceSheet: { query: serviceSheetQuerySchema, response: z.array(seatingPrepDtoSchema) },
    confirmAttendance: { response: reservationDtoSchema },
    markAttendance: { body: attendanceUpdateSchema, response: reservationDtoSchema },
    blockedSlots: { response: z.array(blockedSlotDtoSchema) },
    blockPreview: { query: blockPreviewQuerySchema, response: blockPreviewDtoSchema },
    blockSlot: { body: blockSlotSchema, response: blockResultDtoSchema },
    unblockSlot: { response: noContent },
  },
  seatings: {
    create: { body: timeSlotCreateSchema, response: timeSlotDtoSchema },
    update: { body: timeSlotUpdateSchema, response: seatingChangeDtoSchema },
  },
  specialNights: {
    upcoming: { response: z.array(publicSpecialNightSchema) },
    list: { response: z.array(specialNightDtoSchema) },
    create: { body: specialNightInputSchema, response: specialNightDtoSchema },
    update: { body: specialNightInputSchema, response: specialNightDtoSchema },
    remove: { response: noContent },
  },
  waitlist: {
    join: { body: joinWaitlistSchema, response: waitlistJoinedDtoSchema },
    manage: { response: waitlistEntryDtoSchema },
    leave: { response: waitlistEntryDtoSchema },
    claim: {
      body: claimWaitlistSchema,
      response: z.union([bookedReservationDtoSchema, bookingCheckoutDtoSchema]),
    },
    list: {
      query: staffWaitlistPageQuerySchema,
      response: z.array(staffWaitlistEntryDtoSchema),
    },
    offer: { response: staffWaitlistEntryDtoSchema },
    remove: { response: staffWaitlistEntryDtoSchema },
  },
  guests: {
    search: { query: guestPageQuerySchema, response: z.array(guestSummaryDtoSchema) },
    detail: { response: guestDetailDtoSchema },
    saveNote: { body: guestNoteSchema, response: guestDetailDtoSchema },
  },
  corporateOrders: {
    checkout: { body: createCorporateOrderSchema, response: checkoutAnswerSchema },
    verifyPayment: { body: verifyPaymentSchema, response: verifiedPaymentDtoSchema },
    byToken: { response: buyerOrderDtoSchema },
    list: { query: corporateOrderListQuerySchema, response: z.array(corporateOrderDtoSchema) },
    updateStatus: { body: corporateOrderStatusUpdateSchema, response: corporateOrderDtoSchema },
    checkPayment: { response: corporateOrderDtoSchema },
    invoicePdf: { response: fileDownload },
    creditNotePdf: { response: fileDownload },
  },
  orders: {
    invoicePdf: { response: fileDownload },
    creditNotePdf: { response: fileDownload },
  },
  messages: {
    list: { query: messagesQuerySchema, response: messagesPageDtoSchema },
    alerts: { response: messageAlertsDtoSchema },
    resend: { response: messageDtoSchema },
  },
  quoteRequests: {
    create: { body: quoteRequestSchema, response: quoteRequestReceivedDtoSchema },
    list: { query: quoteRequestListQuerySchema, response: z.array(quoteRequestDtoSchema) },
    updateStatus: { body: quoteRequestStatusUpdateSchema, response: quoteRequestDtoSchema },
  },
  messaging: {
    setConsent: { body: messagingConsentSchema, response: messagingConsentDtoSchema },
    twilioStatus: { body: z.record(z.string(), z.string()), response: z.string() },
    whatsappVerify: { query: z.record(z.string(), z.string()), response: z.string() },
    whatsappWebhook: { body: z.unknown(), response: messagingWebhookDtoSchema },
    bookingMessages: { response: bookingMessagesDtoSchema },
  },
  payments: {
    config: { response: paymentsConfigDtoSchema },
    sandboxPay: { body: sandboxPaySchema, response: sandboxPayDtoSchema },
    sandboxLink: { response: sandboxLinkDtoSchema },
    sandboxPayLink: { body: sandboxLinkPaySchema, response: sandboxLinkPayDtoSchema },
    // Razorpay's signed bytes: read by the webhook's own reader once the signature holds.
    webhook: { body: z.unknown(), response: paymentWebhookDtoSchema },
  },
} satisfies EndpointSchemaMap;

// The compiler holds the two files together: a body or query the table lets the client send
// must be one its schema takes, and whatever a response schema lets through must be what the
// table promises. A disagreement names itself, e.g. 'reservations.create.response'.

type Disagreement<E extends AnyEndpoint, S, Name extends string> =
  | (S extends { body: infer B extends z.ZodType }
      ? [BodyOf<E>] extends [FormData]
        ? never
        : [BodyOf<E>] extends [z.input<B>]
          ? never
          : `${Name}.body`
      : never)
  | (S extends { query: infer Q extends z.ZodType }
      ? [QueryOf<E>] extends [z.input<Q>]
        ? never
        : `${Name}.query`
      : never)
  | (S extends { response: infer R extends z.ZodType }
      ? [z.output<R>] extends [ResponseOf<E>]
        ? never
        : `${Name}.response`
      : never);

type Disagreements<Table, Schemas> = {
  [Area in keyof Table & keyof Schemas & string]: {
    [
      Name in keyof Table[Area] & keyof Schemas[Area] & string
    ]: Table[Area][Name] extends AnyEndpoint
      ? Disagreement<Table[Area][Name], Schemas[Area][Name], `${Area}.${Name}`>
      : never;
  }[keyof Table[Area] & keyof Schemas[Area] & string];
}[keyof Table & keyof Schemas & string];

type NoneOf<T extends never> = T;
export type EndpointSchemaDisagreements = NoneOf<Disagreements<Endpoints, typeof endpointSchemas>>;
