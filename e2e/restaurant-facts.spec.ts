import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createBooking } from './support/test-data';

// One set of restaurant facts: the contact settings feed the Contact page, the footer, the
// search engines' JSON-LD and the booking e-mails. Before staff fill them in, nothing invented
// may look real.

/** The home page's schema.org description, as search engines read it from the first HTML. */
async function homeJsonLd(page: Page) {
  const html = await (await page.request.get('/')).text();
  const json = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, 'the home page has JSON-LD').toBeTruthy();
  return JSON.parse(json!) as Record<string, unknown>;
}

test('on a fresh install the Contact page and the footer agree on the fallbacks, and nothing made up is linked', async ({
  page,
}) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  const footer = page.getByRole('contentinfo');
  await expect(main.getByText('Address not available')).toBeVisible();
  await expect(main.getByText('Phone not available')).toBeVisible();
  await expect(footer.getByText('Address not available')).toBeVisible();
  await expect(footer.getByText('Phone not available')).toBeVisible();
  // Until staff set the hours, both show the fixed list: every day 11 AM - 11 PM.
  await expect(main.getByText('11 AM - 11 PM')).toHaveCount(7);
  await expect(footer.getByText('11 AM - 11 PM')).toHaveCount(7);
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
  await expect(page.getByText(/Culinary Street/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Get directions/ })).toHaveCount(0);
  const jsonLd = await homeJsonLd(page);
  expect(jsonLd).not.toHaveProperty('address');
  expect(jsonLd).not.toHaveProperty('telephone');
});

test('after staff set the contact details, Contact, footer, JSON-LD and the next e-mail all show them', async ({
  page,
  staffApi,
  outbox,
}) => {
  const contact = {
    phone: '+91 80 4000 7788',
    email: 'table@tastingroom.example',
    address: '21 Lavelle Road\nBengaluru 560001',
    openingHours: 'Daily: 7pm-11pm',
    mapUrl: 'https://maps.example.com/tasting-room',
  };
  const saved = await staffApi.put('/api/site-settings/contact', { data: contact });
  expect(saved.status()).toBe(200);

  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByText('21 Lavelle Road')).toBeVisible();
  await expect(main.getByRole('link', { name: '+91 80 4000 7788' })).toHaveAttribute(
    'href',
    'tel:+918040007788',
  );
  await expect(main.getByRole('link', { name: 'table@tastingroom.example' })).toHaveAttribute(
    'href',
    'mailto:table@tastingroom.example',
  );
  await expect(main.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
    'href',
    contact.mapUrl,
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('21 Lavelle Road')).toBeVisible();
  await expect(footer.getByRole('link', { name: /\+91 80 4000 7788/ })).toBeVisible();
  await expect(page.getByText('Address not available')).toHaveCount(0);
  // The hours staff set, day by day, on the Contact page and in the footer alike.
  await expect(main.getByText('7 PM - 11 PM')).toHaveCount(7);
  await expect(footer.getByText('7 PM - 11 PM')).toHaveCount(7);
  await expect(footer.getByText('11 AM - 11 PM')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const jsonLd = await homeJsonLd(page);
  expect(jsonLd).toMatchObject({
    address: contact.address,
    telephone: contact.phone,
    email: contact.email,
    hasMap: contact.mapUrl,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '19:00',
        closes: '23:00',
      },
    ],
  });

  const booking = await createBooking(staffApi);
  const mail = await outbox.waitFor(booking.email, /Your table at The Tasting Room/);
  expect(mail.text).toContain('Address: 21 Lavelle Road, Bengaluru 560001');
  expect(mail.text).toContain('Phone: +91 80 4000 7788');
  expect(mail.text).toContain(contact.mapUrl);
});
