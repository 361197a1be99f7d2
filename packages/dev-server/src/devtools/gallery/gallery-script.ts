/**
 * The gallery's browser side, plain DOM: filters cards in place (no page load), keeps the
 * filters in the URL (replaceState, so a reload or a shared link shows the same view), and
 * gives a thumbnail its frame only once its card comes near the viewport, so a gallery of
 * ninety screens starts as fast as one. A filter that changes what a frame shows drops the
 * loaded frames; the observer loads the visible ones again. `previewSearch` is the server's own
 * function (gallery-page.ts), inlined, so both build the same URLs.
 */
export const galleryScript = (previewSearch: (...args: never[]) => string): string => `(() => {
  const previewSearch = ${previewSearch.toString()};
  const data = JSON.parse(document.getElementById('screenkit-gallery-data').textContent);
  const variantsOf = new Map(data.screens.map((s) => [s.prompt + '/' + s.screen, s.variants]));
  const form = document.querySelector('form.filters');
  const cards = [...document.querySelectorAll('li.shot')];
  const count = document.querySelector('[data-testid="shown-count"]');
  const DEFAULTS = { prompt: '', variant: 'default', locale: '', theme: '', q: '' };
  const filters = () => {
    const f = {};
    for (const key of Object.keys(DEFAULTS)) f[key] = form.elements[key].value;
    return f;
  };
  const href = (card, f, frame) =>
    '/preview/' + card.dataset.prompt + '/' + card.dataset.screen + previewSearch(f, frame);
  // At most MAX_LOADING frames load at once, in the order their cards came into view: on a
  // busy machine the first thumbnails appear first instead of all of them crawling together.
  // Where each frame runs its own app, the very first frame loads alone: it fills the
  // browser's cache with what every frame shares (the app's modules and dependencies), which
  // the next ones then read instead of all fetching the same files at once
  // (bench/gallery.bench.mjs, cold).
  const MAX_LOADING = 4;
  const queue = [];
  let loading = 0;
  let ownSettled = 0; // frames with their own app loaded (or failed)
  // In a Vite project one hidden host page loads the app once and renders every thumbnail into
  // its frame (vite/gallery-host.ts): frames come without their own app (shell=1) and open
  // while the host loads. A host without a renderer, one that cannot render into another page
  // (the project's mount takes no page: render answers false) and a host reloaded by Vite (a
  // change) reload the frames: with their own app in the first two cases, queued again as
  // frames without a host are.
  let renderer = data.host ? undefined : null;
  let hostLoaded;
  const host = new Promise((resolve) => { hostLoaded = resolve; });
  const frameSrc = (thumb) => thumb.dataset.src + (renderer === null ? '' : '&shell=1');
  const hostFrame = document.querySelector('iframe[data-gallery-host]');
  const reloadFrames = () => {
    if (renderer) {
      for (const thumb of document.querySelectorAll('.thumb iframe')) thumb.src = frameSrc(thumb.parentElement);
      return;
    }
    const thumbs = [];
    for (const frame of document.querySelectorAll('.thumb iframe')) {
      thumbs.push(frame.parentElement);
      frame.dispatchEvent(new Event('error')); // frees its slot if still loading
      frame.remove();
    }
    queue.unshift(...thumbs);
    pump();
  };
  const onHost = () => {
    if (!hostFrame.src) return; // its first document, about:blank, before the host starts
    const reloaded = renderer !== undefined;
    renderer = hostFrame.contentWindow.screenkitGallery || null;
    hostLoaded();
    if (reloaded || !renderer) reloadFrames();
  };
  const render = (frame) => host
    .then(() => renderer && renderer.render(frame.contentWindow))
    .then((rendered) => { if (rendered === false && renderer) { renderer = null; reloadFrames(); } })
    .catch((error) => console.error(error));
  if (hostFrame) hostFrame.addEventListener('load', onHost);
  else hostLoaded();
  // The host loads once the frames in view have: a shell arrives with its screen rendered by
  // the server, and the host's app would hold up the shells on the thread they share.
  const startHost = () => {
    if (hostFrame && !hostFrame.src) hostFrame.src = hostFrame.dataset.src;
  };
  const firstAlone = () => renderer === null && ownSettled === 0;
  const pump = () => {
    while (loading < (firstAlone() ? 1 : MAX_LOADING) && queue.length) {
      const thumb = queue.shift();
      if (thumb.querySelector('iframe') || thumb.parentElement.hidden) continue;
      const frame = document.createElement('iframe');
      frame.src = frameSrc(thumb);
      frame.title = thumb.parentElement.dataset.screen;
      frame.tabIndex = -1;
      frame.setAttribute('aria-hidden', 'true');
      loading++;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        loading--;
        if (!frame.src.endsWith('&shell=1')) ownSettled++;
        pump();
        if (loading === 0) startHost();
      };
      // A shell's slot frees once it has loaded: the host renders into it whenever it is ready.
      frame.addEventListener('load', () => {
        finish();
        if (frame.src.endsWith('&shell=1')) render(frame);
      });
      frame.addEventListener('error', finish);
      thumb.append(frame);
    }
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      queue.push(entry.target);
    }
    pump();
  }, { rootMargin: '100px 0px' });
  const apply = () => {
    const f = filters();
    const q = f.q.trim().toLowerCase();
    let shown = 0;
    for (const card of cards) {
      const key = card.dataset.prompt + '/' + card.dataset.screen;
      const visible = (!f.prompt || card.dataset.prompt === f.prompt)
        && (variantsOf.get(key) || []).includes(f.variant)
        && (!q || card.dataset.screen.includes(q) || card.dataset.prompt.includes(q));
      card.hidden = !visible;
      if (visible) shown++;
      const thumb = card.querySelector('.thumb');
      const src = href(card, f, true);
      card.querySelector('a.open').href = href(card, f, false);
      if (thumb.dataset.src !== src) {
        thumb.dataset.src = src;
        const stale = thumb.querySelector('iframe');
        // A frame dropped while loading never fires load: free its slot here.
        if (stale) { stale.dispatchEvent(new Event('error')); stale.remove(); }
      }
      observer.unobserve(thumb);
      if (visible && !thumb.querySelector('iframe')) observer.observe(thumb);
    }
    count.textContent = String(shown);
    const url = new URLSearchParams();
    for (const [key, value] of Object.entries(f)) if (value !== DEFAULTS[key]) url.set(key, value);
    const search = url.toString();
    history.replaceState(null, '', location.pathname + (search ? '?' + search : ''));
  };
  form.addEventListener('submit', (event) => { event.preventDefault(); apply(); });
  form.addEventListener('change', apply);
  form.elements.q.addEventListener('input', apply);
  apply();
})();`;
