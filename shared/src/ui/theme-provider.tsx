import { useContext, type ReactNode } from 'react';
import { ThemeContext, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme as defaultTheme, type Theme } from './theme';

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Without one, the theme around it (the host's, in its brand), else the demo's. */
  theme?: Theme;
  /** The global reset; remotes mounted inside the shell may leave it to the shell (same rules either way). */
  withGlobalStyle?: boolean;
}

export function ThemeProvider({ children, theme, withGlobalStyle = true }: ThemeProviderProps) {
  const outer = useContext(ThemeContext);
  return (
    <StyledThemeProvider theme={theme ?? outer ?? defaultTheme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
