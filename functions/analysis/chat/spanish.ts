/**
 * Answers in Spanish for the commonest questions (price, deposit, warranty, permits, hurricane
 * approval, what to ask the contractor, the other checklist items) and the checklist's summary (score and the ten
 * ratings); spanish-terms.ts answers the rest in Spanish too. The figures come
 * from the same analysis as the English answers; only the wording differs. Also which messages are in
 * Spanish, and which are in a language the chat does not read at all.
 */
import type { CategoryShortId, Rating } from '@shared/checklist.js';
import { displayCents } from '@shared/money.js';
import type { Analysis, CheckResult } from '../types.js';
import { unitPrice } from './unit-price.js';

// Letter boundaries that know accented letters (\b does not: "qué" would never match).
const SPANISH_WORDS =
  /(?<!\p{L})(?:el|la|los|las|del|de|que|qué|es|está|están|por|para|una|un|mi|mis|su|sus|cuánto|cuanto|cuál|cómo|como|precio|presupuesto|cotización|ventanas?|puertas?|garantía|garantia|depósito|deposito|anticipo|permiso|permisos|huracán|huracanes|contratista|preguntar|justo|caro|barato|incluye|debo|puedo|tengo|esto|este|esta|y|en|con|sin|pero|se|nos|lo|al|muy|hay|ya|también|instalación|instalar|casa|vidrios?|marcos?|tiene|quieren|pueden)(?!\p{L})/giu;
const ENGLISH_WORDS =
  /\b(?:the|is|are|what|how|my|this|does|do|price|windows?|doors?|warranty|deposit|permit|should|can|quote)\b/gi;

/** Whether a message is written in Spanish (a handful of its common words, more than English ones). */
export function isSpanish(text: string): boolean {
  const es = text.match(SPANISH_WORDS)?.length ?? 0;
  const en = text.match(ENGLISH_WORDS)?.length ?? 0;
  return /[¿¡ñ]/.test(text) ? es >= 1 : es >= 2 && es > en;
}

/**
 * Words common in a language the chat does not read and rare in English and Spanish: a question with
 * several of them is in that language ("Un démarcheur à domicile…" is French, not Spanish).
 */
