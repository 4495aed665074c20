import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from '../../playwright.config';

/**
 * Signs the request context in (it shares cookies with its page's browser context). A context
 * that signed in before may send this on a kept-alive connection the server is closing at that
 * instant (its idle timeout), which fails with ECONNRESET before the server reads it; a browser
 * resends a request lost that way, and signing in twice is harmless, so this resends it once.
 */
export async function signInApi(
  request: APIRequestContext,
  credentials: { username: string; password: string } = E2E_ADMIN,
): Promise<void> {
  const res = await request.post('/api/auth/login', { data: credentials, maxRetries: 1 });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
}

export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

export function photoPng(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#7a5a12' } })
    .png()
    .toBuffer();
}

export async function uploadMedia(
  request: APIRequestContext,
  purpose: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<{ id: number; filePath: string }> {
  const res = await request.post('/api/media/upload', { multipart: { purpose, file } });
  if (res.status() !== 201) throw new Error(`upload failed: ${res.status()} ${await res.text()}`);
  return res.json();
}
