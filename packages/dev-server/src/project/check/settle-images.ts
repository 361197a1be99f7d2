/**
 * What `screenkit check` waits for inside the page before its screenshot: fonts, and every image
 * loaded and decoded, including images a later render adds or swaps in. Runs in the browser
 * (passed to `page.evaluate`), so it reads the document's own state rather than request events,
 * which can reach the check after the page has moved on when the machine is loaded.
 */

/**
 * Resolves once the fonts are ready and every <img> is complete (loaded with its natural size,
 * or failed) and decoded, and that still holds, with the same images, after two painted frames;
 * else waits again for the images there are then. Bounded by `timeout` milliseconds (an image
 * that never loads is the screenshot's to show).
 */
export async function imagesAndFontsSettled(timeout: number): Promise<void> {
  const deadline = performance.now() + timeout;
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  const loaded = (image: HTMLImageElement) =>
    new Promise<void>((done) => {
      image.addEventListener('load', () => done(), { once: true });
      image.addEventListener('error', () => done(), { once: true });
      if (image.complete) done();
    });
  const settledImages = async (images: HTMLImageElement[]) => {
    await Promise.all(images.map(loaded));
    await Promise.all(
      images
        .filter((image) => image.naturalWidth > 0)
        .map((image) => image.decode().catch(() => undefined)),
    );
  };
  while (performance.now() < deadline) {
    await document.fonts.ready;
    const images = [...document.images];
    // A full-page screenshot shows what is below the fold too: lazy images load now.
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    let expired: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      settledImages(images),
      new Promise((done) => {
        expired = setTimeout(done, Math.max(0, deadline - performance.now()));
      }),
    ]);
    clearTimeout(expired);
    await frame();
    await frame();
    const now = [...document.images];
    if (
      document.fonts.status === 'loaded' &&
      now.length === images.length &&
      now.every((image, index) => image === images[index] && image.complete)
    )
      return;
  }
}
