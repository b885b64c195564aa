import type { GlobalProvider } from '@ladle/react';
import { ThemeProvider } from '../src/ui';

/** Every story inside the theme and global styles the apps use. */
export const Provider: GlobalProvider = ({ children }) => <ThemeProvider>{children}</ThemeProvider>;
