import { CONTEXT_EDIT_EVENT, type ScreenStore } from '@screenkit/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginIdContext } from '../../../core/test-fixtures/contexts.js';
import { useTransaction } from '../hooks/context-hooks.js';
import { useErrors } from '../hooks/use-errors.js';
import { ScreenProvider, useScreenStore } from './screen-provider.js';

afterEach(cleanup);

function View() {
  const { errors, dismiss } = useErrors();
  return (
    <button type="button" onClick={() => dismiss()}>
      {useTransaction().state}:{errors.length}
    </button>
  );
}

describe('ScreenProvider context prop', () => {
  it('an equal inline context on re-render keeps state; a different one replaces it', () => {
    const { rerender } = render(
      <ScreenProvider context={loginIdContext()}>
        <View />
      </ScreenProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('st_login:1');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('st_login:0');
    rerender(
      <ScreenProvider context={loginIdContext()}>
        <View />
      </ScreenProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('st_login:0');
    rerender(
      <ScreenProvider
        context={loginIdContext({
          transaction: {
            state: 'st_2',
            errors: [
              { code: 'a', message: 'A' },
              { code: 'b', message: 'B' },
            ],
          },
        })}
      >
        <View />
      </ScreenProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('st_2:2');
  });
});

describe('ScreenProvider and the dev toolbar context editor', () => {
  const edit = (context: unknown) => {
    const event = new CustomEvent(CONTEXT_EDIT_EVENT, { detail: { context }, cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    return event.defaultPrevented;
  };

  it('applies an edited context in place on pages with the toolbar; keeps it on invalid ones', () => {
    const page = window as { __screenkitDevTools?: boolean };
    page.__screenkitDevTools = true;
    try {
      render(
        <ScreenProvider context={loginIdContext()}>
          <View />
        </ScreenProvider>,
      );
      expect(screen.getByRole('button').textContent).toBe('st_login:1');
      expect(edit(loginIdContext({ transaction: { state: 'st_edited', errors: [] } }))).toBe(true);
      expect(screen.getByRole('button').textContent).toBe('st_edited:0');
      expect(edit({ ...loginIdContext(), transaction: { state: 7 } })).toBe(false);
      expect(screen.getByRole('button').textContent).toBe('st_edited:0');
    } finally {
      delete page.__screenkitDevTools;
    }
  });

  it('ignores the event on pages without the dev toolbar (production pages)', () => {
    render(
      <ScreenProvider context={loginIdContext()}>
        <View />
      </ScreenProvider>,
    );
    expect(edit(loginIdContext({ transaction: { state: 'st_other' } }))).toBe(false);
    expect(screen.getByRole('button').textContent).toBe('st_login:1');
  });
});

/** The provider's store, captured for the test to submit through. */
const captured: { store?: ScreenStore } = {};
function Capture() {
  captured.store = useScreenStore();
  return null;
}

describe('ScreenProvider page prop', () => {
  it('reads the context of the page it is given and posts from that page, not this window', async () => {
    const frame = document.body.appendChild(document.createElement('iframe'));
    const page = frame.contentWindow as Window & { universal_login_context?: unknown };
    page.universal_login_context = loginIdContext({ transaction: { state: 'st_frame' } });
    const posted: HTMLFormElement[] = [];
    const forms = (page as unknown as { HTMLFormElement: typeof HTMLFormElement }).HTMLFormElement;
    const submit = vi.spyOn(forms.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      posted.push(this);
    });
    try {
      render(
        <ScreenProvider page={page}>
          <View />
          <Capture />
        </ScreenProvider>,
        { container: page.document.body.appendChild(page.document.createElement('div')) },
      );
      expect(page.document.body.textContent).toContain('st_frame:0');
      await act(() => captured.store?.getState().submit('default', { username: 'pat' }));
      expect(posted).toHaveLength(1);
      const form = posted[0] as HTMLFormElement;
      expect(form.ownerDocument).toBe(page.document);
      expect(form.getAttribute('action')).toBe(`${page.location.pathname}${page.location.search}`);
      expect(new FormData(form).get('state')).toBe('st_frame');
      // The post leaves that page: the screen stays busy until it has navigated.
      expect(captured.store?.getState().isSubmitting).toBe(true);
    } finally {
      submit.mockRestore();
      frame.remove();
    }
  });
});
