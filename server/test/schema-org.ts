// A slice of the schema.org vocabulary (https://schema.org, version 29), enough to check the
// structured data the site writes: each type's parent, each property's domain (the types that
// may carry it) and range (what its value may be). Copied by hand from the type pages; a
// property or type the site starts using is added here from schema.org first, so a misspelt or
// misplaced one fails a test instead of being ignored by search engines.

type Range =
  'Text' | 'URL' | 'Time' | 'Boolean' | 'Number' | 'DayOfWeek' | 'RestrictedDiet' | string;

const PARENT: Record<string, string | undefined> = {
  Thing: undefined,
  Organization: 'Thing',
  Place: 'Thing',
  LocalBusiness: 'Organization',
  FoodEstablishment: 'LocalBusiness',
  Restaurant: 'FoodEstablishment',
  Intangible: 'Thing',
  StructuredValue: 'Intangible',
  OpeningHoursSpecification: 'StructuredValue',
  CreativeWork: 'Thing',
  Menu: 'CreativeWork',
  MenuSection: 'CreativeWork',
  MenuItem: 'Intangible',
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
  for (let t: string | undefined = type; t; t = PARENT[t]) if (t === ancestor) return true;
  return false;
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
