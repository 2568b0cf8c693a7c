import * as z from 'zod';

/** The origin's signing keys (`GET /.well-known/jwks.json`), which the session middleware verifies against. */
export const JwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });
export type Jwks = z.infer<typeof JwksSchema>;
