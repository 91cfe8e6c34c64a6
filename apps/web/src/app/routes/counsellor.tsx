import { CounsellorPage } from '../../features/counsellor/components/counsellor-page.tsx';
import { MessageThread } from '../../features/messages/components/message-thread.tsx';

/**
 * /counsellor ("Your counsellor"): the counsellor's card on top, the conversation with the team below.
 * The route is where the two features meet (features never import each other).
 */
export default function CounsellorRoute() {
  return (
    <CounsellorPage>
      <MessageThread />
    </CounsellorPage>
  );
}
