import { seedDate } from './builders';
import type { QnaSeed, ReviewSeed } from './model';
import type { Prng } from './prng';

const REVIEW_LINES = [
  '생각보다 훨씬 예뻐요. 색감이 사진이랑 거의 같아요.',
  '핏이 정말 좋아요. 평소 사이즈로 주문했는데 딱 맞습니다.',
  '배송이 빨라서 좋았어요.\n포장도 꼼꼼하게 되어 있었습니다.',
  '소재가 부드럽고 가벼워서 자주 손이 가요.',
  '조금 크게 나온 편이라 한 사이즈 작게 추천드려요.',
  '두 번째 구매예요. 다른 색상도 살 생각입니다.',
  '선물용으로 샀는데 받는 사람이 아주 좋아했어요.',
  '가격 대비 만족스러워요. 마감도 깔끔합니다.',
  '기대했던 것보다는 얇아요. 그래도 봄가을에 입기 좋아요.',
  '세탁 후에도 변형이 없어요.\n오래 입을 수 있을 것 같아요.',
];
const USERS = ['ha***', 'mi***', 'jy***', 'so***', 'ki***', 'pa***', 'le***', 'ch***', 'yu***', 'do***'];

const WEARABLE_SIZE = /(?:^|\/ )(XS|S|M|L|XL|XXL|FREE)$/;
const FITS = ['TRUE', 'TRUE', 'SMALL', 'TRUE', 'LARGE'] as const;

/**
 * The size information two of three writers give on a wearable item (spec 2.1 size write;
 * issue 29): the usual size is the size bought, the rest follows from the review's place. Drawn
 * without the generator, so every other seeded value stays as it was.
 */
function sizeWrite(optionText: string, i: number): Pick<ReviewSeed, 'size_height' | 'size_weight' | 'size_usual' | 'size_fit'> {
  const bought = WEARABLE_SIZE.exec(optionText)?.[1];
  if (!bought || i % 3 === 2) return {};
  return { size_height: 152 + ((i * 7) % 33), size_weight: 44 + ((i * 5) % 31), size_usual: bought, size_fit: FITS[i % FITS.length] };
}

/**
 * Reviews, newest first by number; `photoEvery` makes every n-th review a photo review. Most
 * reviews of a wearable item carry their writer's size information.
 */
export function makeReviews(prng: Prng, count: number, optionTexts: readonly string[], photoEvery = 3): ReviewSeed[] {
  let photo = prng.int(1, 16);
  return Array.from({ length: count }, (_, i) => {
    const hasPhoto = i % photoEvery === 0;
    const photos = hasPhoto ? Array.from({ length: prng.int(1, 3) }, () => photo++) : [];
    const user_masked_id = prng.pick(USERS);
    const review_point = prng.pick([5, 5, 5, 4, 4, 3, 2]);
    const content = prng.pick(REVIEW_LINES);
    const option_text = optionTexts.length > 0 ? prng.pick(optionTexts) : '';
    return {
      user_masked_id,
      review_point,
      content,
      option_text,
      is_gift: prng.chance(0.1),
      inserted_at: seedDate(-(count - i) * 2, `${String(prng.int(9, 22)).padStart(2, '0')}:${String(prng.int(0, 59)).padStart(2, '0')}:00`),
      photos,
      ...sizeWrite(option_text, i),
    };
  });
}

const QUESTIONS: [string, string, string][] = [
  ['사이즈 문의', '키 165cm에 55 사이즈 입는데 어떤 사이즈가 맞을까요?', '안녕하세요 고객님. 평소 55 사이즈를 입으신다면 S 사이즈를 추천드립니다.'],
  ['재입고 문의', '품절된 색상 재입고 계획이 있나요?', '다음 달 중순 재입고 예정입니다. 재입고 알림을 신청해 주세요.'],
  ['배송 문의', '오늘 주문하면 언제 받을 수 있나요?', '평일 오후 2시 이전 주문은 당일 출고되어 1~2일 내 받아보실 수 있습니다.'],
  ['소재 문의', '안감이 있는 제품인가요?', '네, 폴리에스터 100% 안감이 적용되어 있습니다.'],
  ['교환 문의', '받은 상품을 다른 사이즈로 교환할 수 있나요?', '수령 후 7일 이내 마이페이지에서 교환 신청이 가능합니다.'],
  ['세탁 문의', '물세탁해도 되나요?', '첫 세탁은 드라이클리닝을 권장드립니다.'],
];

/** Q&A; `secretEvery` makes every n-th question secret, odd-numbered ones stay unanswered. */
export function makeQna(prng: Prng, count: number, secretEvery = 4): QnaSeed[] {
  return Array.from({ length: count }, (_, i) => {
    const [title, content, answer] = prng.pick(QUESTIONS);
    const answered = i % 2 === 0;
    return {
      user_masked_id: prng.pick(USERS),
      title,
      content,
      is_secret: i % secretEvery === secretEvery - 1,
      answer: answered ? answer : null,
      answered_at: answered ? seedDate(-(count - i) * 3 + 1, '15:30:00') : null,
      inserted_at: seedDate(-(count - i) * 3, '09:12:00'),
    };
  });
}
