import type { ContentSectionDto } from '@shared/contracts/content';
import type { MediaFileDto } from '@shared/contracts/media';
import type { MenuItemDto } from '@shared/contracts/menu';
import type { ReservationDto, TimeSlotDto } from '@shared/contracts/reservation';
import type {
  ContactSettingsDto,
  CorporateOrderingDto,
  SocialSettingsDto,
} from '@shared/contracts/site-settings';

// What the server and the server entry (entry-server.tsx) agree on. The server reads the data
// once per request through its services; the entry puts each piece under the query key the
// page reads it with, so the first HTML and the hydrated page show the same thing.

/** The id of the <script type="application/json"> element holding the dehydrated queries. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/** Everything a public page reads on its first render, as the public API would answer. */
export type SsrPageData = {
  /** A section staff never had (the API answers 404) is left out; the page then asks itself. */
  hero: ContentSectionDto | undefined;
  about: ContentSectionDto | undefined;
  reservation: ContentSectionDto | undefined;
  contact: ContactSettingsDto;
  social: SocialSettingsDto;
  corporateOrdering: CorporateOrderingDto;
  media: MediaFileDto[];
  /** Active items only, as a guest sees them. */
  menu: MenuItemDto[];
  timeSlots: TimeSlotDto[];
  /** The copyright year, on the restaurant's clock. */
  year: number;
};

export type SsrRequest = {
  path: string;
  search: string;
  data: SsrPageData;
  /**
   * The guest's manage page (/reservation/:token): the booking its token opens, read by the
   * server for this request only (the page is private and never cached).
   */
  managedBooking?: { token: string; booking: ReservationDto };
  /** A render error React recovered from (that part of the page is left to the browser). */
  onError?: (error: unknown) => void;
};

/** The page's markup for #root, and the dehydrated query state (plain JSON, not yet escaped). */
export type SsrResult = { html: string; state: unknown };

export type RenderPage = (request: SsrRequest) => Promise<SsrResult>;
