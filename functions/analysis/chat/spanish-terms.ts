/**
 * Spanish answers beyond the commonest topics: the glossary's terms in Spanish (spanish-glossary.json),
 * found by their Spanish names, and the Spanish answer for whatever topic the English reading of a
 * question settled on, so that a Spanish question never gets an English answer.
 */
import { CATEGORIES, type CategoryShortId } from '@shared/checklist.js';
import type { Analysis } from '../types.js';
import { GLOSSARY, type LocalKnowledge } from './glossary.js';
import data from './spanish-glossary.json' with { type: 'json' };
import { askAnswer, itemAnswer, priceAnswer, summaryAnswer } from './spanish.js';

const TERMS_ES = data.terms as Record<string, string>;

/**
 * Spanish names of situations, checked before the terms' names: what happened or what is asked about
 * ("gotean", "no terminó el trabajo", "condominio") says more than a word naming a product.
 */
const SITUATIONS_ES: [RegExp, string][] = [
  [/\bmy\s+safe\s+florida|\bmi\s+florida\s+segura|\bMSFH\b/iu, 'my_safe_florida_home'],
  [
    /\bmitigaci[oó]n\b|\bdescuento\s+(?:en\s+(?:el|la|mi)|del|de\s+(?:la|mi))\s+(?:seguro|p[oó]liza)/iu,
    'wind_mitigation',
  ],
  [
    /\b(?:persianas?|contraventanas?|paneles)\s+(?:anticicl[oó]nic[oa]s|contra\s+huracanes|de\s+tormenta|de\s+acorde[oó]n)|\bshutters?\b|\bmadera\s+contrachapada|\bplywood\b/iu,
    'shutters',
  ],
  [/\bHOA\b|\basociaci[oó]n\s+de\s+(?:propietarios|vecinos|due[ñn]os)\b/iu, 'hoa_approval'],
  [
    /\bcondominio|\bco-?op\b|\bjunta\s+(?:del\s+edificio|del\s+condominio|directiva)|\breglamento\s+del\s+(?:edificio|condominio)/iu,
    'condo_strata',
  ],
  [/\bhist[oó]ric[oa]s?\b|\bpatrimonio\b|\bzona\s+de\s+conservaci[oó]n/iu, 'historic_district'],
  [/\bgravamen|\blien\b/iu, 'contractor_lien'],
  [
    /\bdesapareci[oó]|\bcerr[oó]\s+(?:la\s+empresa|el\s+negocio|la\s+compa[ñn][ií]a)|\bquebr[oó]|\bbancarrota|\bse\s+fue\s+con\s+(?:mi|el|nuestro)\s+(?:dinero|anticipo)/iu,
    'contractor_default',
  ],
  [
    /\bretras(?:o|os|ado|ada|an)\b|\bno\s+(?:han\s+)?(?:vienen|viene|venido|lleg[oó]|llegan|se\s+present(?:a|an|aron|[oó]))\b|\bsigo\s+esperando|\bllevo\s+(?:\w+\s+)?(?:semanas|meses)\s+esperando/iu,
    'install_delays',
  ],
  [
    /\bgote(?:a|an|o|ando)\b|\bfiltr(?:a|an|aci[oó]n(?:es)?)\s+(?:de\s+)?agua|\bentra\s+(?:el\s+)?agua|\bse\s+mete\s+(?:el\s+)?agua/iu,
    'leak_after_install',
  ],
  [
    /\bcondensaci[oó]n|\bsudan\b|\bsudando\b|\bgotas\b[^.?!]{0,20}\bpor\s+dentro|\bhumedad\s+(?:por\s+dentro|en\s+(?:el|los)\s+vidrios?\s+por\s+dentro)/iu,
    'condensation_inside',
  ],
  [
    /\bmal\s+(?:hecho|hecha|instalad[oa]s?|colocad[oa]s?)|\bno\s+(?:termin[oó]|acab[oó])\s+(?:el\s+)?trabajo|\btrabajo\s+(?:mal\s+hecho|defectuoso|incompleto|sin\s+terminar)|\b(?:medida|tama[ñn]o)\s+equivocad[oa]/iu,
    'workmanship_dispute',
  ],
  [/\b(?:rompieron|da[ñn]aron|rayaron|ensuciaron|estropearon)\b/iu, 'contractor_damage'],
  [
    /\bdefectuos[oa]s?\b|\bque\s+me\s+devuelvan\s+(?:el\s+)?dinero|\bdevoluci[oó]n\s+del\s+dinero/iu,
    'defective_goods_remedy',
  ],
  [
    /\breclam(?:o|ar|aci[oó]n)\b[^.?!]{0,30}\bseguro\b|\bel\s+seguro\s+(?:cubre|paga|pagar[aá]|me\s+cubre)|\bda[ñn]os?\s+(?:por|de\s+la|del)\s+(?:tormenta|granizo|hurac[aá]n)/iu,
    'storm_damage_claim',
  ],
  [
    /\breclam(?:o|ar)\b[^.?!]{0,30}\bgarant[ií]a|\bgarant[ií]a\b[^.?!]{0,30}\b(?:no\s+(?:quiere|quieren)|se\s+niega|se\s+niegan|reclam)/iu,
    'warranty_claim',
  ],
  [
    /\bretener\b|\bno\s+pagar\s+(?:el\s+)?(?:saldo|resto|[uú]ltimo\s+pago)|\bguardar\s+(?:el\s+)?(?:saldo|[uú]ltimo\s+pago)/iu,
    'withhold_final_payment',
  ],
  [/\b(?:[uú]ltimo\s+pago|pago\s+final|saldo\s+final)\b/iu, 'final_payment'],
  [/\bprometi(?:[oó]|eron)\b|\bde\s+palabra\b|\bpromesas?\s+verbal(?:es)?\b|\bverbalmente\b/iu, 'verbal_promises'],
  [
    /\b(?:sub(?:ir|i[oó]|en|ieron)|aument(?:ar|[oó]|an|aron))\s+(?:el\s+)?precio|\baumento\s+(?:del?\s+)?precio|\bcl[aá]usula\s+de\s+(?:ajuste|escalaci[oó]n)/iu,
    'price_increase_after_signing',
  ],
  [
    /(?<!\bpag\w*\b[^.?!]{0,40})\bpor\s+(?:etapas|fases|partes)\b|\b(?:una|dos|unas\s+pocas)\s+(?:ventanas?\s+)?a\s+la\s+vez\b|\bpoco\s+a\s+poco\b|\btodas\s+(?:las\s+ventanas\s+)?(?:a\s+la\s+vez|de\s+una\s+vez)/iu,
    'phased_replacement',
  ],
  [
    /\b(?:reparar|restaurar|arreglar)\b[^.?!]{0,40}\bventanas?\s+(?:viejas|antiguas|de\s+madera|originales)|\brestauraci[oó]n\b|\bepoxi/iu,
    'restore_windows',
  ],
  [
    /\b(?:cambiar|reemplazar)\s+(?:solo|s[oó]lo|solamente|[uú]nicamente)\s+(?:el|los)\s+vidrios?|\bsolo\s+el\s+vidrio\b/iu,
    'glass_only_replacement',
  ],
  [
    /\bventanas?\s+de\s+tormenta|\bcontraventanas?\s+(?:interiores|de\s+invierno)|\bpel[ií]cula\s+(?:aislante|pl[aá]stica)/iu,
    'window_alternatives',
  ],
  [/\bpuerta\s+(?:de\s+tormenta|contra\s+tormentas|mosquitera)|\bstorm\s+door/iu, 'storm_door'],
  [/\bpuertas?\s+(?:corredizas?|deslizantes?|francesas?|de\s+patio|de\s+vidrio)\b/iu, 'patio_door_types'],
  [
    /\b(?:reparar|arreglar)\s+(?:la\s+|mi\s+)?puerta|\bpuerta\b[^.?!]{0,40}\b(?:reparar|arreglar)(?:la)?\b/iu,
    'door_repair_replace',
  ],
  [
    /\bpuerta\s+(?:de\s+entrada|principal|delantera)\b[^.?!]{0,40}\b(?:acero|fibra\s+de\s+vidrio|madera)\b/iu,
    'door_materials',
  ],
  [
    /\bpresupuesto\s+de\s+(?:la\s+)?puerta|\bqu[eé]\s+(?:debe|deber[ií]a)\s+incluir\b[^.?!]{0,30}\bpuerta/iu,
    'door_quote',
  ],
  [
    /\b(?:instalar|instalaci[oó]n)\b[^.?!]{0,40}\b(?:en\s+invierno|con\s+(?:el\s+)?fr[ií]o|bajo\s+cero|con\s+nieve)\b|\b(?:en\s+invierno|con\s+(?:el\s+)?fr[ií]o|con\s+nieve)\b[^.?!]{0,40}\binstal/iu,
    'cold_weather_install',
  ],
  [
    /\b(?:revisar|inspeccionar|comprobar)\s+(?:la\s+)?instalaci[oó]n|\bc[oó]mo\s+s[eé]\s+si\s+(?:la\s+instalaci[oó]n|quedaron|qued[oó]|est[aá]n)\s+bien/iu,
    'install_inspection',
  ],
  [
    /\b(?:hechas?|hechos?|fabricad[oa]s?)\s+a\s+medida|\bqui[eé]n\s+(?:toma|mide|tom[oó])\b|\btomar\s+las\s+medidas/iu,
    'window_sizing_order',
  ],
  [/\blicencia\b|\bseguro\s+de\s+responsabilidad|\b(?:est[aá]|tiene)\s+asegurad[oa]/iu, 'license_insurance'],
  [
    /\b(?:compa[ñn][ií]a|empresa)\s+(?:el[eé]ctrica|de\s+(?:luz|gas|electricidad|servicios))|\bsubsidio|\bsubvenci[oó]n|\bprograma\s+de\s+(?:ayuda|asistencia)/iu,
    'utility_rebates',
  ],
  [/\bvidrio\s+(?:templado|de\s+seguridad)|\btempered\b/iu, 'safety_glazing'],
  [/\bruido|\bruidos[oa]|\baislamiento\s+ac[uú]stico/iu, 'noise'],
  [
    /\borden\s+de\s+cambio|\bcargos?\s+(?:extras?|adicional(?:es)?)|\bcobr(?:ar|aron|an|[oó])\s+(?:m[aá]s|de\s+m[aá]s|extra)/iu,
    'change_order',
  ],
  [/\bdetallad[oa]\b|\bdesglos(?:e|ado|ar)\b|\bpor\s+partidas\b/iu, 'itemized_quote'],
  [
    /\b(?:vale\s+la\s+pena|conviene|necesito|tengo\s+que)\s+(?:cambiar|reemplazar)\s+(?:todas\s+)?(?:las|mis)\s+ventanas|\b(?:cambiar|reemplazar)\s+o\s+(?:reparar|arreglar)|\b(?:reparar|arreglar)\s+o\s+(?:cambiar|reemplazar)/iu,
    'why_replace',
  ],
  [/\bqu[eé]\s+marcas?\b|\bla\s+mejor\s+marca|\bmarcas?\s+(?:de\s+ventanas|buenas?|mejores?)/iu, 'brands'],
  [
    /\b(?:tipos?|estilos?)\s+de\s+ventanas?|\bventanas?\s+(?:abatibles|batientes|fijas|tipo\s+toldo)/iu,
    'window_styles',
  ],
  [/\bruedas?\b|\bruedit(?:a|as)\b|\brodamientos?\b|\bcuesta\s+(?:abrir|deslizar|correr)/iu, 'sliding_door_rollers'],
];

