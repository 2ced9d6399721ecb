import type { SkinTone, SkinType } from '../../../contract/product-reviews';

export const skinTypePhrase: Record<SkinType, string> = {
  normal: '/Social/SkinType/normal',
  dry: '/Social/SkinType/dry',
  oily: '/Social/SkinType/oily',
  combination: '/Social/SkinType/combination',
};

export const skinTonePhrase: Record<SkinTone, string> = {
  porcelain: '/Social/SkinTone/porcelain',
  fair: '/Social/SkinTone/fair',
  fairLight: '/Social/SkinTone/fairLight',
  light: '/Social/SkinTone/light',
  lightMedium: '/Social/SkinTone/lightMedium',
  medium: '/Social/SkinTone/medium',
  mediumTan: '/Social/SkinTone/mediumTan',
  olive: '/Social/SkinTone/olive',
  tan: '/Social/SkinTone/tan',
  deep: '/Social/SkinTone/deep',
  rich: '/Social/SkinTone/rich',
  dark: '/Social/SkinTone/dark',
};
