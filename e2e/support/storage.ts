import type { Page } from '@playwright/test';

type TStorageSnapshot = { local: Record<string, string>; session: Record<string, string> };

/** Both storages of the page's origin (§3 keys), as plain objects. */
export function storagesOf(page: Page): Promise<TStorageSnapshot> {
  return page.evaluate(() => {
    const snapshot = (storage: Storage) =>
      Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key) ?? '']));
    return { local: snapshot(localStorage), session: snapshot(sessionStorage) };
  });
}

export const sessionItem = (page: Page, key: string) =>
  page.evaluate((name) => sessionStorage.getItem(name), key);
