import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type TModule<P> = { default: ComponentType<P> };

export type TLazyScreen<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the code; resolves once it can render without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy, plus `preload`. A screen whose code has arrived renders at once: React's lazy reads a thenable
 * that settles synchronously without suspending, so the first render after a preload shows the screen,
 * not 'Please wait..' followed by the screen a moment later (React holds back such reveals to batch them).
 */
export function lazyScreen<P>(load: () => Promise<TModule<P>>): TLazyScreen<P> {
  let loaded: TModule<P> | undefined;
  let loading: Promise<TModule<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a later render tries again
        throw error;
      },
    );
    return loading;
  };
  const settledThenable = (module: TModule<P>) =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable that settles at once is the point (see above)
    ({ then: (resolve: (value: TModule<P>) => void) => resolve(module) }) as unknown as Promise<TModule<P>>;
  const component = lazy(() => (loaded ? settledThenable(loaded) : preload()));
  return Object.assign(component, { preload });
}
