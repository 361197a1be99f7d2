/**
 * A tiny element builder: text always goes in through textContent, so nothing from the
 * context (authorization_details are written by third-party apps) is ever parsed as HTML.
 * Elements are made by the document of the root a screen renders into (`dom(root)`), and the
 * screen reads the context of that root's page (`pageOf(root)`): the dev server's gallery
 * renders every thumbnail into its own frame from one page.
 */
import type { ConsentScreen, ScopeEntry, Screen } from '@screenkit/core';
import './layout.css';

type Child = Node | string | null | undefined | false;

/** The window `root` is in: the page whose context a screen reads and whose URL it posts to. */
export function pageOf(root: HTMLElement): Window | undefined {
  return root.ownerDocument.defaultView ?? undefined;
}

/** The builders for the page `root` is in. */
export function dom(root: HTMLElement) {
  const doc = root.ownerDocument;

  function h(tag: string, attributes: Record<string, string> = {}, ...children: Child[]) {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    for (const child of children) {
      if (child === null || child === undefined || child === false) continue;
      element.append(typeof child === 'string' ? doc.createTextNode(child) : child);
    }
    return element;
  }

  /** Card, title and the service's errors, shared by every screen. */
  function layout(screen: Screen, fallbackTitle: string, ...body: Child[]): HTMLElement {
    const texts = screen.screen.texts ?? {};
    // role=alert on a wrapper: on the <ul> itself it would hide the list from screen readers.
    const errors = screen.errors.length
      ? h(
          'div',
          { role: 'alert' },
          h(
            'ul',
            { class: 'errors' },
            ...screen.errors.map((error) => h('li', { 'data-code': error.code }, error.message)),
          ),
        )
      : null;
    return h(
      'main',
      { class: 'card' },
      screen.client?.name ? h('p', { class: 'client' }, screen.client.name) : null,
      h('h1', {}, texts.title ?? fallbackTitle),
      texts.description ? h('p', { class: 'description' }, texts.description) : null,
      errors,
      ...body,
    );
  }

  function button(label: string, onClick: () => void, secondary = false): HTMLElement {
    const element = h(
      'button',
      { type: 'button', ...(secondary ? { class: 'secondary' } : {}) },
      label,
    );
    element.addEventListener('click', onClick);
    return element;
  }

  /** What both consent screens show: the requested scopes. */
  function scopeList(scopes: readonly ScopeEntry[]): HTMLElement {
    return h(
      'ul',
      { class: 'scopes' },
      ...scopes.map((scope) =>
        h('li', {}, h('code', {}, scope.value), ` ${scope.description ?? ''}`),
      ),
    );
  }

  /** Decline and accept, labelled from the screen's texts. */
  function consentActions(screen: ConsentScreen): HTMLElement {
    const texts = screen.screen.texts ?? {};
    return h(
      'div',
      { class: 'actions' },
      button(texts.declineButtonText ?? 'Decline', () => void screen.deny(), true),
      button(texts.acceptButtonText ?? 'Accept', () => void screen.accept()),
    );
  }

  return { h, layout, button, scopeList, consentActions };
}
