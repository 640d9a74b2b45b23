import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { createQueryClient } from '../lib/query-client.ts';
import { theme } from '../theme/theme.ts';
import { GlobalStyle } from '../theme/global-style.ts';
import { ToastProvider } from '../components/ui/toast.tsx';

/** `queryClient`: one made (and maybe already fetching) before the first render; otherwise a new one. */
export function AppProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
