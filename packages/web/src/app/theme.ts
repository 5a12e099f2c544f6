import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A Mantine palette with its two darkest shades replaced: the ones text and filled controls use. */
function withDarkTail(name: 'green' | 'red' | 'teal', shade8: string, shade9: string): MantineColorsTuple {
  const [s0, s1, s2, s3, s4, s5, s6, s7] = DEFAULT_THEME.colors[name];
  return [s0, s1, s2, s3, s4, s5, s6, s7, shade8, shade9];
}

/**
 * WCAG AA asks 4.5:1 for text. Mantine's defaults fall short in the sun: white on its filled blue
 * is 4.2:1 and on green 2.7:1, and its grey "dimmed" text is 3.3:1. Filled controls and coloured
 * text use shade 8 (the light variant's text shade 9), and green's and red's are darkened so that
 * both hold 4.5:1 on white and on their own light backgrounds (teal too, for the photos buttons). Any other colour's filled control
 * takes black text when white would fall below 4.5:1 (a luminance above 0.179).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.179,
  colors: {
    green: withDarkTail('green', '#237a36', '#1b6a2d'),
    red: withDarkTail('red', '#d42a2a', '#b02525'),
    teal: withDarkTail('teal', '#087455', '#066649'),
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
});

/** Secondary ("dimmed") and placeholder text, 4.5:1 on white and on the calendar's light blue, and on dark inputs. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Placeholders (and a file input's "choose" text) too: Mantine's are 2.1:1 in light and 2.5:1 in dark.
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-placeholder': '#6c757d' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)', '--mantine-color-placeholder': '#9a9a9a' },
});
