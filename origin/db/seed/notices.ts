/**
 * Demo notices (spec 3.8). Dates are relative to the seed day so the list always has one
 * current notice of each type. Notice 7 is the strip: the newest displayed NOTICE, open-ended.
 * 1 has ended, 2 is hidden and 3 is deleted, so the list shows that all three are left out.
 */

import { seedDate } from './builders';

export interface NoticeSeed {
  notice_no: number;
  notice_type: 'NOTICE' | 'RECRUIT' | 'EVENT';
  title: string;
  contents: string;
  start_date: string | null;
  end_date: string | null;
  is_deleted: boolean;
  is_display: boolean;
  is_popup: boolean;
  insert_timestamp: string;
  updated_timestamp: string;
}

const day = (offset: number): string => seedDate(offset).slice(0, 10);

function notice(n: Omit<NoticeSeed, 'is_deleted' | 'is_display' | 'is_popup' | 'insert_timestamp' | 'updated_timestamp'> & Partial<NoticeSeed>): NoticeSeed {
  const at = seedDate(0, '09:00:00');
  return { is_deleted: false, is_display: true, is_popup: false, insert_timestamp: at, updated_timestamp: at, ...n };
}

/** Built at seed time: `seedDate` reads the seed day set by the caller. */
export function buildNotices(): NoticeSeed[] {
  return [
    notice({
      notice_no: 1,
      notice_type: 'NOTICE',
      title: '추석 연휴 배송 안내',
      contents: '연휴 기간에는 출고가 잠시 멈춥니다.\n연휴가 끝난 다음 날부터 순서대로 출고됩니다.',
      start_date: day(-60),
      end_date: day(-30),
      insert_timestamp: seedDate(-60, '09:00:00'),
      updated_timestamp: seedDate(-60, '09:00:00'),
    }),
    notice({
      notice_no: 2,
      notice_type: 'NOTICE',
      title: '시스템 점검 안내 (작성 중)',
      contents: '점검 일정이 정해지면 알려 드립니다.',
      start_date: day(-1),
      end_date: null,
      is_display: false,
    }),
    notice({
      notice_no: 3,
      notice_type: 'EVENT',
      title: '종료된 이벤트',
      contents: '이 공지는 삭제되었습니다.',
      start_date: day(-10),
      end_date: null,
      is_deleted: true,
    }),
    notice({
      notice_no: 4,
      notice_type: 'NOTICE',
      title: '고객센터 운영 시간 변경 안내',
      contents: '평일 오전 10시부터 오후 6시까지 운영합니다.\n점심시간은 낮 12시부터 1시까지입니다.',
      start_date: day(-30),
      end_date: null,
      insert_timestamp: seedDate(-30, '09:00:00'),
      updated_timestamp: seedDate(-30, '09:00:00'),
    }),
    notice({
      notice_no: 5,
      notice_type: 'RECRUIT',
      title: '상품기획(MD) 경력 채용',
      contents: '패션 카테고리 MD를 모십니다.\n자세한 내용은 채용 페이지에서 확인해 주세요.',
      start_date: day(-20),
      end_date: day(30),
      insert_timestamp: seedDate(-20, '09:00:00'),
      updated_timestamp: seedDate(-20, '09:00:00'),
    }),
    notice({
      notice_no: 6,
      notice_type: 'EVENT',
      title: '첫 구매 10% 쿠폰 증정',
      contents: '처음 구매하시는 모든 회원께 10% 할인 쿠폰을 드립니다.\n쿠폰은 마이페이지에서 확인할 수 있습니다.',
      start_date: day(-5),
      end_date: day(25),
      is_popup: true,
      insert_timestamp: seedDate(-5, '09:00:00'),
      updated_timestamp: seedDate(-5, '09:00:00'),
    }),
    notice({
      notice_no: 7,
      notice_type: 'NOTICE',
      title: '연말 배송 일정 안내',
      contents: '주문이 몰리는 연말에는 출고가 1~2일 늦어질 수 있습니다.\n넉넉하게 주문해 주세요.',
      start_date: day(-3),
      end_date: null,
      insert_timestamp: seedDate(-3, '09:00:00'),
      updated_timestamp: seedDate(-2, '15:30:00'),
    }),
  ];
}
