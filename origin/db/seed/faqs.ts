/**
 * Sample FAQ of the demo shop (issue 14 item 1): plausible questions a Korean select shop is
 * asked, in five groups, clearly a sample (the first answer says so). Inserted OR IGNORE on
 * first use (origin/routes/faqs.ts), so an operator's edit is never reset; bump FAQ_SEED_MARK (./version.ts)
 * when this text changes and a fresh database should get it.
 */

export interface FaqGroupSeed {
  code: string;
  name: string;
  questions: [question: string, answer: string][];
}

export const FAQ_SEEDS: readonly FaqGroupSeed[] = [
  {
    code: 'ORDER',
    name: '주문/결제',
    questions: [
      ['이 FAQ는 실제 안내인가요?', '아니요. 데모 스토어를 위한 샘플 질문과 답변이에요. 실제 회사나 서비스의 안내가 아니에요.'],
      ['주문 내역은 어디에서 확인하나요?', '마이페이지의 주문 내역에서 주문별 진행 상태와 배송 정보를 확인할 수 있어요.'],
      ['사용할 수 있는 결제 수단은 무엇인가요?', '신용카드, 실시간 계좌이체, 무통장 입금, 간편결제를 사용할 수 있어요.\n무통장 입금은 주문 후 3일 안에 입금하지 않으면 자동으로 취소돼요.'],
      ['주문을 취소하고 싶어요.', '상품이 출고되기 전에는 주문 내역에서 바로 취소할 수 있어요. 출고가 시작된 뒤에는 반품으로 접수해주세요.'],
    ],
  },
  {
    code: 'SHIPPING',
    name: '배송',
    questions: [
      ['배송은 얼마나 걸리나요?', '결제 완료 후 영업일 기준 1~3일 안에 출고되고, 출고 다음 날 대부분 도착해요.\n해외 배송 상품은 7~14일이 걸려요.'],
      ['배송비는 얼마인가요?', '브랜드마다 배송비와 무료배송 기준이 달라요. 상품 페이지의 배송 정보에서 확인할 수 있어요.'],
      ['배송지를 바꾸고 싶어요.', '출고 전이라면 고객센터 1:1 문의로 새 배송지를 알려주세요. 출고 뒤에는 택배사에 직접 요청해야 해요.'],
    ],
  },
  {
    code: 'RETURN',
    name: '교환/반품',
    questions: [
      ['교환이나 반품은 언제까지 할 수 있나요?', '상품을 받은 날로부터 7일 안에 신청할 수 있어요. 착용하거나 택을 떼어낸 상품은 교환과 반품이 어려워요.'],
      ['반품 배송비는 누가 내나요?', '단순 변심은 고객님이, 상품 불량이나 오배송은 회사가 부담해요.'],
      ['환불은 언제 되나요?', '반품 상품이 도착해 검수가 끝나면 3영업일 안에 결제 수단으로 환불돼요.'],
    ],
  },
  {
    code: 'MEMBER',
    name: '회원',
    questions: [
      ['비밀번호를 잊어버렸어요.', '로그인 화면의 비밀번호 찾기에서 가입한 이메일로 재설정 링크를 받을 수 있어요.'],
      ['회원 탈퇴는 어떻게 하나요?', '마이페이지의 회원정보 수정 아래 회원 탈퇴에서 안내를 확인하고 탈퇴할 수 있어요.'],
      ['성인 인증은 왜 필요한가요?', '청소년 보호법에 따라 19세 이상 구매 가능한 상품은 본인 인증으로 나이를 확인한 회원만 볼 수 있어요.'],
    ],
  },
  {
    code: 'BENEFIT',
    name: '적립금/쿠폰',
    questions: [
      ['적립금은 언제 쌓이나요?', '구매 확정 후 바로 적립돼요. 리뷰를 쓰면 추가 적립금을 받을 수 있어요.'],
      ['쿠폰은 어디에서 확인하나요?', '마이페이지의 쿠폰에서 사용할 수 있는 쿠폰과 유효기간을 확인할 수 있어요.'],
    ],
  },
];
