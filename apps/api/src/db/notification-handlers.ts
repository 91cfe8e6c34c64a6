/** What a listener of TDatabase.listen gives (client.ts); its own file, so the listeners need not import client.ts. */
export type TNotificationHandlers = {
  onMessage: (payload: string) => void;
  onResync?: () => void;
};
