/**
 * The origin's own Korean: the messages its answers carry (spec 8's `message`, which the
 * storefront shows as it comes) and the texts of its sandbox provider pages.
 *
 * Why not src/copy/ko.ts: the origin stands in for the real commerce backend, which writes its own
 * messages; the storefront's catalogue is the storefront's product and is UI code the origin must
 * not import. So each side keeps its catalogue, and where a shopper may meet the same situation
 * from either side (not logged in, a quantity over the limit) the integration tests check the
 * two say the same words.
 */
import { UNPAID_ORDER_HOLD_MINUTES } from '../../rules/order-hold';
import { CLAIM_TEXT_MAX, RETURN_WINDOW_DAYS } from '../../rules/order-actions';

/** Answers of the origin's identity and member-action calls, shown by the storefront's dialogs. */
export const memberServiceCopy = {
  invalidRequest: '요청 내용이 올바르지 않아요. 다시 시도해주세요.',
  /** A body's wrong field by the shopper's name for it, with 을/를 (rules/invalid-body.ts). */
  invalidField: (field: string) => `${field} 확인해주세요.`,
  fieldLabels: {
    itemNo: '상품을',
    optionNo: '옵션을',
    qty: '수량을',
    text: '옵션 문구를',
    lines: '주문 상품을',
    gift: '선물 여부를',
    cartItemNos: '장바구니 상품을',
    cartItemNo: '장바구니 상품을',
    title: '문의 제목을',
    content: '내용을',
    frontBrandNo: '브랜드를',
    choice: '선택을',
    rating: '별점을',
    photoKeys: '사진을',
    orderNo: '주문을',
    recipientId: '받는 분 아이디를',
    message: '메시지를',
  } as Record<string, string>,
  ageRestriction: '만 14세 미만 아동은 개인정보 보호를 위해 서비스를 이용할 수 없어요.',
  nameMismatch: '회원가입 시 입력한 이름과 동일한 명의로 본인인증을 진행해주세요. 도움이 필요하시면 고객센터로 문의해주세요.',
  invalidIdentityKey: '본인인증 정보가 올바르지 않거나 만료되었어요. 본인인증을 다시 진행해주세요.',
  duplicatedCi: '이미 다른 계정에서 본인인증에 사용한 명의예요. 도움이 필요하시면 고객센터로 문의해주세요.',
  invalidAdultKey: '성인 인증 정보가 올바르지 않거나 만료되었어요. 성인 인증을 다시 진행해주세요.',
  adultOtherPerson: '본인인증한 명의와 같은 명의로 성인 인증을 진행해주세요.',
  ciMismatch: '이미 본인인증한 명의와 다른 명의예요. 도움이 필요하시면 고객센터로 문의해주세요.',
  memberNotFound: '회원 정보를 찾을 수 없어요. 다시 로그인해주세요.',
  itemNotFound: '상품을 찾을 수 없어요.',
  brandNotFound: '브랜드를 찾을 수 없어요.',
  orderNotFound: '주문을 찾을 수 없어요.',
  orderNotPayable: '결제할 수 없는 주문이에요.',
  orderExpired: `결제 시간(${UNPAID_ORDER_HOLD_MINUTES}분)이 지나 취소된 주문이에요. 다시 주문해주세요.`,
  reviewPhotoMissing: '사진을 다시 선택해주세요.',
  reviewPhotoTooLarge: '사진은 한 장에 3MB까지 보낼 수 있어요.',
  reviewPhotoType: '사진 파일(JPG, PNG, WebP)만 올릴 수 있어요.',
  reviewPhotoBroken: '사진 파일을 읽을 수 없어요. 다른 사진을 골라주세요.',
  reviewPhotoDimensions: '사진은 가로 1000픽셀, 세로 4000픽셀, 400만 화소까지 올릴 수 있어요.',
  reviewThumbTooLarge: '미리보기 사진은 1MB, 가로 320픽셀까지 올릴 수 있어요. 사진을 다시 선택해주세요.',
  reviewPhotoQuota: '오늘은 사진을 더 올릴 수 없어요. 하루에 30장, 60MB까지 올릴 수 있어요. 내일 다시 올려주세요.',
  reviewNotWritable: '리뷰를 쓸 수 있는 주문 상품이 아니에요. 배송이 완료된 상품에만 리뷰를 쓸 수 있어요.',
  reviewAlreadyWritten: '이미 리뷰를 쓴 상품이에요.',
  sampleReviewNotWritable: '체험 리뷰를 쓸 수 있는 상품이 아니에요. 체험단으로 받은 상품에만 체험 리뷰를 쓸 수 있어요.',
  reviewPhotoUnknown: '올린 사진을 찾을 수 없어요. 사진을 다시 올려주세요.',
  reviewInvalid: '리뷰 내용을 확인해주세요.',
  adultRequired: '성인 인증을 완료한 19세 이상 회원만 구매할 수 있는 상품이에요.',
  notOnSale: '지금은 구매할 수 없는 상품이에요.',
  itemSoldOut: '품절된 상품이에요.',
  optionSoldOut: (label: string) => `선택한 옵션(${label})이 품절되었어요.`,
  optionUnavailable: (label: string) => `선택한 옵션(${label})은 구매할 수 없어요.`,
  optionRequired: '옵션을 선택해주세요.',
  optionNotFound: '선택한 옵션을 찾을 수 없어요. 다시 선택해주세요.',
  duplicateOption: '같은 옵션이 두 번 선택되었어요.',
  textRequired: '옵션 입력 내용을 입력해주세요.',
  textNotAllowed: '이 상품은 옵션 문구를 입력할 수 없어요.',
  cartInactive: '장바구니에 담을 수 없는 상품이에요.',
  cartFull: '장바구니에는 상품을 100개까지 담을 수 있어요.',
  stockRanOut: '남은 수량이 부족해요. 수량을 확인하고 다시 주문해주세요.',
  cartLineNotFound: '장바구니에 없는 상품이에요. 장바구니를 다시 확인해주세요.',
  cartStale: '장바구니가 다른 곳에서 바뀌었어요. 바뀐 내용을 확인하고 다시 주문해주세요.',
  cartLineProblem: (itemName: string, problem: string) => `${itemName}: ${problem}`,
  giftRecipientNotFound: '받는 분을 찾을 수 없어요. 받는 분이 가입한 이메일을 확인해주세요.',
  giftToSelf: '나에게는 선물할 수 없어요. 받는 분의 이메일을 입력해주세요.',
  giftNotEditable: '결제 전인 선물 주문만 받는 분을 정할 수 있어요.',
  giftRecipientRequired: '선물 받는 분을 먼저 정해주세요.',
  giftRecipientNotAdult: '성인 인증을 완료한 19세 이상 회원에게만 선물할 수 있는 상품이에요. 받는 분을 다시 확인해주세요.',
  adultOnlyAction: '성인 인증을 완료한 19세 이상 회원만 이용할 수 있는 상품이에요.',
  giftInvalid: '받는 분의 이메일과 100자 이내의 메시지를 입력해주세요.',
  giftNotAllowed: '선물하기를 할 수 없는 상품이에요.',
  restockNotSoldOut: '품절된 옵션만 재입고 알림을 신청할 수 있어요.',
  qnaTitle: '문의 제목을 1~100자로 입력해주세요.',
  qnaContent: '문의 내용을 5~2000자로 입력해주세요.',
  agreementType: '알림 종류가 올바르지 않아요.',
  agreementsChanged: '다른 곳에서 수신 동의 설정이 바뀌었어요. 지금 저장된 설정을 보여드릴게요. 확인하고 다시 바꿔주세요.',
} as const;

