import type { ReactNode } from 'react';

/**
 * §4 Profile photo views: profile -> upload -> crop -> preview. Renders the profile (children, given the
 * function that opens the upload view) or the photo view in its place.
 * PLACEHOLDER until the photo work lands (it replaces this body, keeping the props).
 */
export function ProfilePhotoViews({ children }: { children: (openUpload: () => void) => ReactNode }) {
  return <>{children(() => {})}</>;
}
