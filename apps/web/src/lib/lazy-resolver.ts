// A form whose shared zod schema loads with the form's first use instead of with its page, so the page
// does not fetch zod before it is interactive (decision 0034). It validates with zodResolver on the
// same schema, so the mode and the messages are the form's as before; only the first validation
// waits for the load, unless the form warmed it when first focused or typed in.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { withChunkReload } from './chunk-reload.ts';

export interface LazyResolver<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  /** Starts the load (once); call it as the form is first focused or typed in, so a submit does not wait. */
  warm: () => void;
}

/**
 * A resolver for the schema `loadSchema` gives, typically a dynamic import of a shared schema module
 * (`() => import('@dcm/shared/auth/schema').then((m) => m.LoginBody)`); loaded once, again after a
 * failure. A deploy that removed the chunk reloads the page, as any lazy chunk does (chunk-reload.ts).
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): LazyResolver<z.input<Schema>, z.output<Schema>> {
  type Loaded = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let loading: Promise<Loaded> | undefined;
  const load = (): Promise<Loaded> => {
    loading ??= withChunkReload(loadSchema).then(
      (schema) => zodResolver(schema) as Loaded,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    // A failure here shows when the form validates, which loads again.
    warm: () => void load().catch(() => undefined),
  };
}
