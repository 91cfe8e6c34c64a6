import { BoardPage } from '../../features/staff-board/components/board-page.tsx';

export default function StaffBoardPageRoute() {
  return <BoardPage />;
}