/** Answers of the origin's login, account and token calls, and its sandbox social provider. */
export const authCopy = {
  invalidRequest: '요청 형식이 올바르지 않아요.',
  loginSuccess: '로그인되었어요.',
  invalidCredentials: '아이디 또는 비밀번호가 일치하지 않아요.',
  loginLocked: (minutes: number) => `로그인 시도가 너무 많아요. ${minutes}분 후에 다시 시도해주세요.`,
  loggedOut: '로그아웃되었어요.',
  sessionExpired: '로그인이 만료되었어요. 다시 로그인해주세요.',
  sessionReused: '보안을 위해 모든 기기에서 로그아웃되었어요. 다시 로그인해주세요.',
  userNotFound: '가입되지 않은 아이디예요.',
  passwordMismatch: '비밀번호가 일치하지 않아요.',
  passwordConfirmMismatch: '새 비밀번호와 비밀번호 확인이 서로 달라요.',
  passwordRule: '비밀번호는 영문, 숫자, 특수문자 중 2가지 이상을 섞어 8~64자로 입력해주세요. 앞뒤 공백은 쓸 수 없어요.',
  passwordSame: '지금 쓰는 비밀번호와 다른 비밀번호를 입력해주세요.',
  passwordChanged: '비밀번호를 변경했어요.',
  noPassword: '소셜 로그인으로 가입한 계정은 비밀번호가 없어요.',
  emailInUse: '이미 사용 중인 이메일이에요.',
  joinIdTaken: '이미 가입된 이메일이에요. 로그인하거나 다른 이메일을 입력해주세요.',
  joinEmailShape: '이메일 형식에 맞게 입력해주세요.',
  joinName: '이름을 30자 이내로 정확히 입력해주세요.',
  joinGender: '성별을 선택해주세요.',
  joinAgreements: '필수 약관에 모두 동의해주세요.',
  joinWelcome: '회원가입이 완료되었어요.',
  leavePasswordRequired: '비밀번호로 가입한 계정은 비밀번호를 입력해야 탈퇴할 수 있어요.',
  emailSame: '지금 쓰는 이메일과 같아요.',
  emailChangeSent: '인증 메일을 보냈어요. 메일의 안내에 따라 인증을 마쳐주세요.',
  emailTokenInvalid: '인증 코드가 올바르지 않거나 만료되었어요. 다시 요청해주세요.',
  emailChanged: '이메일을 변경했어요.',
  socialTokenInvalid: '소셜 로그인 정보가 올바르지 않거나 만료되었어요. 다시 시도해주세요.',
  socialCodeInvalid: '인증 코드가 올바르지 않거나 만료되었어요. 처음부터 다시 시도해주세요.',
  providerUnavailable: '지금은 이 인증 수단을 이용할 수 없어요.',
  socialEmailInUse: '이 이메일로 가입된 계정이 이미 있어요. 이메일로 로그인한 뒤 내 정보에서 소셜 계정을 연결해주세요.',
  snsLinkedElsewhere: '이미 다른 계정에 연결된 소셜 계정이에요.',
  snsTypeLinked: '이미 연결된 소셜 서비스예요. 연결을 해제한 뒤 다시 시도해주세요.',
  snsNotLinked: '연결되지 않은 소셜 서비스예요.',
  snsLastLogin: '유일한 로그인 수단이라 연결을 해제할 수 없어요. 비밀번호를 먼저 설정해주세요.',
  socialAccountMismatch: '로그인한 계정에 연결된 소셜 계정이 아니에요.',
  snsLinked: '소셜 계정을 연결했어요.',
  snsUnlinked: '소셜 계정 연결을 해제했어요.',
  userLevelMissing: '회원 등급 정보가 없어요.',
} as const;

