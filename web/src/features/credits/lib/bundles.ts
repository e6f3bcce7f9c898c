import { CREDIT_BUNDLES, type CreditBundle } from '@shared/limits';
import { formatCents } from '@/utils/format';
import { plural } from '@shared/text';

export interface BundleOption {
  credits: CreditBundle;
  /** "50¢" or "$5.00". */
  price: string;
  title: string;
  description: string;
  /** A highlight chip ('SAVE TIME'). */
  tag?: string;
}

export const BUNDLE_OPTIONS: readonly BundleOption[] = [
  { credits: 1, price: `${CREDIT_BUNDLES[1]}¢`, title: '1 Credit', description: 'Single quote' },
  {
    credits: 10,
    price: formatCents(CREDIT_BUNDLES[10]),
    title: '10 Credits',
    description: 'Bulk discount',
    tag: 'SAVE TIME',
  },
];

/** "1 Credit", "10 Credits". */
export const creditsLabel = (credits: number) => plural(credits, 'Credit');

/** The success toast's line: "1 credit added", "10 credits added". */
export const creditsAddedText = (credits: number) => `${plural(credits, 'credit')} added`;
