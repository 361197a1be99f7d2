export {
  type FlattenedTheme,
  flattenTheme,
  type ThemeContext,
  themeCssVariables,
} from './flatten-theme.js';
export { SERVICE_DEFAULT_THEME } from './service-default-theme.js';
