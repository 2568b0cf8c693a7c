import { likeButtonSchema, productGallerySchema, purchasePanelSchema } from '../product/purchase/props-schema';
import type { PropsSchema } from './define';
import type { IslandName } from './registry';

/**
 * Server side of the props check for islands whose browser module checks its props with a
 * structural guard only (src/islands/props-guard.ts): their full zod/mini schema, which
 * src/ui/Island.tsx applies before it writes the props script. Server code only (the edge
 * bundles it; the browser never imports this module). Every island whose `propsSchema` is a
 * guard must be listed here (src/islands/server-props.test.ts checks it).
 */
export const serverPropsSchemas: Partial<Record<IslandName, PropsSchema>> = {
  PurchasePanel: purchasePanelSchema,
  LikeButton: likeButtonSchema,
  ProductGallery: productGallerySchema,
};

export type ServerPropsCheck = { ok: true; value: unknown } | { ok: false; summary: string };

/** The props to write for island `name`: as checked by its server schema when it has one. */
export function checkIslandProps(name: IslandName, props: unknown): ServerPropsCheck {
  const schema = serverPropsSchemas[name];
  if (!schema) return { ok: true, value: props };
  const checked = schema.safeParse(props);
  if (checked.success) return { ok: true, value: checked.data };
  return { ok: false, summary: checked.error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; ') };
}
