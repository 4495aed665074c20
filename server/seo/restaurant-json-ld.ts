import { BRAND_NAME } from '@shared/constants';
import { MAX_COURSE_NUMBER } from '@shared/contracts/menu';
import type { ContactSettingsDto } from '@shared/contracts/site-settings';
import type { TastingMenuDto } from '@shared/contracts/tasting-menu';
import type { OpeningWeek } from '@shared/opening-hours';

export type OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: OpeningWeek['days'][number]['day'][];
  /** HH:mm, 24-hour; a closing time before the opening time is past midnight. */
  opens: string;
  closes: string;
};

/** The week as schema.org entries: open days sharing the same hours together, Monday first. */
export function weekSpecification(week: Pick<OpeningWeek, 'days'>): OpeningHoursSpecification[] {
  const byHours = new Map<string, OpeningHoursSpecification>();
  for (const day of week.days) {
    if (!day.open) continue;
    const key = `${day.opens}-${day.closes}`;
    const entry = byHours.get(key);
    if (entry) entry.dayOfWeek.push(day.day);
    else
      byHours.set(key, {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [day.day],
        opens: day.opens,
        closes: day.closes,
      });
  }
  return [...byHours.values()];
}

/**
 * schema.org Restaurant for search engines, from the contact settings staff maintain. A detail
 * staff have not filled in (the hours included) is left out, never invented.
 */
export function restaurantJsonLd(
  publicUrl: string,
  contact: ContactSettingsDto,
  tastingMenu?: TastingMenuDto,
  events: readonly Record<string, unknown>[] = [],
): Record<string, unknown> {
  // The week is the hours' one home (the footer and the calendar read it too). The default week
  // is left out: search engines are told only hours staff set.
  const week = contact.openingWeek;
  const hours = week && !week.isDefault ? weekSpecification(week) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: BRAND_NAME,
    url: `${publicUrl}/`,
    ...(contact.address ? { address: contact.address } : {}),
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(contact.email ? { email: contact.email } : {}),
    // Only a map link staff saved: a search for the address is not the restaurant's own map.
    ...(contact.mapUrl ? { hasMap: contact.mapUrl } : {}),
    servesCuisine: 'Tasting menu',
    priceRange: '₹₹₹',
    ...(hours && hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    menu: `${publicUrl}/`,
    ...(tastingMenu ? { hasMenu: menuJsonLd(tastingMenu) } : {}),
    acceptsReservations: `${publicUrl}/book`,
    // The special nights ahead, each an Event held here (see special-night-json-ld.ts).
    ...(events.length > 0 ? { event: events } : {}),
  };
}

/**
 * The tasting menus as a schema.org Menu: a MenuSection per menu, a MenuItem per course in
 * course order (schema.org gives a MenuItem no position: the order carries it), the vegetarian menu's courses marked suitable for a vegetarian diet. A menu
 * without courses is left out.
 */
export function menuJsonLd(menus: TastingMenuDto): Record<string, unknown> {
  const section = (name: string, courses: TastingMenuDto['veg'], vegetarian: boolean) => ({
    '@type': 'MenuSection',
    name,
    hasMenuItem: courses.map((c) => ({
      '@type': 'MenuItem',
      name: c.name,
      ...(c.description ? { description: c.description } : {}),
      ...(vegetarian ? { suitableForDiet: 'https://schema.org/VegetarianDiet' } : {}),
    })),
  });
  return {
    '@type': 'Menu',
    name: 'Tasting menu',
    description: `Two ${MAX_COURSE_NUMBER}-course tasting menus, vegetarian and non-vegetarian`,
    hasMenuSection: [
      ...(menus.veg.length > 0 ? [section('Vegetarian tasting menu', menus.veg, true)] : []),
      ...(menus.nonVeg.length > 0
        ? [section('Non-vegetarian tasting menu', menus.nonVeg, false)]
        : []),
    ],
  };
}