/** The generic answers of spec 8 (the storefront's errorsCopy says the same). */
export const errorsCopy = {
  genericTemporary: '일시적으로 에러가 발생했습니다. 잠시 후 다시 시도해주세요.',
  loginNeeded: '로그인이 필요해요.',
} as const;

/** The words for a quantity problem of rules/quantity.ts (the item page's productCopy.quantity says the same). */
export const quantityCopy = {
  belowMin: (n: number) => `최소 ${n}개부터 주문할 수 있어요.`,
  aboveMaxOrder: (n: number) => `최대 ${n}개까지 주문할 수 있어요.`,
  aboveLimited: (n: number) => `한정 수량 상품으로 ${n}개까지 구매할 수 있어요.`,
  aboveStock: (n: number) => `남은 재고가 ${n}개예요.`,
  unavailable: '구매할 수 있는 수량이 없어요.',
} as const;

/** The checkout form's answers: address book, delivery address, coupon, mileage (issue 29 §1). */
export const checkoutFormCopy = {
  addressNotFound: '배송지를 찾을 수 없어요.',
  addressBookFull: (n: number) => `배송지는 ${n}개까지 저장할 수 있어요.`,
  recipientName: '받는 분 이름을 확인해주세요.',
  recipientPhone: '휴대폰 번호를 확인해주세요. (예: 010-1234-5678)',
  zipcode: '우편번호 찾기로 주소를 입력해주세요.',
  address: '주소를 확인해주세요.',
  addressDetail: '상세 주소는 100자까지 입력할 수 있어요.',
  label: '배송지 이름은 20자까지 입력할 수 있어요.',
  deliveryRequest: '배송 요청사항은 50자까지 입력할 수 있어요.',
  orderNotEditable: '결제 전 주문만 바꿀 수 있어요.',
  deliveryNotForGift: '선물 주문의 배송지는 받는 분이 입력해요.',
  deliveryAddressRequired: '배송지를 입력해주세요.',
  couponNotFound: '쿠폰을 찾을 수 없어요.',
  couponReasons: {
    EXPIRED: '사용 기간이 지난 쿠폰이에요.',
    USED: '이미 사용했거나 다른 주문에 적용된 쿠폰이에요.',
    NOT_APPLICABLE: '이 주문의 상품에는 쓸 수 없는 쿠폰이에요.',
    BELOW_MINIMUM: '최소 주문 금액을 채우지 못했어요.',
  } as Record<string, string>,
  couponNoLongerValid: '적용한 쿠폰을 더 이상 쓸 수 없어요. 쿠폰을 다시 선택해주세요.',
  mileageReasons: {
    BELOW_MIN_BALANCE: '마일리지는 1,000원 이상 있을 때 쓸 수 있어요.',
    NOT_UNIT: '마일리지는 10원 단위로 쓸 수 있어요.',
    ABOVE_MAX: '쓸 수 있는 마일리지보다 많아요.',
  } as Record<string, string>,
  mileageAboveBalance: '보유 마일리지보다 많이 쓸 수 없어요. 마일리지를 다시 입력해주세요.',
  checkoutChanged: '주문 내용이 바뀌었어요. 새로고침한 뒤 다시 시도해주세요.',
  paymentUnderWay: '결제를 처리하고 있어서 지금은 주문 내용을 바꿀 수 없어요. 잠시 후 주문 내역에서 확인해주세요.',
} as const;

