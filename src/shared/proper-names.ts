/**
 * Names that stay as they are in every language: the brand, the test, its official task names, plan tags,
 * providers. The locale gate accepts a translation identical to English only when it consists of these.
 */
import { BRAND_NAME } from './brand.ts';

export const TASK_NAMES = [
  'Read and Select', 'Fill in the Blanks', 'Read and Complete', 'Listen and Type', 'Interactive Reading',
  'Interactive Listening', 'Write About the Photo', 'Interactive Writing', 'Speak About the Photo',
  'Read, Then Speak', 'Read Then Speak', 'Listen, Then Speak', 'Listen Then Speak', 'Interactive Speaking',
  'Writing Sample', 'Speaking Sample', 'Read Aloud',
] as const;

export const PROPER_NAMES: readonly string[] = [
  BRAND_NAME, 'Duolingo English Test', 'Duolingo', 'DET', ...TASK_NAMES,
  'Premium', 'VIP', 'Basic', 'Plus', 'Pro', 'AI', 'CEFR', 'IELTS', 'TOEFL', 'Google', 'YouTube', 'Facebook',
  'Instagram', 'TikTok', 'X', 'Stripe', 'Visa', 'Mastercard', 'PayPal', 'Cloudflare', 'USD', 'FAQ', 'OK', 'Email', 'E-mail',
];
