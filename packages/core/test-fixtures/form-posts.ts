// jsdom does not navigate: tests of the browser transport record the <form> it would have posted.
import { vi } from 'vitest';

/** Puts the page at `url` and records each form the page posts instead of navigating. */
export function recordFormPosts(url: string): HTMLFormElement[] {
  window.history.replaceState(null, '', url);
  const posted: HTMLFormElement[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    posted.push(this);
  });
  return posted;
}
