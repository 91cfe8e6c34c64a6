import { useEffect, useState } from 'react';

/**
 * A blob: URL for the blob while the caller shows it (no multi-MB data URL in memory), revoked on unmount
 * or when the blob changes. Shared by the document preview and the profile photo's crop view.
 */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}
