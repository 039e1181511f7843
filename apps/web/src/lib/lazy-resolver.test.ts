import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody } from '@dcm/shared';
import type { ResolverOptions } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, chunkReload } from './chunk-reload.ts';
import { lazyZodResolver } from './lazy-resolver.ts';

type Login = typeof LoginBody._zod.input;

const options: ResolverOptions<Login> = { fields: {}, shouldUseNativeValidation: false };
const loadLogin = () => import('@dcm/shared/auth/schema').then((module) => module.LoginBody);

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('a resolver whose schema loads on demand', () => {
  it('gives the field errors zodResolver gives for the same schema, and passes what it passes', async () => {
    const { resolver } = lazyZodResolver(loadLogin);
    const direct = zodResolver(LoginBody);
    for (const values of [
      { email: 'not-an-email', password: '' },
      { email: '', password: 'x'.repeat(201) },
      { email: 'dentist@example.com', password: 'Right-pass-1' },
    ]) {
      expect(await resolver(values, undefined, options)).toEqual(await direct(values, undefined, options));
    }
    const valid = await resolver({ email: 'dentist@example.com', password: 'Right-pass-1' }, undefined, options);
    expect(valid.errors).toEqual({});
    const invalid = await resolver({ email: 'not-an-email', password: '' }, undefined, options);
    expect(Object.keys(invalid.errors)).toEqual(['email', 'password']);
  });

  it('loads the schema once, when warmed, and not before', async () => {
    const load = vi.fn(loadLogin);
    const form = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();
    form.warm();
    form.warm();
    await form.resolver({ email: 'dentist@example.com', password: 'Right-pass-1' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failure, and reloads the page when a deploy removed the chunk', async () => {
    const reload = vi.spyOn(chunkReload, 'reload').mockImplementation(() => undefined);
    const load = vi.fn(loadLogin).mockRejectedValueOnce(new Error('offline'));
    const form = lazyZodResolver(load);
    await expect(form.resolver({ email: '', password: '' }, undefined, options)).rejects.toThrow('offline');
    expect((await form.resolver({ email: '', password: '' }, undefined, options)).errors).toHaveProperty('email');
    expect(load).toHaveBeenCalledTimes(2);

    const gone = lazyZodResolver(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/schema-x.js')));
    gone.warm();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
  });
});
