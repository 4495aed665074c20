import type { ContactSettings } from '@shared/contracts/site-settings';
import type { ContentSectionDto } from '@shared/contracts/content';
import type { LegalSettingsDto } from '@shared/contracts/legal-settings';
import type { MediaFileDto } from '@shared/contracts/media';
import type { TastingMenuDto } from '@shared/contracts/tasting-menu';
import { SECTION_DEFAULTS } from '@shared/content-defaults';

export type SetupStep = {
  label: string;
  done: boolean;
  /** Not entered, but guests see something proper meanwhile (the site's default): not to do. */
  usesDefault: boolean;
  /** Where staff enter it. */
  hint: string;
  /** What guests see until it is entered, in the site's own words. */
  guestsSee: string;
};

const present = (v: string | null | undefined) => Boolean(v && v.trim());

/**
 * What a new restaurant still has to enter before the site speaks for it: the contact details
 * every page and e-mail shows, the home page's hero, both menus, and the legal details without
 * which paid corporate orders get no tax invoice. Each step says what guests see until then, so
 * a step whose default guests already see is not called missing.
 */
export function setupSteps(input: {
  contact: Pick<ContactSettings, 'address' | 'phone' | 'email'>;
  sections: readonly ContentSectionDto[];
  media: readonly MediaFileDto[];
  legal: Pick<LegalSettingsDto, 'complete'>;
  tastingMenu?: Pick<TastingMenuDto, 'veg' | 'nonVeg'> | undefined;
}): SetupStep[] {
  const hero = input.sections.find((s) => s.sectionName === 'hero');
  const heroDone = present(hero?.title) && present(hero?.content);
  const hasFile = (purpose: string) => input.media.some((m) => m.purpose === purpose && m.isActive);
  const contactStep = (label: string, value: string, shown: string): SetupStep => ({
    label,
    done: present(value),
    usesDefault: false,
    hint: 'Contact Information',
    guestsSee: `‘${shown} not available’`,
  });
  const menuStep = (label: string, purpose: string, courses: number): SetupStep => ({
    label,
    done: hasFile(purpose),
    // The courses written under Menu are the menu guests read; the file is its printed copy.
    usesDefault: courses > 0,
    hint: 'Media Library',
    guestsSee:
      courses > 0
        ? `the ${courses} courses from Menu, without a printed menu`
        : `‘${label} not available’`,
  });
  return [
    contactStep('Address', input.contact.address, 'Address'),
    contactStep('Phone', input.contact.phone, 'Phone'),
    contactStep('E-mail', input.contact.email, 'Email'),
    {
      label: 'Home page hero',
      done: heroDone,
      usesDefault: !heroDone,
      hint: 'Website Content',
      guestsSee: `the site’s default words (‘${SECTION_DEFAULTS.hero.title}’)`,
    },
    menuStep('Vegetarian menu', 'veg-menu', input.tastingMenu?.veg.length ?? 0),
    menuStep('Non-vegetarian menu', 'non-veg-menu', input.tastingMenu?.nonVeg.length ?? 0),
    {
      label: 'Legal details for tax invoices',
      done: input.legal.complete,
      usesDefault: false,
      hint: 'Legal Details',
      guestsSee: 'no tax invoice for a paid corporate order',
    },
  ];
}

/** The steps still to do: neither entered nor covered by a default guests see. */
export const stepsToDo = (steps: readonly SetupStep[]) =>
  steps.filter((s) => !s.done && !s.usesDefault);
