import type { components } from '@bff/generated/upstream';
import { isNotFound } from '@bff/http/not-found';
import type { QuantityRules } from '@bff/schemas/cart';
import type { UpstreamClient } from '@bff/upstream/client';

type QuantityOptions = components['schemas']['QuantityOptions'];

/**
 * The rules a typed quantity of the product keeps to, as its page's quantity field applies them: a
 * typed quantity's limits (style 1), or from the first range to the last one step at a time (style
 * 3). None for garment sizes (style 2) or a product sold only in its listed quantities, which the
 * upstream checks when it prices the line.
 */
export function quantityRulesOf(options: QuantityOptions): QuantityRules | null {
  if (options.quantity_style === 1) return options.custom_quantity ?? null;
  if (options.quantity_style === 3 && options.ranges.length > 0) {
    return {
      min: Math.min(...options.ranges.map((range) => range.range_from)),
      max: Math.max(...options.ranges.map((range) => range.range_to)),
      step: 1,
    };
  }
  return null;
}

/**
 * Each variation's quantity rules (GET quantity/{id}, cached like the rest of the catalogue). A
 * variation the upstream no longer has gets none: pricing the line says it is gone.
 */
export async function loadQuantityRules(upstream: UpstreamClient, variationIds: readonly number[]): Promise<Map<number, QuantityRules | null>> {
  const ids = [...new Set(variationIds)];
  const rules = await Promise.all(
    ids.map((id) =>
      upstream.getCached('quantity/{id}', { path: { id } }).then(
        (answer) => quantityRulesOf(answer.data),
        (error: unknown) => {
          if (isNotFound(error)) return null;
          throw error;
        },
      ),
    ),
  );
  return new Map(ids.map((id, index) => [id, rules[index] ?? null]));
}
