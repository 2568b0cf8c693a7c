// Bundled in place of `@tanstack/react-query` in the edge worker (wrangler.toml [alias]): islands
// use react-query in the browser only (each draws its server HTML without a query client:
// ConsentToggles, CartView, CartCount; SearchBar's suggestions and the recommendation sheet are
// drawn only after the shopper acts), so the worker need not carry the library (33 KB). Should a
// server render ever reach it, it fails loudly here rather than quietly shipping the library.
const serverOnly = (name) => () => {
  throw new Error(`@tanstack/react-query ${name} was called during a server render: islands use react-query in the browser only (worker-aliases/react-query.js)`);
};

export const useQuery = serverOnly('useQuery');
export const useMutation = serverOnly('useMutation');
export const useQueryClient = serverOnly('useQueryClient');
export const QueryClientProvider = serverOnly('QueryClientProvider');
export class QueryClient {
  constructor() {
    serverOnly('QueryClient')();
  }
}
