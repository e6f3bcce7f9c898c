/**
 * What the chat's question router can decide a message is about, and which answer each decision gets:
 * the catalogue's topics (test/chat/questions.json), each answered by the glossary terms and checklist
 * items it covers, and the chat's own intents (the score, what hurts it, what to ask the contractor,
 * small talk, help, unrelated requests).
 */
import type { CategoryShortId } from '@shared/checklist.js';
import type { CountryAspect } from './other-country.js';

/** The answer a topic gets when the question names none of its terms or items. */
export type Fallback = { term: string } | { category: CategoryShortId } | 'price' | 'ask_contractor';

export interface TopicRoute {
  /** Glossary terms whose explanation answers this topic (glossary.json ids), the commonest first. */
  terms: string[];
  /** Checklist items whose verdict answers it. */
  categories: CategoryShortId[];
  fallback: Fallback;
  /** The quick-question button that asks about it (also trained as one of its wordings); none for "other". */
  button?: string;
}

export const TOPIC_ROUTES: Record<string, TopicRoute> = {
  energy_glass: {
    terms: [
      'shgc',
      'u_factor',
      'low_e',
      'gas_fill',
      'nfrc',
      'energy_star',
      'triple_glazing',
      'why_replace',
      'restore_windows',
      'seal_failure',
      'noise',
      'condensation_inside',
      'window_alternatives',
    ],
    categories: ['energy'],
    fallback: { category: 'energy' },
    button: 'What do the energy ratings of the glass mean?',
  },
  price: {
    terms: ['itemized_quote', 'change_order', 'extras', 'by_others', 'compare_quotes'],
    categories: ['pricing'],
    fallback: 'price',
    button: 'Is this price fair?',
  },
  doors: {
    terms: [
      'door_slab_prehung',
      'screens_hardware',
      'extras',
      'change_order',
      'itemized_quote',
      'frame_materials',
      'seal_failure',
      'why_replace',
      'restore_windows',
      'safety_glazing',
      'workmanship_dispute',
      'leak_after_install',
      'door_materials',
      'storm_door',
      'patio_door_types',
      'door_repair_replace',
      'condensation_inside',
      'storm_door_fit',
      'door_finish',
      'door_glass_privacy',
      'window_sizing_order',
    ],
    categories: ['pricing', 'materials', 'repairs'],
    fallback: 'price',
    button: 'What about the doors on my quote?',
  },
  timing_lead_time: {
    terms: ['schedule', 'cold_weather_install'],
    categories: [],
    fallback: { term: 'schedule' },
    button: 'How long until the installation?',
  },
  warranty: {
    terms: [
      'seal_failure',
      'lifetime_warranty',
      'screens_hardware',
      'workmanship_dispute',
      'leak_after_install',
      'uk_glazing_rules',
      'condensation_inside',
      'warranty_claim',
    ],
    categories: ['warranty'],
    fallback: { category: 'warranty' },
    button: 'What about the warranty?',
  },
  frame_material: {
    terms: ['frame_materials', 'brands', 'aama', 'noise', 'window_styles', 'historic_district', 'door_materials'],
    categories: ['materials'],
    fallback: { term: 'frame_materials' },
    button: 'Which frame material is best?',
  },
  sales_pressure_cancel: {
    terms: ['sales_pressure', 'cancellation', 'uk_glazing_rules'],
    categories: ['payment'],
    fallback: { term: 'sales_pressure' },
    button: 'Is this sales pressure normal, and can I cancel?',
  },
  financing: {
    terms: ['financing', 'deposit_laws', 'cancellation'],
    categories: ['payment'],
    fallback: { term: 'financing' },
    button: 'Is the financing offer a good deal?',
  },
  insurance: {
    terms: ['wind_mitigation', 'license_insurance', 'storm_damage_claim'],
    categories: ['hurricane'],
    fallback: { term: 'wind_mitigation' },
    button: 'Will this lower my home insurance?',
  },
  hurricane_impact: {
    terms: [
      'impact_glass',
      'shutters',
      'noa',
      'fl_approval',
      'hvhz',
      'wbdr',
      'design_pressure',
      'astm_impact',
      'tas',
      'tdi_wpi8',
      'wind_mitigation',
      'condo_strata',
    ],
    categories: ['hurricane'],
    fallback: { category: 'hurricane' },
    button: 'Are the windows rated for hurricanes?',
  },
  lead_safety: {
    terms: ['rrp', 'rrp_exemptions'],
    categories: ['removal'],
    fallback: { term: 'rrp' },
    button: 'What are the lead-paint rules for my house?',
  },
  permits: {
    terms: ['egress', 'safety_glazing', 'condo_strata', 'historic_district', 'uk_glazing_rules'],
    categories: ['permits'],
    fallback: { category: 'permits' },
    button: 'Who pulls the permit?',
  },
  tax_credit_rebates: {
    terms: ['tax_credit_25c', 'energy_star'],
    categories: ['energy'],
    fallback: { term: 'tax_credit_25c' },
    button: 'Do these windows get a tax credit?',
  },
  finish_trim: {
    terms: ['capping', 'flashing', 'workmanship_dispute', 'leak_after_install', 'final_payment', 'door_finish'],
    categories: ['finish', 'repairs'],
    fallback: { category: 'finish' },
    button: 'Is the trim and finish work included?',
  },
  brand_series: {
    terms: ['brands', 'aama', 'frame_materials'],
    categories: ['materials'],
    fallback: { term: 'brands' },
    button: 'Is this a good brand?',
  },
  compare_quotes: {
    terms: ['compare_quotes', 'itemized_quote', 'by_others'],
    categories: ['pricing'],
    fallback: { term: 'compare_quotes' },
    button: 'How do I compare this quote with others?',
  },
  deposit_payment: {
    terms: ['deposit_laws', 'financing', 'cancellation', 'uk_glazing_rules', 'final_payment', 'contractor_default'],
    categories: ['payment'],
    fallback: { category: 'payment' },
    button: 'Is the deposit ok?',
  },
  install_method: {
    terms: ['install_method', 'flashing', 'workmanship_dispute', 'cold_weather_install', 'leak_after_install'],
    categories: [],
    fallback: { term: 'install_method' },
    button: 'Is this a full-frame or an insert installation?',
  },
  repairs_rot: {
    terms: [
      'change_order',
      'why_replace',
      'restore_windows',
      'historic_district',
      'door_repair_replace',
      'leak_after_install',
    ],
    categories: ['repairs'],
    fallback: { category: 'repairs' },
    button: 'What happens if they find rot?',
  },
  removal_disposal: {
    terms: ['extras', 'rrp'],
    categories: ['removal'],
    fallback: { category: 'removal' },
    button: 'Is removing the old windows included?',
  },
  other: {
    terms: [
      'screens_hardware',
      'license_insurance',
      'why_replace',
      'restore_windows',
      'extras',
      'install_method',
      'schedule',
      'workmanship_dispute',
      'cold_weather_install',
      'storm_damage_claim',
      'window_styles',
      'leak_after_install',
      'condo_strata',
      'historic_district',
      'uk_glazing_rules',
      'storm_door',
      'patio_door_types',
      'door_repair_replace',
      'condensation_inside',
      'final_payment',
      'warranty_claim',
      'storm_door_fit',
      'door_finish',
      'door_glass_privacy',
      'window_alternatives',
      'contractor_default',
      'window_sizing_order',
    ],
    categories: [],
    fallback: 'ask_contractor',
  },
};

