import type {Page} from '@playwright/test';

/**
 * The RGBA pixels of a PNG (a screenshot), decoded by the browser in a blank page of its own (the
 * site's page may forbid `data:` images in its Content-Security-Policy).
 */
export async function decodePng(page: Page, png: Buffer): Promise<{width: number; height: number; data: number[]}> {
  const decoder = await page.context().newPage();
  try {
    return await decoder.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return {width: image.width, height: image.height, data: Array.from(context.getImageData(0, 0, image.width, image.height).data)};
    }, png.toString('base64'));
  } finally {
    await decoder.close();
  }
}
