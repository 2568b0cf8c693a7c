/**
 * React Query for the islands that fetch after load. Spec 7: "Data queries never retry and do
 * not refetch on mount, reconnect or focus." Only islands that need it import this module, so
 * react-query stays out of the entry chunk.
 *
 * Usage in an island:
 *     export default function Reviews(props: Props) {
 *       return <QueryProvider><ReviewList {...props} /></QueryProvider>;
 *     }
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, useState, type ReactNode } from 'react';

export const queryDefaults = {
  retry: false,
  refetchOnMount: false,
  refetchOnReconnect: false,
  refetchOnWindowFocus: false,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...queryDefaults }, mutations: { retry: false } },
  });
}

let browserClient: QueryClient | undefined;

/**
 * In the browser every island shares one client, created on first use, so islands see each
 * other's cached answers. On the server each call gets a fresh client: a module-level cache
 * there would leak one shopper's data into another's page.
 */
export function getQueryClient(): QueryClient {
  if (typeof document === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return createElement(QueryClientProvider, { client }, children);
}
