import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '@shared/constants';

// A 5 MB file can still declare a huge canvas; refuse anything past ~50 megapixels.
const MAX_INPUT_PIXELS = 50_000_000;

export type ResizedImage = { width: number; data: Buffer };

/** Reads an image's width, or undefined when the bytes do not decode as an image. */
export async function imageWidth(data: Buffer): Promise<number | undefined> {
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return meta.width;
  } catch {
    return undefined;
  }
}

/** WebP copies at each standard width narrower than the original (no upscaling). */
export async function makeWebpVariants(
  data: Buffer,
  originalWidth: number,
): Promise<ResizedImage[]> {
  const widths = IMAGE_VARIANT_WIDTHS.filter((w) => w < originalWidth);
  return Promise.all(
    widths.map(async (width) => ({
      width,
      data: await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate() // honour EXIF orientation before the metadata is dropped
        .resize({ width })
        .webp({ quality: 78 })
        .toBuffer(),
    })),
  );
}
