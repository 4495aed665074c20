// A slice of the schema.org vocabulary (https://schema.org, version 29), enough to check the
// structured data the site writes: each type's parent, each property's domain (the types that
// may carry it) and range (what its value may be). Copied by hand from the type pages; a
// property or type the site starts using is added here from schema.org first, so a misspelt or
// misplaced one fails a test instead of being ignored by search engines.

type Range =
  | 'Text'
  | 'URL'
  | 'Time'
  | 'DateTime'
  | 'Boolean'
  | 'Number'
  | 'DayOfWeek'
  | 'RestrictedDiet'
  | 'EventStatusType'
  | 'EventAttendanceModeEnumeration'
  | 'ItemAvailability'
  | string;

// A type may have several parents (a LocalBusiness is both an Organization and a Place).
const PARENT: Record<string, string | string[] | undefined> = {
  Thing: undefined,
  Organization: 'Thing',
  Place: 'Thing',
  LocalBusiness: ['Organization', 'Place'],
  FoodEstablishment: 'LocalBusiness',
  Restaurant: 'FoodEstablishment',
  Intangible: 'Thing',
  StructuredValue: 'Intangible',
  OpeningHoursSpecification: 'StructuredValue',
  CreativeWork: 'Thing',
  Menu: 'CreativeWork',
  MenuSection: 'CreativeWork',
  MenuItem: 'Intangible',
  Event: 'Thing',
  Offer: 'Intangible',
  AggregateOffer: 'Offer',
};

const PROPERTIES: Record<string, { domain: string[]; range: Range[] }> = {
  name: { domain: ['Thing'], range: ['Text'] },
  description: { domain: ['Thing'], range: ['Text'] },
  url: { domain: ['Thing'], range: ['URL'] },
  address: { domain: ['Organization', 'Place'], range: ['Text', 'PostalAddress'] },
  telephone: { domain: ['Organization', 'Place'], range: ['Text'] },
  email: { domain: ['Organization'], range: ['Text'] },
  hasMap: { domain: ['Place'], range: ['URL', 'Map'] },
  servesCuisine: { domain: ['FoodEstablishment'], range: ['Text'] },
  priceRange: { domain: ['LocalBusiness'], range: ['Text'] },
  openingHoursSpecification: { domain: ['Place'], range: ['OpeningHoursSpecification'] },
  dayOfWeek: { domain: ['OpeningHoursSpecification'], range: ['DayOfWeek'] },
  opens: { domain: ['OpeningHoursSpecification'], range: ['Time'] },
  closes: { domain: ['OpeningHoursSpecification'], range: ['Time'] },
  menu: { domain: ['FoodEstablishment'], range: ['Menu', 'Text', 'URL'] },
  hasMenu: { domain: ['FoodEstablishment'], range: ['Menu', 'Text', 'URL'] },
  acceptsReservations: { domain: ['FoodEstablishment'], range: ['Boolean', 'Text', 'URL'] },
  hasMenuSection: { domain: ['Menu', 'MenuSection'], range: ['MenuSection'] },
  hasMenuItem: { domain: ['Menu', 'MenuSection'], range: ['MenuItem'] },
  suitableForDiet: { domain: ['MenuItem', 'Recipe'], range: ['RestrictedDiet'] },
  event: { domain: ['Organization', 'Place', 'CreativeWork'], range: ['Event'] },
  startDate: { domain: ['Event', 'CreativeWorkSeason', 'CreativeWorkSeries'], range: ['DateTime'] },
  endDate: { domain: ['Event', 'CreativeWorkSeason', 'CreativeWorkSeries'], range: ['DateTime'] },
  eventStatus: { domain: ['Event'], range: ['EventStatusType'] },
  eventAttendanceMode: { domain: ['Event'], range: ['EventAttendanceModeEnumeration'] },
  location: {
    domain: ['Event', 'Organization', 'Action'],
    range: ['Place', 'PostalAddress', 'Text', 'VirtualLocation'],
  },
  offers: { domain: ['Event', 'CreativeWork', 'Product', 'Service'], range: ['Offer', 'Demand'] },
  price: { domain: ['Offer', 'PriceSpecification'], range: ['Number', 'Text'] },
  lowPrice: { domain: ['AggregateOffer'], range: ['Number', 'Text'] },
  highPrice: { domain: ['AggregateOffer'], range: ['Number', 'Text'] },
  priceCurrency: { domain: ['Offer', 'PriceSpecification'], range: ['Text'] },
  availability: { domain: ['Offer', 'Demand'], range: ['ItemAvailability'] },
};

