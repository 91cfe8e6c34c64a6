import { Title } from '@mantine/core';
import { MessageThread } from '../../features/messages/components/message-thread.tsx';

/** /counsellor ("Your counsellor"): the counsellor's card on top (features/counsellor), then the messages. */
export default function CounsellorRoute() {
  return (
    <div className="counsellor-page">
      <Title order={1} size="h2" mb="md">
        Your counsellor
      </Title>
      <MessageThread />
    </div>
  );
}
