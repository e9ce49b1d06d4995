import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./routes`: a module whose default export is a component without props
 * rendering that remote's <Routes>. loadRemote() answers `unknown`; isRemoteRoutesModule narrows it.
 */
export type RemoteRoutesModule = { default: ComponentType };

export function isRemoteRoutesModule(value: unknown): value is RemoteRoutesModule {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const component: unknown = value.default;
  // Function components and classes, or the objects memo() / forwardRef() return.
  return typeof component === 'function' || (typeof component === 'object' && component !== null && '$$typeof' in component);
}