/** The members of the enumerations used here, each as https://schema.org/<member>. */
const ENUMERATIONS: Record<string, string[]> = {
  EventStatusType: [
    'EventScheduled',
    'EventCancelled',
    'EventPostponed',
    'EventRescheduled',
    'EventMovedOnline',
  ],
  EventAttendanceModeEnumeration: [
    'OfflineEventAttendanceMode',
    'OnlineEventAttendanceMode',
    'MixedEventAttendanceMode',
  ],
  ItemAvailability: [
    'InStock',
    'SoldOut',
    'OutOfStock',
    'LimitedAvailability',
    'PreOrder',
    'PreSale',
    'BackOrder',
    'Discontinued',
    'InStoreOnly',
    'OnlineOnly',
    'MadeToOrder',
  ],
};

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const DIETS = [
  'DiabeticDiet',
  'GlutenFreeDiet',
  'HalalDiet',
  'HinduDiet',
  'KosherDiet',
  'LowCalorieDiet',
  'LowFatDiet',
  'LowLactoseDiet',
  'LowSaltDiet',
  'VeganDiet',
  'VegetarianDiet',
];

function isA(type: string, ancestor: string): boolean {
  if (type === ancestor) return true;
  const parents = PARENT[type];
  if (!parents) return false;
  return (Array.isArray(parents) ? parents : [parents]).some((p) => isA(p, ancestor));
}

function fitsRange(value: unknown, range: Range): boolean {
  switch (range) {
    case 'Text':
      return typeof value === 'string';
    case 'URL':
      return typeof value === 'string' && /^https?:\/\//.test(value);
    case 'Time':
      return typeof value === 'string' && /^\d{2}:\d{2}(:\d{2})?$/.test(value);
    case 'Boolean':
      return typeof value === 'boolean';
    case 'Number':
      return typeof value === 'number';
    case 'DayOfWeek':
      return typeof value === 'string' && DAYS.some((d) => value === d || value.endsWith(`/${d}`));
    case 'DateTime':
      // ISO 8601 with its zone, as search engines want an event's times.
      return (
        typeof value === 'string' &&
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/.test(value)
      );
    case 'EventStatusType':
    case 'EventAttendanceModeEnumeration':
    case 'ItemAvailability':
      return (
        typeof value === 'string' &&
        ENUMERATIONS[range]!.some((m) => value === `https://schema.org/${m}`)
      );
    case 'RestrictedDiet':
      return typeof value === 'string' && DIETS.some((d) => value === `https://schema.org/${d}`);
    default:
      return (
        typeof value === 'object' &&
        value !== null &&
        typeof (value as { '@type'?: unknown })['@type'] === 'string' &&
        isA((value as { '@type': string })['@type'], range)
      );
  }
}

/**
 * Every way a JSON-LD node breaks the vocabulary above, as 'path: problem' lines; [] when it
 * holds: known types only, each property allowed on its node's type, each value in its range.
 */
export function schemaOrgProblems(node: unknown, path = '$'): string[] {
  if (typeof node !== 'object' || node === null) return [`${path}: not a node`];
  const type = (node as Record<string, unknown>)['@type'];
  if (typeof type !== 'string' || !(type in PARENT))
    return [`${path}: unknown @type ${String(type)}`];
  const problems: string[] = [];
  for (const [key, raw] of Object.entries(node)) {
    if (key === '@type' || key === '@context') continue;
    const property = PROPERTIES[key];
    if (!property) {
      problems.push(`${path}.${key}: not a schema.org property known here`);
      continue;
    }
    if (!property.domain.some((d) => isA(type, d))) {
      problems.push(`${path}.${key}: not a property of ${type}`);
    }
    const values = Array.isArray(raw) ? raw : [raw];
    values.forEach((value, i) => {
      const at = Array.isArray(raw) ? `${path}.${key}[${i}]` : `${path}.${key}`;
      if (!property.range.some((r) => fitsRange(value, r))) {
        problems.push(`${at}: not a ${property.range.join(' or ')}`);
      } else if (typeof value === 'object' && value !== null) {
        problems.push(...schemaOrgProblems(value, at));
      }
    });
  }
  return problems;
}
