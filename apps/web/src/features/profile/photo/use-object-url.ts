import { useEffect, useState } from 'react';

/** A blob: URL for the chosen photo while it is shown (no multi-MB data URL in memory), revoked after. */
export function useObjectUrl(blob: Blob): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}