/** The chat's own intents, answered without a topic, and the answer topics that answer each. */
export const INTENTS: Record<string, { answers: string[]; button?: string }> = {
  score: { answers: ['score'], button: 'Should I sign this quote?' },
  score_drivers: { answers: ['score_drivers'], button: 'Which item hurts my score most?' },
  ask_contractor: { answers: ['ask_contractor'], button: 'What should I ask the contractor?' },
  greeting: { answers: ['greeting'] },
  thanks: { answers: ['thanks'] },
  farewell: { answers: ['greeting'] },
  help: { answers: ['help'] },
  off_topic: { answers: ['off_topic'] },
};

/** Every label the router can give a message: the topics, then the intents. */
export const ROUTER_LABELS = [...Object.keys(TOPIC_ROUTES), ...Object.keys(INTENTS)];

/** The labels a country's pointers answer (other-country.ts), by what the question asked of its rules. */
const COUNTRY_ASPECT_LABELS: Record<CountryAspect, string[]> = {
  permission: ['permits'],
  grants: ['tax_credit_rebates', 'financing'],
  cancellation: ['sales_pressure_cancel'],
  rules: ['deposit_payment', 'lead_safety', 'hurricane_impact', 'permits', 'insurance'],
};

/** Whether an answer (its `topic`: "price", "category:warranty", "glossary:shgc+noa"…) answers a label. */
export function answersLabel(answerTopic: string, label: string): boolean {
  const intent = INTENTS[label];
  if (intent) return intent.answers.includes(answerTopic);
  const route = TOPIC_ROUTES[label];
  if (!route) return false;
  const [kind, id = ''] = answerTopic.split(':');
  if (kind === 'glossary') return id.split('+').some((term) => route.terms.includes(term));
  if (kind === 'category') return route.categories.includes(id as CategoryShortId);
  if (kind === 'price') return route.categories.includes('pricing');
  if (kind === 'country')
    return (answerTopic.split(':')[2] ?? '')
      .split('+')
      .some((a) => COUNTRY_ASPECT_LABELS[a as CountryAspect]?.includes(label));
  return label === 'other' && kind === 'ask_contractor';
}

/** The button that asks about a label, if it has one. */
export function buttonFor(label: string): string | undefined {
  return TOPIC_ROUTES[label]?.button ?? INTENTS[label]?.button;
}
