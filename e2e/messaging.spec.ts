import type { Page } from '@playwright/test';
import { MESSAGING_CONSENT_LABEL } from '@shared/domain/messaging';
import { expect, test, toasts } from './fixtures';
import { pickDate, readableDate } from './support/date-picker';
import { screenshotsInBothThemes } from './support/theme-screenshots';
import { createBooking, SEATING, uniqueDate, uniqueGuest, type Guest } from './support/test-data';
import { PAST_ROBOT_CHECK } from './support/robot-check';

// A diner who ticks "Send updates on WhatsApp / SMS to this number" gets each update on their
// phone beside the e-mail. The test servers have no provider, so every message lands in the
// sandbox (DATA_DIR/messages), one JSON file each, as the diner's phone would show it.

const seating = (page: Page, slot: string) => page.getByRole('radio', { name: slot, exact: true });
const e164 = (phone: string) => phone.replace(/\s/g, '');
const consentBox = (page: Page) => page.getByRole('checkbox', { name: MESSAGING_CONSENT_LABEL });

async function fillContact(page: Page, diner: Guest) {
  await page.getByLabel('Name').fill(diner.name);
  await page.getByLabel('Email').fill(diner.email);
  await page.getByLabel('Phone').fill(diner.phone);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a diner who ticks the box on /book gets the confirmation with the manage link on WhatsApp; one who does not gets none`, async ({
    page,
    messages,
    outbox,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const diner = uniqueGuest('Meera');
    const date = uniqueDate();

    await page.goto('/book');
    await page.getByLabel('Guests').selectOption('2');
    await pickDate(page, date);
    await seating(page, SEATING.first).click();
    await fillContact(page, diner);
    const box = consentBox(page);
    await expect(box).not.toBeChecked();
    // The label ticks it too, as a diner taps the words rather than the small box.
    await page.getByText(MESSAGING_CONSENT_LABEL).click();
    await expect(box).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await screenshotsInBothThemes(
      page,
      testInfo,
      `consent-${viewport.width}`,
      box.locator('xpath=..'),
    );
    await page.getByRole('button', { name: 'Book Table' }).click();
    await expect(toasts(page).getByText('Booking Confirmed!')).toBeVisible(PAST_ROBOT_CHECK);
    const confirmation = page.getByRole('region', { name: 'Your table is booked' });
    await expect(confirmation).toContainText(readableDate(date));
    const manageHref = await confirmation
      .getByRole('link', { name: 'Manage or cancel your booking' })
      .getAttribute('href');

    const message = await messages.waitFor(e164(diner.phone), 'booking_confirmed');
    expect(message.channel).toBe('whatsapp');
    expect(typeof message.bookingId).toBe('number');
    expect(message.text).toContain('your table for 2 guests');
    expect(message.text).toContain(SEATING.first);
    const link = /https?:\/\/\S+\/reservation\/[\w-]+/.exec(message.text)?.[0];
    expect(link, message.text).toBeDefined();
    expect(new URL(link!).pathname).toBe(new URL(manageHref!, page.url()).pathname);
    // The e-mail goes as before, and the message is the only one.
    await outbox.waitFor(diner.email, /^Your table at The Tasting Room/);
    expect(await messages.to(e164(diner.phone))).toHaveLength(1);

    // The link in the message opens the booking.
    await page.goto(new URL(link!).pathname);
    await expect(page.getByRole('heading', { name: 'Your booking', level: 1 })).toBeVisible();
    await expect(consentBox(page)).toBeChecked();

    // A diner who leaves the box alone gets the e-mail and no message.
    const quiet = uniqueGuest('Kabir');
    await page.goto('/book');
    await page.getByLabel('Guests').selectOption('2');
    await pickDate(page, date);
    await seating(page, SEATING.second).click();
    await fillContact(page, quiet);
    await page.getByRole('button', { name: 'Book Table' }).click();
    await expect(toasts(page).getByText('Booking Confirmed!')).toBeVisible(PAST_ROBOT_CHECK);
    await outbox.waitFor(quiet.email, /^Your table at The Tasting Room/);
    expect(await messages.to(e164(quiet.phone))).toHaveLength(0);
  });
}

test('a diner who ticks the box and joins the waitlist of a full seating gets the offer on WhatsApp with the claim link and when the hold ends', async ({
  page,
  staffApi,
  messages,
  outbox,
}) => {
  const date = uniqueDate();
  await createBooking(staffApi, { date, timeSlot: SEATING.second, guests: 8 });
  const leaving = await createBooking(staffApi, { date, timeSlot: SEATING.second, guests: 2 });
  const diner = uniqueGuest('Ira');

  await page.goto('/book');
  await page.getByLabel('Guests').selectOption('2');
  await pickDate(page, date);
  await expect(seating(page, SEATING.second)).toHaveAccessibleDescription('Fully booked');
  await fillContact(page, diner);
  await consentBox(page).check();
  await page.getByRole('button', { name: `Join the waitlist for ${SEATING.second}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You are on the waitlist' }),
  ).toContainText(`You are on the waitlist for ${SEATING.second} on ${readableDate(date)}`);
  await outbox.waitFor(diner.email, /^You are on the waitlist/);

  // The other party cancels through their own link: the diner is offered the two seats.
  const cancelled = await staffApi.post(
    `/api/reservations/manage/${new URL(leaving.manageUrl).pathname.split('/').pop()}/cancel`,
  );
  expect(cancelled.status()).toBe(200);
  const mail = await outbox.waitFor(diner.email, /^A table for 2 is free/);
  const offer = await messages.waitFor(e164(diner.phone), 'waitlist_offer');
  expect(offer.channel).toBe('whatsapp');
  expect(offer.text).toContain('seats for 2 guests have freed up');
  expect(offer.text).toContain(SEATING.second);
  expect(offer.text).toMatch(/We hold them for you until \S/);
  const claim = /https?:\/\/\S+\/waitlist\/[\w-]+/.exec(offer.text)?.[0];
  expect(claim, offer.text).toBeDefined();
  // The same claim link as the e-mail's.
  expect(mail.text).toContain(claim!);
  // Joining the waitlist sends no message of its own: the offer is the only one.
  expect((await messages.to(e164(diner.phone))).map((m) => m.template)).toEqual(['waitlist_offer']);

  await page.goto(new URL(claim!).pathname);
  await expect(page.getByRole('form', { name: 'Book the seats held for you' })).toContainText(
    'we hold them for you until',
  );
});
