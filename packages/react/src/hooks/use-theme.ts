import { type FlattenedTheme, flattenTheme, themeCssVariables } from '@screenkit/core';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useScreenStore } from '../provider/screen-provider.js';

/** The branding theme flattened (the official `useAuth0Themes`), or null without a theme. */
export function useAuth0Themes(): FlattenedTheme | null {
  const branding = useStore(useScreenStore('useAuth0Themes'), (s) => s.context.branding);
  return useMemo(() => flattenTheme({ branding }), [branding]);
}

/**
 * The theme as CSS custom properties (`--ul-theme-color-primary-button`, ...), ready for a
 * `style` prop: `<div style={useThemeVariables()}>`. Empty without a theme.
 */
export function useThemeVariables(prefix?: string): Record<string, string> {
  const theme = useAuth0Themes();
  return useMemo(() => (theme ? themeCssVariables(theme, prefix) : {}), [theme, prefix]);
}
