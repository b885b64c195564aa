import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme as defaultTheme, type Theme } from './theme';

export interface ThemeProviderProps {
  children?: ReactNode;
  theme?: Theme;
  /** The global reset; remotes mounted inside the shell may leave it to the shell (same rules either way). */
  withGlobalStyle?: boolean;
}

export function ThemeProvider({ children, theme = defaultTheme, withGlobalStyle = true }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
