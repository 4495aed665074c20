import fs from 'node:fs/promises';
import { expect, type APIRequestContext, type Download } from '@playwright/test';
import { RESTAURANT_LEGAL } from '../../server/test/restaurant-legal';

// The tax invoice tests' data: the restaurant's legal details saved as an admin would, and the
// text of a downloaded PDF, read back with pdf.js.

export async function setLegalDetails(staffApi: APIRequestContext): Promise<void> {
  const res = await staffApi.put('/api/site-settings/legal', { data: RESTAURANT_LEGAL });
  expect(res.status(), await res.text()).toBe(200);
}

/** A download's file name and the text of its pages. */
export async function readPdfDownload(download: Download): Promise<{ name: string; text: string }> {
  const bytes = await fs.readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? `${item.str} ` : '')).join('');
  }
  await doc.destroy();
  return { name: download.suggestedFilename(), text: text.replace(/\s+/g, ' ') };
}
