import { BRAND_NAME, BRAND_SUBTITLE, type ContentSectionName } from './constants';

/** A section's title and text. */
export type SectionText = { title: string; content: string };

/**
 * What the public site shows for a section while staff have saved no text of its own. The home
 * page and /book read these, and the staff editor opens an unsaved section with them (marked as
 * the default), so what staff see in the form is what diners see on the site.
 */
export const SECTION_DEFAULTS = {
  hero: {
    title: 'Experience Culinary Excellence',
    content:
      "An extraordinary 10-course tasting menu, crafted each evening from the season's finest produce.",
  },
  about: {
    title: `Welcome to ${BRAND_NAME}`,
    content:
      'Three seatings a night, ten courses, one unhurried evening. Our kitchen cooks with the seasons and serves every guest the full journey, vegetarian or not.',
  },
  reservation: {
    title: 'Reserve Your Table',
    content: 'Experience our extraordinary 10-course tasting menu',
  },
  // The footer shows the brand and its subtitle.
  footer: { title: BRAND_NAME, content: BRAND_SUBTITLE },
} satisfies Partial<Record<ContentSectionName, SectionText>>;

/** The default text of a section by name; undefined for one the site shows nothing for. */
export function sectionDefault(sectionName: string): SectionText | undefined {
  return (SECTION_DEFAULTS as Record<string, SectionText | undefined>)[sectionName];
}
