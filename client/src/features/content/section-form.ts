import type { z } from 'zod';
import {
  contentFormSchema,
  footerExtraSchema,
  type ContentSectionDto,
  type ContentUpdate,
  type FooterExtra,
} from '@shared/contracts/content';
import type { MediaFileDto } from '@shared/contracts/media';
import { sectionDefault } from '@shared/content-defaults';

const footerContact = footerExtraSchema.shape.contact.unwrap().shape;
const footerHours = footerExtraSchema.shape.hours.unwrap().shape;

/**
 * The shared content form schema with the footer's extraData spread into flat fields, so each
 * one is an ordinary input. The footer's fields are the server's own rules (optional, no control
 * characters), so the form refuses exactly what the server would.
 */
export const sectionFormSchema = contentFormSchema
  .omit({ imageUrl: true, extraData: true })
  .extend({
    address: footerContact.address,
    phone: footerContact.phone,
    email: footerContact.email,
    weekdays: footerHours.weekdays,
    monday: footerHours.monday,
  });
export type SectionFormValues = z.infer<typeof sectionFormSchema>;

/**
 * What the form shows for a section: its saved text, or, for a title or text never saved, the
 * default the public site shows in its place (see textIsDefault); empty fields when none is
 * chosen.
 */
export function sectionFormValues(section: ContentSectionDto | undefined): SectionFormValues {
  const extra = (section?.extraData ?? {}) as FooterExtra;
  const fallback = section ? sectionDefault(section.sectionName) : undefined;
  return {
    sectionName: section?.sectionName ?? '',
    title: section?.title || fallback?.title || '',
    content: section?.content || fallback?.content || '',
    address: extra.contact?.address ?? '',
    phone: extra.contact?.phone ?? '',
    email: extra.contact?.email ?? '',
    weekdays: extra.hours?.weekdays ?? '',
    monday: extra.hours?.monday ?? '',
  };
}

/** Which of a section's title and text the form filled in from the site's default copy. */
export function textIsDefault(section: ContentSectionDto | undefined): {
  title: boolean;
  content: boolean;
} {
  const fallback = section ? sectionDefault(section.sectionName) : undefined;
  return {
    title: Boolean(fallback && !section?.title),
    content: Boolean(fallback && !section?.content),
  };
}

/**
 * The PATCH body: the footer keeps its contact in extraData (its hours lines are only shown: they
 * are written from the opening week, set under Contact Information); the hero points at the
 * newest 'hero' upload when there is one (the home page falls back to a bundled image).
 */
export function sectionUpdateOf(
  values: SectionFormValues,
  heroImage: MediaFileDto | undefined,
): ContentUpdate {
  const { sectionName, title, content, address, phone, email } = values;
  return {
    title,
    content,
    ...(sectionName === 'hero' && heroImage ? { imageUrl: heroImage.filePath } : {}),
    ...(sectionName === 'footer' ? { extraData: { contact: { address, phone, email } } } : {}),
  };
}
