/**
 * The ways contractors name the things the checklist looks for (domain notes: rubric.md §2–§10 and
 * quality.md). Each concept has the words that name it (`terms`); `notNeeded` where the quote can say
 * the thing is not required at all; `unless` for look-alikes that are something else ("remove screens
 * for cleaning" is not the removal of the old units). Whether a mention is included, excluded, the
 * owner's or optional is read by concepts.ts from the clause around it, the same way for every concept.
 */
export interface Concept {
  terms: RegExp;
  notNeeded?: RegExp;
  unless?: RegExp;
}

export const CONCEPTS = {
  // permits / permits_inspections — rubric §8, quality.md §6
  permit: {
    terms:
      /\b(?:building\s+|city\s+|county\s+|window\s+|door\s+)?permit(?:s|ting)?\b(?!\s*(?:#|no\.|number)\s*\d)|\bnotice\s+of\s+commencement\b/i,
    notNeeded:
      /\bno\s+(?:building\s+)?permits?\s+(?:is\s+|are\s+|will\s+be\s+)?(?:required|needed|necessary)\b|\bpermits?\s+(?:is|are)\s+not\s+(?:required|needed|necessary)\b|\b(?:does|do)\s+not\s+require\s+(?:a\s+)?permits?\b|\bwithout\s+(?:a\s+)?permit\b/i,
    unless: /\bif\s+(?:the\s+)?(?:weather|schedule)\s+permits?\b|\bas\s+(?:time|weather)\s+permits?\b/i,
  },
  /** The contractor doing the permit work itself: applying, pulling, scheduling the inspection. */
  permitWork: {
    terms:
      /\b(?:obtain|pull|apply|file|secure|handle|arrange|process|submit|procure|acquire|get|take\s+care\s+of|coordinate|schedule|request)(?:s|es|ed|ing)?\b[^.;]{0,60}\b(?:permits?|inspections?|notice\s+of\s+commencement)\b|\bpermits?\b[^.;]{0,50}\b(?:obtained|pulled|applied\s+for|filed|secured|handled|arranged|processed|submitted|scheduled)\b|\bpermits?\b[^.;]{0,30}\b(?:which|that)\s+we\s+(?:will\s+)?(?:pull|obtain|get|file|apply\s+for|handle|secure)\b/i,
  },
  inspection: {
    terms:
      /\b(?:final\s+|city\s+|county\s+|building\s+|code\s+)?inspections?\b(?!\s+of\s+(?:the\s+)?(?:existing|frames?|openings?|sills?))/i,
  },

  // removal / removal_disposal — rubric §6, quality.md §4
  removal: {
    terms:
      /\b(?:remov(?:e|al|ing|ed)|rmv|rem\.)(?=\s|\b)[^.;:]{0,40}\b(?:existing|old|current|original|exist\.?)\b|\b(?:existing|old)\s+(?:windows?|doors?|units?|sash(?:es)?|frames?)\s+(?:to\s+be\s+|will\s+be\s+)?removed\b|(?<!\b(?:at|during|after|upon|on|before)\s+(?:the\s+)?)\b(?:tear|take)[-\s]?out\b|\b(?:tak(?:e|es|ing)|took|tear(?:s|ing)?|pull(?:s|ing)?)\s+out\b(?=\s+(?:the\s+|all\s+|your\s+)?(?:old|existing|current|original)\b)|\bremoval\s+of\b|\bremove\s+(?:and|&)\s+(?:dispose|haul|replace)\b|\bremoval\s*(?:&|and|\/)\s*(?:disposal|haul)/i,
    unless: /\bremov(?:e|able|al)\s+(?:of\s+)?(?:the\s+)?(?:screens?|sash(?:es)?)\s+(?:for|to)\s+clean/i,
  },
  disposal: {
    terms:
      /\bhaul(?:s|ed|ing)?[-\s]?(?:away|off)\b|\bhaul(?:s|ed|ing)?\s+(?:\w+\s+){1,3}(?:away|off)\b|\bhaul\s+(?:the\s+)?(?:old|existing|debris|away)\b|\bdispos(?:e|al|ed|ing)\b|\bdebris\b|\bdumpster\b|\bclean[-\s]?up\b|\bbroom[-\s]?clean|\bjob\s*site\s+(?:left\s+)?clean\b|\bcart(?:ed)?\s+away\b|\brecycl(?:e|ed|ing)\s+(?:the\s+)?old\b/i,
  },
  leadSafe: {
    terms:
      /\bRRP\b|\blead[-\s]safe\b|\bEPA\s+(?:lead\s+)?(?:certified|certification|firm)\b|\bcertified\s+(?:renovation\s+)?firm\b|\bRenovate\s+Right\b|\blead\s+(?:test|paint\s+(?:practices|rules|procedures|protocols|containment))/i,
  },

  // finish / finish_work — rubric §9, quality.md §7
  interiorTrim: {
    terms:
      /\b(?:interior|int\.)\s+(?:trim|casings?|stops?|returns?|finish(?:\s+work)?|moldings?|mouldings?)\b|\b(?:new|primed|painted|stained|wood|mdf|pvc)\s+(?:interior\s+)?(?:trim|casings?|moldings?|mouldings?)\b|\bjamb\s+extensions?\b|\bdrywall\b|\bsheetrock\b|\bplaster\s+(?:repair|patch)|\bstool\s+(?:and|&)\s+apron\b|\bwindow\s+stools?\b|\bpaint(?:ing)?\s+touch[-\s]?ups?\b|\btouch[-\s]?up\s+paint/i,
  },
  exteriorTrim: {
    terms:
      /\bcapping\b|\bcap(?:ped)?\s+(?:the\s+)?(?:exterior|frames?|brick\s?mou?lds?|sills?|trim|wood)\b|\bcoil\s+(?:stock|wrap)\b|\b(?:aluminum|aluminium|pvc|vinyl|composite)\s+(?:coil|wrap|cladding|capping)\b|\bwrap(?:s|ped|ping)?\b(?:[^.;]|\.(?=\s?[a-z])){0,40}\b(?:aluminum|aluminium|alum|coil|pvc|exterior|ext|trim|frames?|brick\s?mou?lds?)\b|\bext\.?\s+(?:wood\s+)?trim\b|\bexterior\s+(?:trim|casings?|finish(?:\s+work)?|moldings?|paint(?:ing)?)\b(?!\s*stops?\b)|\bbrick\s?mou?lds?\b|\bstucco\b|\bsiding\s+(?:repair|patch|replacement)|\bJ[-\s]channel\b/i,
  },
  painting: { terms: /\bpaint(?:ing|ed)?\b|\bstain(?:ing|ed)?\b(?!less)/i },
  sealing: {
    terms:
      /\bcaulk(?:ed|ing)?\b|\bsealant\b|\bsilicone\b|\bbacker\s+rod\b|\bflashing\b|\bflashed\b|\bsill\s+pans?\b|\b(?:low[-\s]expansion|spray)\s+foam\b|\bfoam\s+(?:insulat\w+|seal\w*)\b|\binsulat(?:e|ed|ion)\s+(?:gaps|around|the\s+perimeter)|\bweather[-\s]?(?:proof|seal|tight)\w*|\bseal(?:ed)?\s+(?:around|the\s+perimeter|all\s+(?:gaps|joints))/i,
  },

  // repairs / structural_repairs — rubric §7, quality.md §5
  hiddenDamage: {
    terms:
      /\brot(?:ted|ten|ting)?\b|\bwood\s+rot\b|\bdecay(?:ed)?\b|\bsills?\s+(?:repairs?|replacement|replaced)\b|\bbucks?\b|\bframing\s+repairs?|\bstructural\s+(?:repairs?|damage|issues)|\bwater\s+damage\b|\b(?:unforeseen|hidden|concealed|unknown)\s+(?:conditions|damage|defects)\b|\bdamaged\s+(?:framing|wood|sills?)\b/i,
  },

  // energy / energy_efficiency — rubric §3, energy.md §9
  lowE: {
    terms:
      /\blow[-\s]?e\b|\blo[-\s]?e\b|\bloe[-\s]?[²\d]{1,3}\b|\blow[-\s]?e\s?[²\d]{1,3}\b|\blow[-\s]emissivity\b|\bsolar\s?ban\b|\bclimaguard\b/i,
  },
  gasFill: { terms: /\bargon\b|\bkrypton\b|\bgas[-\s]filled\b/i },
  triplePane: { terms: /\btriple[-\s]?(?:pane|glaz\w*|glass)\b|\b3[-\s]pane\b|\bthree[-\s]pane\b/i },
} satisfies Record<string, Concept>;

export type ConceptName = keyof typeof CONCEPTS;
