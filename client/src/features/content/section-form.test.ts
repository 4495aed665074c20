import { describe, expect, it } from 'vitest';
import type { ContentSectionDto } from '@shared/contracts/content';
import type { MediaFileDto } from '@shared/contracts/media';
import { SECTION_DEFAULTS } from '@shared/content-defaults';
import {
  sectionFormSchema,
  sectionFormValues,
  sectionUpdateOf,
  textIsDefault,
} from './section-form';

const section = (overrides: Partial<ContentSectionDto>): ContentSectionDto => ({
  id: 1,
  sectionName: 'hero',
  title: 'Experience Culinary Excellence',
  content: 'Ten courses.',
  imageUrl: null,
  extraData: null,
  order: 0,
  isActive: true,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const heroPhoto = { filePath: '/uploads/hero.png' } as MediaFileDto;

describe('section form', () => {
  it('when the hero is saved and a hero photo exists, then imageUrl is that photo', () => {
    const update = sectionUpdateOf(sectionFormValues(section({})), heroPhoto);
    expect(update).toEqual({
      title: 'Experience Culinary Excellence',
      content: 'Ten courses.',
      imageUrl: '/uploads/hero.png',
    });
  });

  it('when the hero is saved without a hero photo, then imageUrl is left as it is', () => {
    expect(sectionUpdateOf(sectionFormValues(section({})), undefined)).not.toHaveProperty(
      'imageUrl',
    );
  });

  it('when another section is saved, then neither imageUrl nor extraData is sent', () => {
    const update = sectionUpdateOf(sectionFormValues(section({ sectionName: 'about' })), heroPhoto);
    expect(update).toEqual({ title: 'Experience Culinary Excellence', content: 'Ten courses.' });
  });

  it("T1: when the footer is loaded and saved, then the contact round-trips and the hours lines (the week's) are shown but never sent", () => {
    const contact = { address: '14 Lavelle Road', phone: '+91 80 4000 1234', email: 'a@b.example' };
    const extraData = {
      contact,
      hours: { weekdays: 'Tuesday - Sunday: 7 PM - 10 PM', monday: 'Monday: Closed' },
    };
    const values = sectionFormValues(section({ sectionName: 'footer', extraData }));
    expect(values).toMatchObject({ address: '14 Lavelle Road', monday: 'Monday: Closed' });
    expect(sectionUpdateOf(values, heroPhoto).extraData).toEqual({ contact });
  });

  it('when nothing is chosen or filled, then the shared messages are given', () => {
    const result = sectionFormSchema.safeParse(sectionFormValues(undefined));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual([
      'Content is required',
      'Section name is required',
      'Title is required',
    ]);
  });

  it('when a footer field holds a control character, then the form refuses it as the server would', () => {
    const values = {
      ...sectionFormValues(section({ sectionName: 'footer' })),
      address: 'Lavelle Road\u0007',
    };
    const result = sectionFormSchema.safeParse(values);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['address', 'Please remove control characters from this field'],
    ]);
  });

  it("U3: when a section was never saved, then the form opens with the site's default text, marked as default", () => {
    const unsaved = section({ sectionName: 'about', title: null, content: null });
    expect(sectionFormValues(unsaved)).toMatchObject({
      sectionName: 'about',
      title: SECTION_DEFAULTS.about.title,
      content: SECTION_DEFAULTS.about.content,
    });
    expect(textIsDefault(unsaved)).toEqual({ title: true, content: true });

    const halfSaved = section({ sectionName: 'reservation', title: 'Book a night', content: '' });
    expect(sectionFormValues(halfSaved)).toMatchObject({
      title: 'Book a night',
      content: SECTION_DEFAULTS.reservation.content,
    });
    expect(textIsDefault(halfSaved)).toEqual({ title: false, content: true });
  });

  it('U3: when a section has saved text or no default, then nothing is marked as default', () => {
    expect(textIsDefault(section({}))).toEqual({ title: false, content: false });
    const contact = section({ sectionName: 'contact', title: null, content: null });
    expect(sectionFormValues(contact)).toMatchObject({ title: '', content: '' });
    expect(textIsDefault(contact)).toEqual({ title: false, content: false });
  });
});
