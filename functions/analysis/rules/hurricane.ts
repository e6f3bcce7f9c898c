/**
 * hurricane / hurricane_certification — hurricane.md §7 (location tiers) and §8.2 (rating table), rubric §2.
 * Never says "illegal": impact protection is "normally required; confirm with your building department".
 */
import { hurricaneFreeState } from '../location.js';
import {
  answerClaim,
  result,
  silentClaim,
  statedClaim,
  YES_NO,
  type Claim,
  type Rule,
  type RuleContext,
} from './rule.js';

export const IMPACT_CLAIM =
  /\bimpact(?:[-\s](?:rated|resistant|glass|windows?|doors?))?\b|\bhurricane\s+(?:impact|windows?|glass|doors?|rated)\b|\blaminated\b|\blarge[-\s]missile\b|\bmissile\s+level\s+[A-E]\b/i;
export const NON_IMPACT = /\bnon[-\s]?impact\b|\bnot\s+impact[-\s]rated\b/i;
export const STANDARD =
  /\bASTM\s?E\s?1886\b|\bASTM\s?E\s?1996\b|\bE\s?1886\b|\bE\s?1996\b|\bTAS\s?20[123]\b|\bAAMA\s?506\b|\bDASMA\s?115\b/i;
/** An FL# approval number; "FL 34231" after a city is the ZIP code of an address, not an approval. */
export const FL_APPROVAL =
  /\bFL\s?#\s?\d{4,6}(?:\.\d+)?(?:-R\d+)?\b|\bFL\s?(?!3[234]\d{3}\b(?![.-]))\d{4,6}(?:\.\d+)?(?:-R\d+)?\b|\bFlorida\s+Product\s+Approval\b|\bNOA\b|\bNotice\s+of\s+Acceptance\b|\bMiami[-\s]Dade\s+(?:approved|NOA)\b|\bHVHZ\b/i;
export const TEXAS = /\bTDI\b|\bWPI[-\s]?8\b|\bTWIA\b|\bwindstorm\s+(?:cert|inspection)/i;
export const DESIGN_PRESSURE =
  /\bDP\s?-?\s?\+?\d{2,3}\b|\bdesign\s+pressure\D{0,15}\d{2,3}|[+±]\s?\d{2,3}(?:\.\d)?\s?\/\s?-?\s?\d{2,3}(?:\.\d)?\s?psf|\+\s?\d{2,3}(?:\.\d)?\s?\/\s?[-−–]\s?\d{2,3}(?:\.\d)?\b|\bPG\s?\d{2,3}\b/i;
export const SHUTTERS = /\bshutters?\b|\bstorm\s+panels?\b|\baccordion\b|\broll[-\s]down\b|\bhurricane\s+panels?\b/i;
export const WEAK = /\bhurricane[-\s](?:grade|ready)\b|\bstorm[-\s](?:grade|rated)\b/i;
export const GLASS_DESCRIBED =
  /\blow[-\s]?e\b|\bdual[-\s]pane\b|\bdouble[-\s]pane\b|\binsulated\s+glass\b|\btempered\b|\bclear\s+glass\b/i;

const BY_ZIP = silentClaim('location', 'Based on the job-site ZIP code.');
const SILENT = silentClaim('impact', 'The quote does not mention impact ratings, approvals or design pressure.');
const TEXAS_SILENT = silentClaim('impact', 'The quote does not mention TDI, WPI-8 or impact ratings.');
const COAST_SILENT = silentClaim('impact', 'The quote does not mention impact ratings or design pressure.');

