import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

export type TPostOfferSlotProps = { studentId: number; applicationId: number };

const PostOfferSlotContext = createContext<ComponentType<TPostOfferSlotProps> | null>(null);

/**
 * The student page (staff/features/student) draws each offered application's "After the offer" panel,
 * which is a feature of its own (staff/features/post-offer): features do not import each other, so the
 * page module passes the panel in here, as the document slots are passed.
 */
export function PostOfferSlotProvider({
  panel,
  children,
}: {
  panel: ComponentType<TPostOfferSlotProps>;
  children: ReactNode;
}) {
  return <PostOfferSlotContext value={panel}>{children}</PostOfferSlotContext>;
}

/** The panel for one application, or nothing where no page module provided one. */
export function PostOfferSlot(props: TPostOfferSlotProps) {
  const Panel = useContext(PostOfferSlotContext);
  return Panel ? <Panel {...props} /> : null;
}
