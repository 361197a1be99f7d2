/**
 * The one element of @screenkit/react that sets markup. The HTML always comes from core's
 * template renderer, which escapes every value (templates cannot output raw HTML), so a hostile
 * `authorization_details` entry reaches the page as text. Never pass markup from anywhere else.
 */
import { assertScreen, type ScreenState, type UniversalLoginContext } from '@screenkit/core';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useScreenStore } from '../provider/screen-provider.js';

export interface PartialElementProps {
  /** Class of the wrapping <div>. */
  className?: string;
  id?: string;
}

const selectContext = (s: ScreenState) => s.context;

/** Escaped markup of the customized-consent partial: core's `render` of `template` for the page context. */
export function usePartialMarkup<T>(
  hook: string,
  render: (context: UniversalLoginContext, template: T) => string,
  template: T,
): string {
  const context = useStore(useScreenStore(hook), selectContext);
  assertScreen(['customized-consent'], context.screen.name);
  return useMemo(() => render(context, template), [render, context, template]);
}

export function PartialElement({ html, className, id }: PartialElementProps & { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: core's template output, every value escaped
  return <div className={className} id={id} dangerouslySetInnerHTML={{ __html: html }} />;
}