/** Payments through a provider and the purchase agreement (origin/payments; issue 29). */
export const checkoutPayCopy = {
  unavailable: '지금은 결제를 할 수 없어요. 잠시 후 다시 시도해주세요.',
  agreementRequired: '주문 내용을 확인하고 결제에 동의해주세요.',
  methodUnavailable: '선택한 결제 수단은 지금 쓸 수 없어요. 다른 결제 수단을 골라주세요.',
  amountMismatch: '결제 금액이 주문 금액과 달라요. 주문서를 다시 확인하고 결제해주세요.',
  notStarted: '결제를 처음부터 다시 진행해주세요.',
  inProgress: '결제를 처리하고 있어요. 잠시 후 주문 내역에서 확인해주세요.',
  checking: '결제 결과를 확인하고 있어요. 결제가 되었다면 주문이 자동으로 완료돼요. 잠시 후 다시 시도하거나 주문 내역에서 확인해주세요.',
  failed: '결제에 실패했어요. 다시 시도해주세요.',
  alreadyPaid: '이미 결제한 주문이에요.',
  paymentNotFound: '결제 내역을 찾을 수 없어요.',
  refundFailed: '환불을 처리하지 못했어요. 잠시 후 다시 시도해주세요.',
  /** Toss's `orderName`: the first line's item, and how many more. */
  orderName: (first: string, more: number) => (more > 0 ? `${first} 외 ${more}건` : first),
  orderNameFallback: '주문 상품',
} as const;

/** Order detail, cancel, return and exchange (issue 29 §2). */
export const orderDetailCopy = {
  notCancellable: '이미 출고되었거나 취소된 주문은 취소할 수 없어요. 출고된 주문은 배송 완료 후 반품을 요청해주세요.',
  notClaimable: `배송 완료 후 ${RETURN_WINDOW_DAYS}일 이내의 주문 상품만 반품이나 교환을 요청할 수 있어요.`,
  claimOpen: '이미 반품이나 교환을 요청한 상품이에요. 요청이 처리된 뒤 다시 요청해주세요.',
  claimInvalid: `요청 종류와 사유를 고르고, 자세한 내용은 ${CLAIM_TEXT_MAX}자 이내로 입력해주세요.`,
  sandboxCarrier: '샌드박스 택배',
  defaultCarrier: 'CJ대한통운',
} as const;

export const ko = {
  orderDetail: orderDetailCopy,
  memberService: memberServiceCopy,
  auth: authCopy,
  errors: errorsCopy,
  quantity: quantityCopy,
  checkoutForm: checkoutFormCopy,
  checkoutPay: checkoutPayCopy,
} as const;
