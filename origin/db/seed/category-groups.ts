/**
 * Category groups (`GET /item/category/group/{id}/`): the navigation's top tabs. Each lists the
 * first-level categories it holds; a group's `category_list` is those, each with its
 * second-level categories as `medium_category_list`. 1 여성, 2 남성 and 3 라이프 are the groups
 * the storefront shows (edge CATEGORY_GROUP_IDS); 4 gathers the curation categories and is
 * not displayed.
 */

export interface CategoryGroupDef {
  no: number;
  name: string;
  sequence: number;
  isDisplay: boolean;
  topCodes: readonly string[];
}

export const CATEGORY_GROUPS: readonly CategoryGroupDef[] = [
  { no: 1, name: '여성', sequence: 1, isDisplay: true, topCodes: ['101'] },
  { no: 2, name: '남성', sequence: 2, isDisplay: true, topCodes: ['102'] },
  { no: 3, name: '라이프', sequence: 3, isDisplay: true, topCodes: ['103'] },
  { no: 4, name: '큐레이션', sequence: 4, isDisplay: false, topCodes: ['901', '902', '903'] },
];