export const hurricaneRule: Rule = (ctx: RuleContext) => {
  const { location } = ctx.facts;
  const tier = location.hurricaneTier;
  const hq = ctx.knowledge.hurricane.chatQuestions;
  const answers = ctx.input.answers;
  const place = location.stateName ? `${location.stateName} (ZIP ${location.zipCode})` : 'this ZIP code';

  if (!location.zipCode && location.state && hurricaneFreeState(location.state)) {
    return result(
      'hurricane',
      'not_applicable',
      `${location.stateName ?? location.state} has no hurricane-prone coast, so impact-rated windows are not required there.`,
      [silentClaim('location', 'Based on the state printed with the job address (its ZIP code could not be read).')],
    );
  }
  if (!location.zipCode) {
    return result(
      'hurricane',
      'unknown_discuss',
      'The job-site ZIP code is missing, so we cannot tell whether hurricane (impact) rules apply.',
      [silentClaim('location', 'The quote does not show a job-site ZIP code we could read.')],
      {
        text: 'What is the ZIP code of the house where the work will be done?',
        answer: 'zipCode',
        expects: 'number',
        options: ["I don't know"],
      },
    );
  }
  if (tier === 'T0') {
    return result(
      'hurricane',
      'not_applicable',
      `${place} is outside the hurricane-prone coast, so impact-rated windows are not required there.`,
      [BY_ZIP],
    );
  }

  const t = ctx.text;
  const impact = t.has(IMPACT_CLAIM) && !t.has(NON_IMPACT);
  const standard = t.has(STANDARD);
  const approval = t.has(FL_APPROVAL);
  const texas = t.has(TEXAS);
  const dp = t.has(DESIGN_PRESSURE);
  const shutters = t.has(SHUTTERS);
  const weak = t.has(WEAK) && !standard && !approval;
  const impactClaim = (): Claim =>
    impact ? statedClaim(ctx, 'impact', IMPACT_CLAIM) : statedClaim(ctx, 'shutters', SHUTTERS);
  const approvalClaim = (): Claim =>
    approval ? statedClaim(ctx, 'approval', FL_APPROVAL) : statedClaim(ctx, 'testStandard', STANDARD);
  const dpClaim = (): Claim => statedClaim(ctx, 'designPressure', DESIGN_PRESSURE);
  const ratedClaims = (): Claim[] => [
    ...(impact || shutters ? [impactClaim()] : []),
    ...(approval || standard ? [approvalClaim()] : []),
    ...(dp ? [dpClaim()] : []),
  ];
  const tierName = ctx.knowledge.hurricane.tiers[tier].name;

  if (answers.impactApproved === true) {
    // The chat asks Texas homeowners about TDI windstorm approval; elsewhere the approval is an FL# / NOA.
    const said =
      tier === 'T3'
        ? 'the contractor confirmed TDI windstorm-approved products'
        : 'the products carry an approval number and a design pressure';
    return result(
      'hurricane',
      'average',
      `You said ${said}. The quote should show it in writing (${tierName}); ask the contractor to add it.`,
      [answerClaim('impactApproved'), ...ratedClaims(), SILENT],
    );
  }

  if (tier === 'T1' || tier === 'T2') {
    const rules = tier === 'T1' ? 'In the High-Velocity Hurricane Zone (Miami-Dade and Broward)' : 'In Florida';
    if ((impact || shutters) && (approval || standard) && dp) {
      return result(
        'hurricane',
        'good',
        `${rules} windows and doors need impact protection with a product approval. This quote shows impact-rated products with ${approval ? 'an approval number (NOA / FL#)' : 'the impact test standard'} and a design pressure.`,
        [approvalClaim(), impactClaim(), dpClaim()],
      );
    }
    if (weak && !impact) {
      return result(
        'hurricane',
        'bad',
        `${rules} a product may only be sold as hurricane protection with a Florida Product Approval or Miami-Dade NOA. The quote uses "hurricane-grade"-style wording without any test standard or approval.`,
        [statedClaim(ctx, 'hurricaneWording', WEAK)],
      );
    }
    if (impact || shutters) {
      const missing = [
        !(approval || standard) && 'a Florida Product Approval (FL#) or Miami-Dade NOA number',
        !dp && 'the design pressure (DP)',
      ]
        .filter(Boolean)
        .join(' and ');
      return result(
        'hurricane',
        'average',
        `${rules} impact protection is normally required; confirm with your building department. The quote claims impact protection but does not state ${missing}. Ask the contractor to write them in.`,
        ratedClaims(),
      );
    }
    if (tier === 'T1' && (t.has(NON_IMPACT) || t.has(GLASS_DESCRIBED))) {
      return result(
        'hurricane',
        'bad',
        `${rules} openings normally need impact-rated glass or approved shutters; confirm with your building department. This quote describes non-impact glass and no shutters.`,
        [t.has(NON_IMPACT) ? statedClaim(ctx, 'nonImpact', NON_IMPACT) : statedClaim(ctx, 'glass', GLASS_DESCRIBED)],
      );
    }
    if (answers.nearCoast === true || tier === 'T1') {
      return result(
        'hurricane',
        'not_provided',
        `${rules} windows and doors near the coast normally need impact-rated glass or approved shutters; confirm with your building department. The quote does not say whether these products are impact-rated; ask the contractor for the approval numbers and design pressure.`,
        [...(answers.nearCoast === true && tier !== 'T1' ? [answerClaim('nearCoast')] : []), SILENT],
      );
    }
    if (answers.nearCoast === false) {
      return result(
        'hurricane',
        'average',
        'You said the home is not near the coast. Florida still requires a state product approval (FL#) for windows and doors; the quote does not show one.',
        [answerClaim('nearCoast', 'no'), SILENT],
      );
    }
    return result(
      'hurricane',
      'unknown_discuss',
      `${rules} windows and doors normally need impact protection with a product approval. The quote does not say whether these products are impact-rated.`,
      [SILENT],
      {
        text: hq.coast,
        answer: 'nearCoast',
        expects: 'yes_no',
        options: ['Yes, within a mile', 'No, farther away', 'Not sure'],
      },
    );
  }

  if (tier === 'T3') {
    if (texas && (impact || dp))
      return result(
        'hurricane',
        'good',
        'This address is in the Texas windstorm (TWIA) area. The quote shows rated products and the TDI windstorm inspection / WPI-8 certificate.',
        [statedClaim(ctx, 'texasCertificate', TEXAS), impact ? impactClaim() : dpClaim()],
      );
    if (impact || dp)
      return result(
        'hurricane',
        'average',
        'This address is in the Texas windstorm (TWIA) area. The products look rated, but the quote does not mention the TDI windstorm inspection or WPI-8 certificate you need for TWIA insurance.',
        [impact ? impactClaim() : dpClaim()],
      );
    if (answers.impactApproved === false) {
      return result(
        'hurricane',
        'not_provided',
        'This address is in the Texas windstorm (TWIA) area. Neither the quote nor the contractor confirms TDI-approved products or the WPI-8 inspection you need for TWIA insurance.',
        [answerClaim('impactApproved', 'no'), TEXAS_SILENT],
      );
    }
    return result(
      'hurricane',
      'unknown_discuss',
      'This address is in the Texas windstorm (TWIA) area, and the quote is silent on windstorm ratings and the WPI-8 certificate.',
      [TEXAS_SILENT],
      {
        text: hq.texas,
        answer: 'impactApproved',
        expects: 'yes_no',
        options: YES_NO,
      },
    );
  }

  // T4 (Gulf / South-Atlantic coastal counties), T5 (Mid-Atlantic / New England shore), T6 (islands).
  const coastal = tier === 'T5' ? 'Near the Mid-Atlantic or New England shore' : 'In this coastal area';
  if (answers.nearCoast === false) {
    return result(
      'hurricane',
      'not_applicable',
      `You said the home is not within about a mile of the coast, so impact protection is usually not required ${location.stateName ? `in ${place}` : 'there'}.`,
      [answerClaim('nearCoast', 'no'), ...ratedClaims()],
    );
  }
  if ((impact || shutters) && standard && dp)
    return result(
      'hurricane',
      'good',
      `${coastal} wind-borne debris rules may apply. The quote shows impact protection tested to the standard and a design pressure.`,
      [impactClaim(), statedClaim(ctx, 'testStandard', STANDARD), dpClaim()],
    );
  if (dp || impact)
    return result(
      'hurricane',
      'average',
      `${coastal} wind-borne debris rules may apply. The quote states ${dp ? 'a design pressure' : 'impact glass'} but not ${dp ? 'whether the products are impact-rated' : 'the test standard and design pressure'}.`,
      [dp ? dpClaim() : impactClaim()],
    );
  if (tier === 'T5' && answers.nearCoast !== true) {
    return result(
      'hurricane',
      'not_applicable',
      `${place} is on the Mid-Atlantic / New England shore: impact protection is only possible within about a mile of the water, so it is not rated here.`,
      [BY_ZIP],
    );
  }
  if (answers.nearCoast === true) {
    return result(
      'hurricane',
      'not_provided',
      `You said the home is within about a mile of the coast, where impact-rated windows or shutters are often required. The quote says nothing about impact ratings or design pressure; ask the contractor.`,
      [answerClaim('nearCoast'), COAST_SILENT],
    );
  }
  return result(
    'hurricane',
    'unknown_discuss',
    `${place} is in a coastal county where wind-borne debris rules can apply near the water. The quote says nothing about impact ratings or design pressure.`,
    [COAST_SILENT],
    {
      text: hq.coast,
      answer: 'nearCoast',
      expects: 'yes_no',
      options: ['Yes, within a mile', 'No, farther away', 'Not sure'],
    },
  );
};
