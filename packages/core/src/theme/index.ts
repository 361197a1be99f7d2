export {
  type FlattenedTheme,
  flattenTheme,
  type ThemeContext,
  themeCssVariables,
} from './flatten-theme.js';
