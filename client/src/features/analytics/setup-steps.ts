import type { ContactSettings } from '@shared/contracts/site-settings';
import type { ContentSectionDto } from '@shared/contracts/content';
import type { LegalSettingsDto } from '@shared/contracts/legal-settings';
import type { MediaFileDto } from '@shared/contracts/media';

export type SetupStep = { label: string; done: boolean; hint: string };

const present = (v: string | null | undefined) => Boolean(v && v.trim());

/**
 * What a new restaurant still has to enter before the site speaks for it: the contact details
 * every page and e-mail shows, the home page's hero, both menus, and the legal details without
 * which paid corporate orders get no tax invoice.
 */
export function setupSteps(input: {
  contact: Pick<ContactSettings, 'address' | 'phone' | 'email'>;
  sections: readonly ContentSectionDto[];
  media: readonly MediaFileDto[];
  legal: Pick<LegalSettingsDto, 'complete'>;
}): SetupStep[] {
  const hero = input.sections.find((s) => s.sectionName === 'hero');
  const hasMenu = (purpose: string) => input.media.some((m) => m.purpose === purpose && m.isActive);
  return [
    { label: 'Address', done: present(input.contact.address), hint: 'Contact Information' },
    { label: 'Phone', done: present(input.contact.phone), hint: 'Contact Information' },
    { label: 'E-mail', done: present(input.contact.email), hint: 'Contact Information' },
    {
      label: 'Home page hero',
      done: present(hero?.title) && present(hero?.content),
      hint: 'Website Content',
    },
    { label: 'Vegetarian menu', done: hasMenu('veg-menu'), hint: 'Media Library' },
    { label: 'Non-vegetarian menu', done: hasMenu('non-veg-menu'), hint: 'Media Library' },
    {
      label: 'Legal details for tax invoices',
      done: input.legal.complete,
      hint: 'Legal Details (no invoices until then)',
    },
  ];
}
