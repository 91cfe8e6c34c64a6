/** What a listener of TDatabase.listen gives (client.ts); its own file, so the listeners need not import client.ts. */
export type TNotificationHandlers = {
  onMessage: (payload: string) => void;
  /** The listening connection is lost: until onResync, changes may go unheard (trust nothing kept). */
  onLost?: () => void;
  onResync?: () => void;
};
