import { describe, expect, it } from 'vitest';
import * as schemas from './index';

describe('schemas/index', () => {
  it('re-exports the schemas of every file', () => {
    const names = [
      'ItemDetailSchema', 'AdditionalDetailSchema', 'OptionItemSchema', 'SizeChartRowSchema', 'SaleInfoSchema', 'ReviewPageSchema',
      'QnaPageSchema', 'RecommendationSchema', 'FeatureTogglesSchema', 'enveloped', 'flag', 'num', 'bool', 'UserSchema',
      'SessionUserSchema', 'LoginResponseSchema', 'IdentityCheckResultSchema', 'PersonalInfoResponseSchema', 'MemberGrade',
      'UserLevelResponseSchema', 'UserSummarySchema', 'UserInfoSchema', 'SocialTypeAnswerSchema', 'LeaveAccountResponseSchema',
      'NoticeListSchema', 'CategoryGroupSchema', 'SingleCategorySchema', 'ReviewCountsSchema', 'NotificationAgreementSchema',
      'FullAgreementSchema', 'CartCountAnswerSchema', 'PopularKeywordsAnswerSchema', 'AutoCompleteAnswerSchema',
      'AttributionLinkParamsSchema', 'AttributionLinkResponseSchema', 'AdultVerificationResponseSchema',
    ];
    for (const name of names) expect(schemas, name).toHaveProperty(name);
  });
});
