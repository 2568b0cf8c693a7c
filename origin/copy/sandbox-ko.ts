/**
 * The texts of the origin's sandbox provider pages and the sandbox mails (development only). Apart
 * from the answers' catalogue (./ko.ts) so that a deploy, whose bundle leaves the sandboxes out,
 * does not carry their copy.
 */
/** The sandbox phone identity provider page (origin/sandbox/identity). */
export const sandboxIdentityCopy = {
  pageTitle: (purpose: string) => `${purpose} (샌드박스)`,
  badge: '샌드박스',
  purposeCi: '휴대폰 본인인증',
  purposeAdult: '성인 인증',
  notice: '테스트용 본인인증 화면이에요. 실제 인증은 이루어지지 않고, 입력한 정보로 5분 동안 쓸 수 있는 인증 키를 만들어요.',
  name: '이름',
  birthDate: '생년월일',
  birthDateHint: '예: 1990-05-05',
  gender: '성별',
  male: '남성',
  female: '여성',
  phone: '휴대폰 번호',
  phoneHint: '예: 010-1234-5678',
  submit: '인증하기',
  formInvalid: '입력한 내용을 확인해주세요.',
  invalidName: '이름을 한글 또는 영문으로 2~20자 입력해주세요.',
  invalidBirthDate: '생년월일을 YYYY-MM-DD 형식의 실제 날짜로 입력해주세요.',
  futureBirthDate: '생년월일이 오늘보다 늦을 수 없어요.',
  invalidGender: '성별을 선택해주세요.',
  invalidPhone: '휴대폰 번호를 정확히 입력해주세요.',
  invalidRequest: '잘못된 인증 요청이에요. 창을 닫고 다시 시도해주세요.',
  originNotAllowed: '허용되지 않은 사이트에서 요청한 인증이에요. 창을 닫고 다시 시도해주세요.',
  done: '인증이 완료되었어요. 잠시 후 이 창이 닫혀요.',
  noOpener: '인증을 요청한 화면을 찾을 수 없어요. 이 창을 닫고 다시 시도해주세요.',
} as const;

/** The sandbox outbox (origin/sandbox/outbox) and the mails written to it. */
export const sandboxOutboxCopy = {
  badge: '샌드박스',
  title: '메일함',
  notice: '실제로 보내지 않은 메일을 모아 보여주는 개발용 샌드박스 화면이에요.',
  to: '받는 사람',
  search: '보기',
  token: '인증 코드',
  empty: '받은 메일이 없어요.',
  emailChangeSubject: '[셀렉트샵] 이메일 변경 인증 코드',
  emailChangeBody: (email: string, until: string) =>
    `${email}(으)로 이메일을 변경하려면 회원정보 수정 화면에 아래 인증 코드를 입력해주세요.\n인증 코드는 ${until}까지 한 번만 쓸 수 있어요. 요청하지 않았다면 이 메일을 무시해주세요.`,
} as const;

/** The sandbox attribution-link provider (origin/sandbox/onelink): where a OneLink would send the shopper. */
export const sandboxOnelinkCopy = {
  badge: '샌드박스',
  title: '앱 연결 링크',
  notice: '실제 OneLink 대신 링크의 내용을 보여주는 개발용 샌드박스 화면이에요. 앱이 있으면 앱으로, 없으면 웹으로 이어져요.',
  openApp: '앱에서 열기',
  openWeb: '웹에서 계속',
  campaign: '캠페인',
  missing: '이 링크를 찾을 수 없어요.',
} as const;

/** The sandbox social login provider (origin/sandbox/social). */
export const sandboxSocialCopy = {
  badge: '샌드박스',
  defaultName: (provider: string) => `${provider} 샌드박스 회원`,
  title: (provider: string) => `${provider} 로그인`,
  notice: '실제 소셜 로그인이 아닌 개발용 샌드박스 화면이에요. 입력한 정보로 가상의 소셜 계정이 만들어져요.',
  name: '이름',
  email: '이메일',
  gender: '성별',
  male: '남성',
  female: '여성',
  continueAs: (name: string) => `${name}(으)로 계속하기`,
  cancel: '취소',
  badRedirect: '돌아갈 주소(redirect_uri)가 올바르지 않아요. 허용된 주소만 쓸 수 있어요.',
  badForm: '이름과 이메일을 올바르게 입력해주세요.',
  providers: { naver: '네이버', kakao: '카카오', apple: 'Apple', facebook: '페이스북', google: '구글' },
} as const;

/** The sandbox postcode search (origin/sandbox/postcode), in place of the Kakao/Daum service. */
export const sandboxPostcodeCopy = {
  pageTitle: '우편번호 찾기 (샌드박스)',
  badge: '샌드박스',
  notice: '테스트용 주소 검색이에요. 실제 우편번호 서비스 대신 예시 주소 몇십 곳에서 찾아요.',
  queryLabel: '도로명, 건물명, 지번 또는 우편번호',
  queryPlaceholder: '예: 세종대로 110, 롯데월드타워, 63122',
  search: '검색',
  close: '닫기',
  none: '검색 결과가 없어요. 다른 단어로 찾아보세요.',
  road: '도로명',
  jibun: '지번',
  choose: (road: string) => `${road} 선택`,
} as const;

/** The sandbox payment provider: its payment window, receipt and answers (origin/sandbox/payment). */
export const sandboxPaymentCopy = {
  badge: '샌드박스',
  title: '결제하기 (샌드박스)',
  notice: '실제 결제가 아닌 개발용 샌드박스 결제창이에요. 돈은 빠져나가지 않아요. 승인, 실패, 취소를 골라 결제 흐름을 확인할 수 있어요.',
  orderName: '주문 상품',
  amount: '결제 금액',
  method: '결제 수단',
  methods: { CARD: '카드', TRANSFER: '계좌이체', VIRTUAL_ACCOUNT: '가상계좌', MOBILE_PHONE: '휴대폰' } as Record<string, string>,
  approve: (amount: string) => `${amount} 결제 승인`,
  reject: '결제 실패 (카드 거절)',
  cancel: '결제 취소',
  badRequest: '결제 요청이 올바르지 않아요. 창을 닫고 주문서에서 다시 시도해주세요.',
  rejectedMessage: '카드사에서 결제를 거절했어요. 다른 카드나 결제 수단으로 다시 시도해주세요.',
  canceledMessage: '결제를 취소했어요.',
  notFound: '존재하지 않는 결제 정보예요.',
  mismatch: '결제 정보가 일치하지 않아요.',
  alreadyCanceled: '이미 취소된 결제예요.',
  receiptTitle: '영수증 (샌드박스)',
  receiptStatus: '상태',
  approvedAt: '승인 시각',
  statuses: { READY: '승인 대기', DONE: '결제 완료', CANCELED: '결제 취소' } as Record<string, string>,
} as const;
