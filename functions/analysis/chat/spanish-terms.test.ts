import { describe, expect, it } from 'vitest';
import { GLOSSARY } from './glossary.js';
import data from './spanish-glossary.json' with { type: 'json' };
import { spanishTermIn } from './spanish-terms.js';

const TERMS_ES = data.terms as Record<string, string>;
const figures = (text: string) => text.match(/\d+(?:[.,/]\d+)*/g) ?? [];

describe('the Spanish glossary', () => {
  it.each(Object.keys(TERMS_ES))('%s gives no figure the English term does not', (id) => {
    const english = GLOSSARY.terms.find((t) => t.id === id);
    expect(english, `no glossary term ${id}`).toBeDefined();
    const given = new Set(figures(english!.text));
    for (const figure of figures(TERMS_ES[id]!)) expect(given, `${id} adds ${figure}`).toContain(figure);
  });

  it.each([...data.situations, ...data.names].map((n) => [n.term, n.match] as const))(
    'finds %s only as a glossary term with a Spanish text, by an expression that compiles',
    (term, match) => {
      expect(GLOSSARY.terms.some((t) => t.id === term)).toBe(true);
      expect(TERMS_ES[term], `${term} has no Spanish text`).toBeDefined();
      expect(() => new RegExp(match, 'iu')).not.toThrow();
    },
  );
});

describe('spanishTermIn: the situation a Spanish question is about', () => {
  it.each([
    ['Quitaron las etiquetas de las ventanas, ¿cómo sé si el vidrio es el que pedimos?', 'verify_delivered_windows'],
    ['¿Las persianas enrollables motorizadas necesitan un circuito aparte?', 'roller_shutters'],
    ['¿Conviene poner persianas contra huracanes o ventanas de impacto?', 'shutters'],
    ['Nuestra casa está en un distrito histórico, ¿necesitamos permiso especial?', 'historic_district'],
    ['La empresa cerró la empresa y se fue con mi anticipo.', 'contractor_default'],
    ['Los instaladores rayaron el piso, ¿quién paga?', 'contractor_damage'],
    ['Quiero cambiar solo el vidrio roto, no toda la ventana.', 'glass_only_replacement'],
    ['¿Qué marca de ventanas es la mejor?', 'brands'],
    // A payment far back in the sentence is not what is done in stages.
    ['Pagamos el anticipo del pedido y ahora queremos cambiar las ventanas por etapas.', 'phased_replacement'],
    ['La empresa se declaró en quiebra y no instaló las ventanas, ¿cómo recupero mi dinero?', 'contractor_default'],
    ['Los vidrios nuevos tienen rayas y burbujas, ¿tengo que aceptarlos?', 'glass_scratches'],
    ['¿Un tubo solar sirve en vez de un tragaluz?', 'skylights_tubes'],
    ['Los pájaros chocan contra el ventanal nuevo, ¿qué hago?', 'bird_strikes'],
    ['Voy en silla de ruedas: ¿qué umbral necesita la puerta nueva?', 'accessible_doors_windows'],
    ['La administración me dice que debo retirar las rejas de las ventanas, ¿necesito permiso?', 'condo_strata'],
    ['¿Quién debe hacerse cargo de la reparación del marco, yo o la comunidad?', 'condo_strata'],
    [
      'Vivo junto al aeropuerto y Aena no nos incluye en su plan de aislamiento acústico, ¿cómo reclamo?',
      'airport_noise_programme',
    ],
    ['¿El aeropuerto paga las ventanas insonorizadas de las casas cercanas?', 'airport_noise_programme'],
    ['¿Las ventanas nuevas quitan el ruido de los aviones del aeropuerto?', 'noise'],
    ['Me ofrecen pagar las puertas con el programa PACE, ¿conviene?', 'pace_financing'],
    [
      '¿Qué pasa si pago las ventanas en la factura del impuesto sobre la propiedad y luego vendo la casa?',
      'pace_financing',
    ],
    ['En la junta de la comunidad votaron en contra de mis ventanas nuevas, ¿pueden impedírmelo?', 'condo_strata'],
    ['¿Necesito el consentimiento unánime de la comunidad para cerrar el balcón?', 'condo_strata'],
    ['Le pedí a la comunidad que pagara el cambio de la ventana del desván y dice que me toca a mí.', 'condo_strata'],
    ['La junta extraordinaria me negó el toldo, ¿qué tengo que presentar?', 'condo_strata'],
    ['Vivo en un conjunto cerrado y la fachada es zona común, ¿quién cambia las ventanas?', 'condo_strata'],
    ['Hicimos la obra sin contrato escrito, solo un presupuesto por WhatsApp.', 'no_written_contract'],
    ['En mi comunidad quieren cambiar las ventanas de la escalera, ¿tengo que pagar mi parte?', 'condo_strata'],
    ['Cerré la terraza sin pedir permiso a la comunidad y la junta me exige que lo retire.', 'condo_strata'],
    ['¿Es normal que vengan cristales equivocados?', 'workmanship_dispute'],
    ['¿Tengo que aceptarlo o puedo pedir otra puerta?', 'defective_goods_remedy'],
    ['¿Merece la pena el aluminio con rotura de puente térmico?', 'frame_materials'],
    ['¿Es normal que tarden más de lo prometido?', 'schedule'],
    ['Queremos instalar las ventanas nosotros mismos, ¿vale la pena?', 'diy_install'],
    ['¿Puedo donar o reciclar las ventanas viejas que sacaron?', 'old_window_disposal'],
    ['¿Las ventanas de pino duran tanto como las de roble?', 'timber_windows'],
  ])('"%s" → %s', (question, id) => expect(spanishTermIn(question)).toBe(id));

  it.each([
    // Paying in stages is the payment schedule, not replacing the windows in stages.
    '¿Puedo pagar por etapas?',
    // Rot found during the job is the checklist's repairs item, not restoring old sash.
    '¿Qué pasa si encuentran madera podrida?',
    // A building site's manager is not a building's administration.
    'El administrador de la obra dice que la ventana llega el lunes.',
    // a region's programme is not the building's community
    '¿Puedo pedir la ayuda de mi comunidad autónoma para las ventanas?',
  ])('"%s" names no situation', (question) => expect(spanishTermIn(question)).toBeNull());
});