/** Spanish names of terms, checked in this order; the glossary's own patterns (SHGC, NFRC, NOA…) also apply. */
const NAMES_ES: [RegExp, string][] = [
  [/\bempañ|\bniebla\b|\bhumedad\s+entre\s+(?:los\s+)?vidrios|\bsello\s+(?:roto|fall)/iu, 'seal_failure'],
  [/\bde\s+por\s+vida\b/i, 'lifetime_warranty'],
  [/\bplomo\b/i, 'rrp'],
  [/\binserto\b|\bmarco\s+completo\b|\bretrofit\b|\bpor\s+dentro\s+o\s+por\s+fuera\b/i, 'install_method'],
  [/\btriple\s+vidrio\b|\btres\s+vidrios\b/i, 'triple_glazing'],
  [/\bbaja\s+emisividad\b|\blow[-\s]?e\b/i, 'low_e'],
  [/\barg[oó]n\b|\bkript[oó]n\b/i, 'gas_fill'],
  [/\bfactor\s+u\b/i, 'u_factor'],
  [/\bfinanciamiento\b|\bfinanciaci[oó]n\b|\bintereses?\b|\b0\s?%/i, 'financing'],
  [/\bcancelar\b|\bcancelaci[oó]n\b|\barrepent/i, 'cancellation'],
  [/\bhoy\s+mismo\b|\bsolo\s+(?:por\s+)?hoy\b|\bpresi[oó]n\b|\bapur/i, 'sales_pressure'],
  [/\bcr[ée]dito\s+(?:fiscal|de\s+impuestos)|\bimpuestos\b|\breembolso/i, 'tax_credit_25c'],
  [/\bcomparar\b|\bcomparo\b|\botros?\s+presupuestos?\b/i, 'compare_quotes'],
  [/\bcu[aá]nto\s+(?:tiempo|tarda)|\bplazo\b|\bsemanas\b|\bfecha\b/i, 'schedule'],
  [/\bsalida\s+de\s+emergencia\b|\begress\b/i, 'egress'],
  [
    /\bmarcos?\s+de\s+(?:vinilo|aluminio|madera|fibra)|\b(?:vinilo|aluminio|madera|fibra\s+de\s+vidrio)\s+(?:o|vs\.?|versus|contra)\s+(?:vinilo|aluminio|madera|fibra)/i,
    'frame_materials',
  ],
];

function spanishDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('es-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A term's Spanish text, with the knowledge base's figures filled in; null when it has none. */
export function termInSpanish(id: string, knowledge: Pick<LocalKnowledge, 'energy'>): string | null {
  const text = TERMS_ES[id];
  return text
    ? text.replace('{taxCreditEnd}', spanishDate(knowledge.energy.taxCredit25C.endedForInstallationsAfter))
    : null;
}

/** The glossary term a Spanish question names, by its Spanish name or the glossary's own pattern. */
export function spanishTermIn(question: string): string | null {
  const named = [...SITUATIONS_ES, ...NAMES_ES].find(([re, id]) => TERMS_ES[id] && re.test(question))?.[1];
  if (named) return named;
  const term = GLOSSARY.terms.find((t) => TERMS_ES[t.id] && t.match.some((m) => new RegExp(m, 'i').test(question)));
  return term?.id ?? null;
}

/** A term's answer in Spanish, with what this quote's checklist says about the item it bears on. */
export function termAnswer(id: string, analysis: Analysis, knowledge: Pick<LocalKnowledge, 'energy'>): string | null {
  const text = termInSpanish(id, knowledge);
  if (!text) return null;
  const category = GLOSSARY.terms.find((t) => t.id === id)?.category;
  const item = category && analysis.results.find((r) => r.category === category);
  return item && item.status !== 'not_applicable'
    ? `${text}\n\nEn su presupuesto: ${itemAnswer(category, analysis)}`
    : text;
}

export const HELP_ES = [
  'No estoy seguro de haber entendido la pregunta. Puedo ayudarle con:',
  '- ¿Es justo el precio?',
  '- Qué significa un término: SHGC, factor U, Low-E, NOA, método de inserto o de marco completo, reglas de plomo, derecho a cancelar…',
  '- ¿Qué le debo preguntar al contratista?',
  '- Cualquier punto de la lista: garantía, permisos, anticipo, retiro de las ventanas viejas, acabados…',
].join('\n');

/**
 * The Spanish answer for the topic the English reading found ("glossary:shgc", "category:permits",
 * "price", "score", "ask_contractor"); the Spanish help when the topic has no Spanish answer.
 */
export function spanishForTopic(
  topic: string,
  analysis: Analysis,
  knowledge: Pick<LocalKnowledge, 'energy'>,
): { topic: string; text: string } {
  const [kind, id] = topic.split(':');
  if (kind === 'price') return { topic, text: priceAnswer(analysis) };
  if (kind === 'score' || kind === 'score_drivers') return { topic, text: summaryAnswer(analysis) };
  if (kind === 'ask_contractor') return { topic, text: askAnswer(analysis) };
  if (kind === 'category' && CATEGORIES.some((c) => c.short === id))
    return { topic, text: itemAnswer(id as CategoryShortId, analysis) };
  if (kind === 'glossary' && id) {
    // The first of the topic's terms with a Spanish text, else the checklist item the first bears on.
    const terms = id.split('+');
    const spoken = terms.find((term) => TERMS_ES[term]);
    const text = spoken && termAnswer(spoken, analysis, knowledge);
    if (text) return { topic: `glossary:${spoken}`, text };
    const category = GLOSSARY.terms.find((t) => t.id === terms[0])?.category;
    if (category) return { topic: `category:${category}`, text: itemAnswer(category, analysis) };
  }
  return { topic: 'help', text: HELP_ES };
}
