import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ToastProvider } from '../components/ui/toast/toast-provider';
import { theme } from '../config/theme';
import { swrConfig } from '../lib/swr';

/** Theme, data cache and toasts. `swr` lets tests give each render its own cache. */
export function AppProvider({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={{ ...swrConfig, ...swr }}>
        <ToastProvider>{children}</ToastProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
