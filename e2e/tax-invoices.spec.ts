import { financialYearOf } from '@shared/invoicing/financial-year';
import { expect, test, toasts } from './fixtures';
import {
  addDish,
  addToCart,
  checkoutButton,
  deliveryForm,
  fillDelivery,
  ordersOf,
  sandboxDialog,
  setContactAndSocial,
  setCorporateOrdering,
} from './support/corporate-data';
import { readPdfDownload, setLegalDetails } from './support/invoice-data';
import { createDish, payOrder, uniqueDelivery, type PlacedOrder } from './support/order-data';
import { corporateOrderBill } from '@shared/money';

// Issue 26 in the browser: a buyer's GST details reach the tax invoice they download from their
// order page, staff download it from the order row, and a quote request reaches staff and mail.

const fy = () => financialYearOf(new Date(), 'Asia/Kolkata').short;

test('a buyer enters the company’s GSTIN at checkout, pays, and downloads the tax invoice in its name from their order page', async ({
  page,
  staffApi,
}) => {
  await setCorporateOrdering(staffApi, true);
  await setLegalDetails(staffApi);
  const dish = await addDish(staffApi, { name: 'Executive Lunch Box', price: 450 });
  await page.goto('/corporate');
  await addToCart(page, dish, 4);
  await fillDelivery(page, 'Acme Infotech');

  const form = deliveryForm(page);
  await form.getByLabel('Add our company’s GST details to the invoice').check();
  await form.getByLabel('Legal name of the company').fill('Acme Infotech Private Limited');
  // A mistyped GSTIN is caught by its check character before anything is sent.
  await form.getByLabel('GSTIN (optional)').fill('27AAPFU0939F1ZW');
  await form.getByLabel('Billing address').fill('Unit 401, Tech Park, Andheri East, Mumbai 400069');
  await checkoutButton(page).click();
  await expect(
    form.getByText('This GSTIN has a typing mistake: its last character does not match the others'),
  ).toBeVisible();
  await form.getByLabel('GSTIN (optional)').fill('27aapfu0939f1zv');
  await form.getByLabel('PO number (optional)').fill('PO-2026-118');
  await checkoutButton(page).click();
  await sandboxDialog(page).getByRole('button', { name: 'Pay' }).click();
  await expect(toasts(page).getByText('Order Confirmed!', { exact: true })).toBeVisible();
  await page.waitForEvent('load');

  const [order] = await ordersOf(staffApi, 'Acme Infotech');
  expect(order?.billing).toEqual({
    legalName: 'Acme Infotech Private Limited',
    gstin: '27AAPFU0939F1ZV',
    address: 'Unit 401, Tech Park, Andheri East, Mumbai 400069',
    state: '27',
    poNumber: 'PO-2026-118',
  });
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order!.id}` })).toBeVisible();
  const invoiceLink = page.getByRole('link', {
    name: `Download tax invoice ${order!.invoice!.number} (PDF)`,
  });
  await expect(page.getByText('Maharashtra (27)')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), invoiceLink.click()]);
  const pdf = await readPdfDownload(download);
  expect(pdf.name).toBe(`tax-invoice-TTR-${fy()}-1.pdf`);
  for (const fact of [
    'TAX INVOICE',
    `TTR/${fy()}/1`,
    'Acme Infotech Private Limited',
    'GSTIN: 27AAPFU0939F1ZV',
    'GSTIN: 29AAGCB7383J1Z4',
    'Maharashtra (27)',
    'IGST @ 5%',
    // 4 × ₹450 = ₹1,800 + ₹90 IGST.
    '1,890.00',
    'Rupees One Thousand Eight Hundred Ninety Only',
    'Tax is not payable on reverse charge.',
  ]) {
    expect(pdf.text).toContain(fact);
  }
});

test('staff download a paid order’s tax invoice from its row', async ({
  page,
  staffApi,
  request,
  loginByApi,
}) => {
  await setCorporateOrdering(staffApi, true);
  await setLegalDetails(staffApi);
  const dish = await createDish(staffApi, { name: 'Festival Hamper', price: 1200 });
  const items = [{ itemId: dish.id, name: dish.name, price: dish.price, quantity: 2 }];
  const created = await request.post('/api/corporate-orders/create', {
    data: {
      items,
      totalAmount: corporateOrderBill(items).totalPaise,
      deliveryDetails: uniqueDelivery({ companyName: 'Bengaluru Bakers' }),
      billing: { legalName: 'Bengaluru Bakers LLP' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const placed = (await created.json()) as PlacedOrder;
  await payOrder(request, placed);

  await loginByApi();
  await page.goto('/staff/orders');
  const toggle = page.getByRole('button', { name: new RegExp(`^Order #${placed.id}\\b`) });
  await toggle.click();
  const row = page.getByRole('listitem').filter({ has: toggle });
  await expect(row.getByText('Bengaluru Bakers LLP')).toBeVisible();
  const link = row.getByRole('link', { name: new RegExp(`^TTR/${fy()}/\\d+ \\(PDF\\)$`) });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const pdf = await readPdfDownload(download);
  expect(pdf.name).toMatch(new RegExp(`^tax-invoice-TTR-${fy()}-\\d+\\.pdf$`));
  // Billed in the restaurant's own state: central and state tax, half each.
  for (const fact of [
    'Bengaluru Bakers LLP',
    'GSTIN: Unregistered',
    'CGST @ 2.5%',
    'SGST @ 2.5%',
  ]) {
    expect(pdf.text).toContain(fact);
  }
});

test('a visitor requests a quote while ordering is closed; it reaches staff’s list and both mailboxes', async ({
  page,
  staffApi,
  loginByApi,
  outbox,
}) => {
  await setCorporateOrdering(staffApi, false);
  await setContactAndSocial(
    staffApi,
    { phone: '+91 80 4567 8910', email: 'catering@tastingroom.example' },
    {},
  );
  await page.goto('/corporate');
  await page.getByRole('button', { name: 'Request a quote' }).click();
  const form = page.getByRole('form', { name: 'Request a quote' });
  await form.getByLabel('Your name').fill('Kavya Menon');
  await form.getByLabel('Company (optional)').fill('Lotus Analytics');
  await form.getByLabel('Email').fill('kavya@lotus.example');
  await form.getByLabel('Phone').fill('+91 99000 11223');
  const eventDay = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Event date').fill(eventDay);
  await form.getByLabel('Guests').fill('120');
  await form.getByLabel('Tell us about the event (optional)').fill('Annual day lunch.');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(
    page.getByRole('region', { name: 'Request a quote' }).getByRole('status'),
  ).toContainText('We have received your request');

  const toVisitor = await outbox.waitFor('kavya@lotus.example', /Your catering quote request/);
  expect(toVisitor.text).toContain('Guests: 120');
  const toRestaurant = await outbox.waitFor(
    'catering@tastingroom.example',
    /New catering quote request from Lotus Analytics/,
  );
  expect(toRestaurant.text).toContain('/staff/quotes');

  await loginByApi();
  await page.goto('/staff/quotes');
  const request = page.getByRole('listitem').filter({ hasText: 'Lotus Analytics · Kavya Menon' });
  await expect(request).toContainText('120 guests');
  await expect(request.getByText('New', { exact: true })).toBeVisible();
  await request.getByRole('button', { name: 'Mark answered' }).click();
  await expect(request.getByText('Answered', { exact: true })).toBeVisible();
  await expect(request.getByRole('button', { name: 'Close' })).toBeVisible();
});