const UNREAD_LANGUAGES: { name: string; words: RegExp }[] = [
  {
    name: 'French',
    words:
      /(?<!\p{L})(?:le|les|des|est|pour|nous|avec|mais|pas|qui|sont|été|ça|peut|dans|sur|au|aux|du|je|notre|nos|vous|fenêtres?|devis|c'est|d'un|d'une|l'on|qu'il|n'a|n'est|à|ma|mon|cette|ces|faire|encore|très|chez|déjà|avons|avez|ont|aussi)(?!\p{L})/giu,
  },
  {
    name: 'German',
    words:
      /(?<!\p{L})(?:und|der|die|das|ist|nicht|wir|ich|mit|für|auf|ein|eine|einen|den|dem|zu|auch|sind|haben|wie|oder|fenster|tür|angebot|angebote|unsere|unser)(?!\p{L})/giu,
  },
  {
    name: 'Italian',
    words:
      /(?<!\p{L})(?:il|gli|della|delle|dei|per|che|non|sono|devo|infissi|finestre|preventivo|ho|è|questo|anche|ma|chiedere|prima|firmare)(?!\p{L})/giu,
  },
  {
    name: 'Portuguese',
    words: /(?<!\p{L})(?:não|você|janelas|orçamento|são|também|meu|minha|vocês|está|obrigado)(?!\p{L})/giu,
  },
];
/** So many of a language's words, and more than of English's or Spanish's, name it. */
const UNREAD_WORDS = 3;

/** The language a message is written in, when the chat does not read it (neither English nor Spanish). */
export function unreadLanguage(text: string): string | null {
  const en = text.match(ENGLISH_WORDS)?.length ?? 0;
  const es = text.match(SPANISH_WORDS)?.length ?? 0;
  const [best] = UNREAD_LANGUAGES.map((l) => ({ name: l.name, n: text.match(l.words)?.length ?? 0 })).sort(
    (a, b) => b.n - a.n,
  );
  return best && best.n >= UNREAD_WORDS && best.n > en && best.n > es / 2 ? best.name : null;
}

export const RATINGS_ES: Record<Rating, string> = {
  good: 'Bueno',
  average: 'Regular',
  bad: 'Deficiente',
  unknown_discuss: 'Falta información',
  unknown_vendor: 'No indicado',
  not_provided: 'No indicado',
  not_applicable: 'No aplica',
};

export const TITLES_ES: Record<CategoryShortId, string> = {
  pricing: 'Análisis de precio',
  hurricane: 'Certificación contra huracanes',
  energy: 'Eficiencia energética',
  warranty: 'Garantía',
  materials: 'Calidad de los materiales',
  removal: 'Retiro y desecho',
  repairs: 'Reparaciones estructurales',
  permits: 'Permisos e inspecciones',
  finish: 'Acabados',
  payment: 'Condiciones de pago',
};

/** What to ask the contractor about an item that is open, in Spanish. */
const ASK_ES: Record<CategoryShortId, string> = {
  pricing: '¿Cuál es el precio total por escrito y cuántas ventanas y puertas incluye, de qué tipo?',
  hurricane: '¿Qué número de aprobación de producto de Florida o NOA de Miami-Dade tienen las ventanas y puertas?',
  energy: '¿Cuál es el factor U y el SHGC del vidrio (etiqueta NFRC)?',
  warranty: '¿Cuántos años cubre la garantía del producto y cuántos la de mano de obra, y es transferible?',
  materials: '¿Qué marca, serie y material de marco se instalará?',
  removal: '¿Está incluido el retiro y desecho de las ventanas viejas?',
  repairs: '¿Cuánto cobran si encuentran madera podrida, y me avisan antes de hacerlo?',
  permits: '¿Quién saca el permiso y quién paga las inspecciones?',
  finish: '¿Están incluidos los acabados interiores y exteriores (molduras, sellado, pintura)?',
  payment: '¿Cuánto es el anticipo y cuándo se pagan los demás pagos?',
};

const TOPICS: [RegExp, CategoryShortId | 'ask' | 'summary'][] = [
  [
    /\b(?:resumen|c[oó]mo\s+(?:sali[oó]|est[aá]|qued[oó])|calificaci[oó]n|puntuaci[oó]n|puntaje|los\s+diez\s+puntos)(?!\p{L})/iu,
    'summary',
  ],
  [/\b(?:qu[eé]\s+(?:le\s+)?(?:debo\s+)?pregunt|preguntas?\s+(?:para|al)\s+(?:el\s+)?contratista)/i, 'ask'],
  // "sin pagar nada" asks for something free of charge, not about the payment schedule.
  [/\b(?:dep[oó]sito|anticipo|adelanto|enganche|pagos?|(?<!\bsin\s)pagar(?!\s+nada\b))\b/i, 'payment'],
  [/\bgarant[ií]a/i, 'warranty'],
  [/\bpermisos?\b|\binspecci[oó]n/i, 'permits'],
  [/\bhurac[aá]n|\bimpacto\b|\baprobaci[oó]n\b|\bnoa\b/i, 'hurricane'],
  [/\bpodrid|\breparaci[oó]n|\bdañ(?:o|ada|ado)s?\b|\bmarco\s+da[ñn]ado/iu, 'repairs'],
  [/\bretir(?:o|ar|an)\b|\bdesech|\bbasura\b|\bventanas\s+viejas\b|\bescombros\b/i, 'removal'],
  [/\bacabados?\b|\bmolduras?\b|\bsellad|\bmasilla\b|\bpintura\b|\bcalafate/i, 'finish'],
  [/\benerg[ée]tic|\beficien|\bvidrios?\b|\baislamiento\b/i, 'energy'],
  [/\bmarca\b|\bmateriales?\b|\bcalidad\b|\bvinilo\b|\bserie\b/i, 'materials'],
  [/\bprecio|\bcost(?:o|ar|ó)|\bcaro\b|\bbarato\b|\bjusto\b|\bvale\s+la\s+pena|\bcu[aá]nto\b/i, 'pricing'],
];

export const ADVICE_ES: Partial<Record<CategoryShortId, string>> = {
  payment:
    'Un anticipo moderado (a menudo de un 10% a un 30%) y el saldo al terminar protegen su dinero; pida el calendario de pagos por escrito.',
  warranty:
    'Compare la garantía del producto con la de la mano de obra: muchas garantías "de por vida" solo cubren la mano de obra uno o pocos años.',
  permits:
    'El contratista con licencia debería sacar el permiso y pasar las inspecciones; pídalo por escrito en el contrato.',
  hurricane:
    'En zonas de huracanes, cada ventana y puerta debe tener su número de aprobación (Florida Product Approval o NOA de Miami-Dade) en el contrato.',
  energy:
    'Busque en la etiqueta NFRC el factor U y el SHGC de cada unidad y compárelos con los límites ENERGY STAR de su zona climática.',
  materials:
    'La marca sola dice poco: pida por escrito la serie y el modelo de cada unidad, el material del marco y el vidrio.',
  removal:
    'El presupuesto debería decir quién retira y desecha las ventanas viejas; en casas anteriores a 1978 la empresa debe trabajar con las reglas de plomo de la EPA (RRP).',
  repairs:
    'Si al quitar las ventanas aparece madera podrida, lo justo es un precio fijo por ventana o por pie y su aprobación por escrito antes de hacer el trabajo.',
  finish:
    'Pida que el presupuesto diga qué molduras o revestimiento se ponen por dentro y por fuera, y que incluya el sellado y los tapajuntas.',
};

function resultFor(analysis: Analysis, category: CategoryShortId): CheckResult | undefined {
  return analysis.results.find((r) => r.category === category);
}

export function itemLine(result: CheckResult): string {
  return `**${TITLES_ES[result.category]}: ${RATINGS_ES[result.status]}.**`;
}

export function priceAnswer(analysis: Analysis): string {
  const result = resultFor(analysis, 'pricing');
  const facts = analysis.facts;
  const lines = result ? [itemLine(result)] : [];
  if (facts.totalCents === null) {
    lines.push(
      'No puedo comparar el precio sin el total del presupuesto. Dígame el total (por ejemplo "mi total es $12,500") y cuántas ventanas y puertas incluye.',
    );
    return lines.join('\n\n');
  }
  const { units, perUnitCents } = unitPrice(facts);
  let line = `Su presupuesto: **${displayCents(facts.totalCents)}**`;
  if (perUnitCents !== null)
    line += ` por **${units} ${units === 1 ? 'unidad' : 'unidades'}**, unos **${displayCents(Math.round(perUnitCents))} por unidad**`;
  if (facts.location.stateName) line += ` en **${facts.location.stateName}**`;
  lines.push(`${line}.`);
  const verdict: Partial<Record<Rating, string>> = {
    good: 'Está dentro del rango habitual de precios de referencia para su zona.',
    average:
      'Está algo por encima del rango habitual para su zona: vale la pena comparar con otra cotización del mismo alcance.',
    bad: 'Está muy por encima del rango habitual para su zona: pida otra cotización del mismo alcance antes de firmar.',
  };
  if (result && verdict[result.status]) lines.push(verdict[result.status]!);
  lines.push(
    'Para comparar cotizaciones, compare el precio por abertura con el mismo alcance, la misma línea de producto, el mismo método de instalación y la misma garantía.',
  );
  return lines.join('\n\n');
}

export function askAnswer(analysis: Analysis): string {
  const open = analysis.results.filter((r) => r.status !== 'good' && r.status !== 'not_applicable');
  if (!open.length)
    return 'Su presupuesto responde a los diez puntos. Aun así, pida que todo lo acordado quede por escrito en el contrato.';
  return ['Preguntas para su contratista:', ...open.slice(0, 6).map((r) => `- ${ASK_ES[r.category]}`)].join('\n');
}

export function summaryAnswer(analysis: Analysis): string {
  const items = analysis.results.map((r) => `- ${TITLES_ES[r.category]}: ${RATINGS_ES[r.status]}`);
  return [`**Puntuación de calidad: ${analysis.score}/100.**`, ...items].join('\n');
}

/** The checklist item, the summary or what to ask, that a Spanish question names; null when it names none. */
export function spanishTopic(question: string): CategoryShortId | 'ask' | 'summary' | null {
  return TOPICS.find(([re]) => re.test(question))?.[1] ?? null;
}

/** The Spanish answer for the common topics; null for other questions (the caller adds the note to the English answer). */
export function answerInSpanish(question: string, analysis: Analysis): { topic: string; text: string } | null {
  const topic = spanishTopic(question);
  if (!topic) return null;
  if (topic === 'ask') return { topic: 'ask_contractor', text: askAnswer(analysis) };
  if (topic === 'summary') return { topic: 'score', text: summaryAnswer(analysis) };
  if (topic === 'pricing') return { topic: 'price', text: priceAnswer(analysis) };
  return { topic: `category:${topic}`, text: itemAnswer(topic, analysis) };
}

/** One checklist item in Spanish: its rating, the advice and what to ask when it is open. */
export function itemAnswer(category: CategoryShortId, analysis: Analysis): string {
  if (category === 'pricing') return priceAnswer(analysis);
  const result = resultFor(analysis, category);
  const lines = [result ? itemLine(result) : `**${TITLES_ES[category]}**`];
  if (ADVICE_ES[category]) lines.push(ADVICE_ES[category]);
  if (result && result.status !== 'good' && result.status !== 'not_applicable')
    lines.push(`Pregunte al contratista: ${ASK_ES[category]}`);
  return lines.join('\n\n');
}
