import type { Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: undefined };
const refuseEmptyName: Resolver<Values> = (values) =>
  values.name
    ? { values, errors: {} as Record<string, never> }
    : { values: {}, errors: { name: { type: 'too_small', message: 'Name is required' } } };

describe('lazyResolver', () => {
  it('when the form validates, then it answers exactly what the loaded resolver answers', async () => {
    const { resolver } = lazyResolver(() => Promise.resolve(refuseEmptyName));

    expect(await resolver({ name: '' }, undefined, options)).toEqual(
      await refuseEmptyName({ name: '' }, undefined, options),
    );
    expect(await resolver({ name: 'Asha' }, undefined, options)).toEqual({
      values: { name: 'Asha' },
      errors: {},
    });
  });

  it('when preloaded and used many times, then the resolver is loaded once', async () => {
    const load = vi.fn(() => Promise.resolve(refuseEmptyName));
    const { resolver, preload } = lazyResolver(load);

    preload();
    preload();
    await resolver({ name: 'Asha' }, undefined, options);
    await resolver({ name: '' }, undefined, options);

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when a preload failed, then the next check downloads again and validates', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(refuseEmptyName);
    const { resolver, preload } = lazyResolver(load);

    preload();

    expect(await resolver({ name: 'Asha' }, undefined, options)).toEqual({
      values: { name: 'Asha' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when the download keeps failing, then the check fails and a later one tries again', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(refuseEmptyName);
    const { resolver } = lazyResolver(load);

    await expect(resolver({ name: 'Asha' }, undefined, options)).rejects.toThrow(TypeError);
    expect(await resolver({ name: '' }, undefined, options)).toEqual(
      await refuseEmptyName({ name: '' }, undefined, options),
    );
    expect(load).toHaveBeenCalledTimes(3);
  });
});
