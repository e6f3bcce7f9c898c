import { describe, expect, it } from 'vitest';
import { CATEGORY_SHORT_IDS } from '@shared/checklist.js';
import { loadKnowledge } from '../knowledge/index.js';
import { locate } from '../location.js';
import { explainTerms, findTerms, GLOSSARY } from './glossary.js';

const first = (question: string): string | undefined => findTerms(question)[0]?.term.id;
const found = (question: string): string[] => findTerms(question).map((h) => h.term.id);

describe('findTerms: names that only look like a term', () => {
  it("does not read Lowe's, the store, as low-E glass", () => {
    expect(found("We ordered a sliding patio door from Lowe's and it came damaged.")).not.toContain('low_e');
    expect(found('Is low-e worth paying for?')).toContain('low_e');
  });
});

describe('a storm door for an odd opening', () => {
  it('finds the opening size beside the storm door when the opening is said to be off standard', () => {
    expect(found('Our storm door opening is shorter and wider than standard: is custom the only way?')).toContain(
      'door_opening_size',
    );
    // A storm door alone is still not a question about the opening.
    expect(found('Is a storm door worth it on a standard front door?')).not.toContain('door_opening_size');
  });
});

describe("findTerms: the term a homeowner's question is about comes first", () => {
  it.each([
    // wind mitigation credits
    ['Will my homeowners insurance go down if I install impact windows?', 'wind_mitigation'],
    ['Do I need a wind mitigation inspection after the windows are installed?', 'wind_mitigation'],
    ['Can new windows lower my insurance?', 'wind_mitigation'],
    // shutters
    ['Shutters or impact-resistant windows: which is best?', 'shutters'],
    ['Can I just put plywood over the windows instead?', 'shutters'],
    ['Are storm panels good enough?', 'shutters'],
    // triple glazing
    ['Are triple pane windows worth it compared to double pane?', 'triple_glazing'],
    ['double pane vs triple pane?', 'triple_glazing'],
    ['What does dual pane mean?', 'triple_glazing'],
    // frame materials
    ['Vinyl vs. wood vs. fiberglass: which window material is best for my home?', 'frame_materials'],
    ['If I have wood windows now, should I replace them with wood?', 'frame_materials'],
    ['Are aluminum windows energy efficient?', 'frame_materials'],
    ['wood vs vinyl?', 'frame_materials'],
    // financing
    ['The quote came with "0% financing for 24 months." Is that a deferred interest plan?', 'financing'],
    ['Is "same as cash" a good deal?', 'financing'],
    ['Should I pay with a credit card or pay cash?', 'financing'],
    ['What APR should I expect on the loan?', 'financing'],
    // seal failure
    ['There is fog between the panes of my window', 'seal_failure'],
    ['My windows look foggy inside the glass', 'seal_failure'],
    ['Is moisture between the panes a seal failure?', 'seal_failure'],
    // lifetime warranties
    ['What does a lifetime warranty really cover?', 'lifetime_warranty'],
    ['Is the warranty transferable if I sell the house?', 'lifetime_warranty'],
    // lead-safe rule exemptions
    ['If a lead test shows the windows are lead free, does the RRP rule still apply?', 'rrp_exemptions'],
    ['The top coat is latex, so is the lead rule exempt?', 'rrp_exemptions'],
    ['Do the windows need to be tested for lead paint first?', 'rrp_exemptions'],
    // brands
    ['Is Milgard a builder-grade window compared with Andersen or Pella?', 'brands'],
    ['Which window brand is the best?', 'brands'],
    ['Is the quote a simple estimate or a proposal that offers good, better and best window choices?', 'brands'],
    ['Is the installation more important than the brand of the patio door?', 'brands'],
    // screens, locks and grids
    ['Are screens included with my new windows?', 'screens_hardware'],
    ['Is the lockset and deadbolt included with the new entry door, or extra?', 'screens_hardware'],
    ['Do the windows come with grids?', 'screens_hardware'],
    // extras around the install
    ['Will they charge extra to disconnect and reinstall the alarm sensors on the door?', 'extras'],
    ['Do I have to take down the blinds myself?', 'extras'],
    ['Is clean-up included after the install?', 'extras'],
    // slab or prehung
    ['Should I get just a door slab or a prehung door?', 'door_slab_prehung'],
    ['What does pre-hung mean?', 'door_slab_prehung'],
    // itemized quote
    ['My quote is just a single number. Should I ask for an itemized quote?', 'itemized_quote'],
    ['There are no line items, only a lump sum', 'itemized_quote'],
    ['Can I get a breakdown of the price?', 'itemized_quote'],
    // lead time and install day
    ['What is the typical lead time for replacement windows?', 'schedule'],
    ['What do I do with my dog and cat during the install?', 'schedule'],
    ["What's causing window delays?", 'schedule'],
    ['How long does it take to get new windows after I order?', 'schedule'],
    // repair or replace
    ['Why should I spend money on new windows at all?', 'why_replace'],
    ['Do replacement windows really pay for themselves?', 'energy_payback'],
    ['Should I repair my old windows or replace them?', 'why_replace'],
    // work done wrong, cold-weather installs, storm damage, restoring and insulating first
    ["The installer botched the job and won't come back to fix it. What can I do?", 'workmanship_dispute'],
    ["They measured wrong and the custom door doesn't fit. Who pays for a new one?", 'workmanship_dispute'],
    ['The picture window went in the wrong place, not where the contract says.', 'workmanship_dispute'],
    ['Can windows be installed in the winter when it is 20 degrees outside?', 'cold_weather_install'],
    ['Is it a bad idea to replace windows when it is freezing?', 'cold_weather_install'],
    ['It is 25° outside, can the crew still install the windows?', 'cold_weather_install'],
    ['Hail cracked two of our windows. Will insurance pay for new ones?', 'storm_damage_claim'],
    ['A tree branch smashed the patio door in the storm, do I file a claim?', 'storm_damage_claim'],
    ['Is a cracked window covered by home insurance?', 'storm_damage_claim'],
    ["Would rotted frames be covered by our homeowner's insurance?", 'storm_damage_claim'],
    ['Should I restore my old wood windows rather than replace them?', 'restore_windows'],
    ['Before I sign, is replacing really cheaper in the long run than restoring my originals?', 'restore_windows'],
    ['Is the real problem air leakage around the frames that I should fix first?', 'why_replace'],
    ['Is spending more on the windows going to help with the heating bill?', 'why_replace'],
    ['The company closed all its locations citing restructuring. Can we get our deposit back?', 'contractor_default'],
    ['He said the ice and frost on all our windows is because our humidity is too high.', 'condensation_inside'],
    ['Is double glazing really worth the extra money?', 'energy_payback'],
    ['Will grey tinted glass lessen the summer heat?', 'shgc'],
    ['Can I install the windows myself?', 'diy_install'],
    ['Is DIY window replacement worth it?', 'diy_install'],
    ['My handy dad says the two of us can put them in. Should we?', 'diy_install'],
    ['Is it worth paying someone to supply and fit the door?', 'diy_install'],
    ['Is doing all 27 windows in one day realistic versus spreading it out?', 'schedule'],
    ['He used structural pine beams instead of the LVL beams in the quote.', 'product_substitution'],
    ['Is it normal for a single fitter to do the whole install alone at that pace?', 'schedule'],
    ['How many windows can a crew install in a day?', 'schedule'],
    // A storm door named beside a non-standard front door does not make the front door's size a storm door's.
    [
      'The front door is a non-standard size, so they say we must custom order the door and the storm door.',
      'door_opening_size',
    ],
    ['The historic architecture review board says we may have to tear out the new windows.', 'historic_district'],
    ['Should I worry about surprises when they pull out the old aluminum frames?', 'hidden_water_damage'],
    ['The glass in the new slider does not match the windows beside it.', 'verify_delivered_windows'],
    [
      'Their service man says the only way to identify what glass is in the panels is to ship them back.',
      'verify_delivered_windows',
    ],
    [
      'The installer refused to put the door in and the company says it will postpone the install without my agreement.',
      'install_delays',
    ],
    [
      'They were short one set of panes. How do we get them to finish, and is this kind of delay normal?',
      'install_delays',
    ],
    ['Is waiting a year the smarter move, or is there a sensible way to pay for them sooner?', 'financing'],
    ['Two days after the surveyor came I changed my mind. Can I get my deposit back?', 'cancellation'],
    ["I'm told I need an expensive custom-made door that I can't afford. What are my options?", 'door_opening_size'],
    ['The board levied a special assessment of $40,000 to replace the windows. What can I do?', 'condo_strata'],
    ['If I replace the windows, should I do internal wall insulation at the same time?', 'why_replace'],
    ['Will off-the-rack frames even fit windows this old?', 'window_sizing_order'],
    ['Am I on the hook for windows that were already ordered?', 'window_sizing_order'],
    ['A salesman told me they were all junk. How do I know if I really need all of them replaced?', 'why_replace'],
    ['Should we replace them all at once or just the bedrooms this year?', 'phased_replacement'],
    ['Do window installers move furniture, or is it up to me?', 'schedule'],
    ['There is frost forming in between the panes of my double-paned windows. Can it be fixed?', 'seal_failure'],
    ['Does the DIY film kit you tape over the windows actually keep the house warmer?', 'window_alternatives'],
    ['I love black window frames, but will they fade or warp sooner than white ones?', 'frame_colour'],
    ['If my window gets replaced under warranty, does the warranty start over?', 'warranty_replacement_term'],
    ['Does installing those replacements restart the original 10-year warranty?', 'warranty_replacement_term'],
    ['Will the new sash have its own warranty or just what is left of the original?', 'warranty_replacement_term'],
    ['Is a 50% markup on replacement windows a rip-off?', 'contractor_markup'],
    ['The doors were priced exactly 25% above what the shop itself charges.', 'contractor_markup'],
    ['Why is the installer charging more for the same window I can buy at the store?', 'contractor_markup'],
    ['The window company only gave me a quote by text — do I have a contract?', 'no_written_contract'],
    ['Without a written contract, how do we show who was responsible for the doors?', 'no_written_contract'],
    ['Does a home improvement contract have to be in writing?', 'no_written_contract'],
    ['Is a verbal agreement with a contractor legally binding?', 'no_written_contract'],
    ['Should we insulate the attic first, before new windows?', 'why_replace'],
    ['Our new windows leak when the rain comes from the east. Is it the window or the install?', 'leak_after_install'],
    ['Rain gets in under the front door every storm', 'leak_after_install'],
    ["Do I need the condo board's approval before I replace my windows?", 'condo_strata'],
    ['Is the strata responsible for our drafty windows?', 'condo_strata'],
    ["The historic district commission says vinyl isn't allowed. Can I appeal?", 'historic_district'],
    ['Do I need written approval to replace the windows of a heritage-listed house?', 'historic_district'],
    ['Do I need permission to replace sash windows in a conservation area?', 'uk_listed_conservation'],
    ['Is the installer FENSA registered, and do I need the certificate?', 'uk_glazing_rules'],
    ['The window firm went into administration after I paid the deposit', 'uk_glazing_rules'],
    ['They delivered bronze frames instead of the white ones we ordered', 'workmanship_dispute'],
    ['The installer stopped returning my calls after the job', 'workmanship_dispute'],
    ['Halfway through, the contractor wants more money to finish the job', 'change_order'],
    ['Steel or fiberglass front door: which lasts longer?', 'door_materials'],
    ['Do I still need a storm door with a new insulated entry door?', 'storm_door'],
    ['French doors or a sliding door for the patio?', 'patio_door_types'],
    ['Our sliding patio door is hard to open. New rollers or a new door?', 'door_repair_replace'],
    ['How do I know it is time to replace the front door?', 'door_repair_replace'],
    ['Why is there condensation on the inside of our new windows every morning?', 'condensation_inside'],
    ['Ice forms on the inside of the glass in January', 'condensation_inside'],
    ['Every morning water runs down the inside of the bedroom window', 'condensation_inside'],
    ['There is black mould on the window sills', 'condensation_inside'],
    ['Two of the windows we ordered arrived damaged', 'workmanship_dispute'],
    ['The owner keeps promising to fix the gap under the sash', 'workmanship_dispute'],
    ["The fitter won't put it right", 'workmanship_dispute'],
    ['They have been in a month and the sash sticks. Is this acceptable workmanship?', 'workmanship_dispute'],
    ['Were the storm windows installed properly? They are so tight they barely open.', 'workmanship_dispute'],
    ['The crew left holes in my walls and never came to patch them', 'contractor_damage'],
    [
      'Both doors rattle and leak under the sill. Should doors like these be replaced rather than repaired?',
      'door_repair_replace',
    ],
    ['Is it worth paying for an earth-tone frame on a dark brick house?', 'frame_colour'],
    ['Should we get bronze or clay instead of standard white on our Tudor?', 'frame_colour'],
    ['How do I protect the sliding door from flying debris in a hurricane?', 'shutters'],
    ['How much will new double-pane windows save on heating?', 'energy_payback'],
    ['Should I hold back the final payment until the punch list is done?', 'final_payment'],
    ['Do I need a lien waiver before I pay the balance?', 'contractor_lien'],
    ["Why is there light coming through my door when it's closed?", 'door_weatherstrip'],
    ['Are replacement windows smaller than the original windows they replace?', 'install_method'],
    ['We did not realise the building is listed: can the council make us take the uPVC out?', 'uk_listed_conservation'],
    ['Sunlight reflecting off our picture window keeps burning spots in the lawn', 'low_e_plants'],
    // terms added in 2026.11.5
    ['How do I make a warranty claim on a fogged window?', 'warranty_claim'],
    ['The maker wants a serial number before they will look at it', 'warranty_claim'],
    ['Does the Magnuson-Moss Act cover windows?', 'warranty_claim'],
    ['The storm door handle hits the deadbolt of the front door', 'storm_door_fit'],
    ['Our opening is 37 inches wide, will a 36 inch storm door fit?', 'storm_door_fit'],
    ['Can you stain a fiberglass front door?', 'door_finish'],
    ['Will a dark paint colour warp the vinyl frames?', 'door_finish'],
    ['What glass gives the most privacy in a front door?', 'door_glass_privacy'],
    ['Are blinds between the glass worth it on a patio door?', 'door_glass_privacy'],
    ['Would secondary glazing be enough instead of new windows?', 'window_alternatives'],
    ['Are interior storm windows a cheaper option?', 'window_alternatives'],
    ['The window company went out of business with our deposit', 'contractor_default'],
    ['Can I do a chargeback on my credit card for the deposit?', 'contractor_default'],
    [
      'They say the company is restructuring and we should claim our deposit from the card company',
      'contractor_default',
    ],
    ['The installer has ceased trading and never fitted the windows we paid for', 'contractor_default'],
    ['Do rotten sash sills mean the window must be replaced, or can they be repaired?', 'restore_windows'],
    ['Can the rotting sill be repaired instead of replacing the whole window?', 'restore_windows'],
    ['Nobody fitted flashings above the windows, is that why they leak?', 'flashing'],
    ['Do I need my freeholder to agree before I change the windows in my flat?', 'leasehold_flat'],
    ['The council sent a section 20 notice about new windows for the whole block', 'leasehold_flat'],
    ['We pulled out of the contract the day after signing; do we owe them anything?', 'cancellation'],
    ['I backed out before they ordered the windows', 'cancellation'],
    ['Our gas bills have not gone down since the new windows went in', 'why_replace'],
    ['The builder wants a variation to the contract for the extra framing', 'change_order'],
    ['Why does the price keep going up after they started?', 'change_order'],
    ['Only the sealed unit has misted up; do we need a whole new window?', 'glass_only_replacement'],
    ['How do I stop my toddler falling out of the upstairs window?', 'child_window_safety'],
    ['Should I get window restrictors fitted for the kids?', 'child_window_safety'],
    ['The company says its installers are subcontractors. Is that a problem?', 'subcontracted_install'],
    ['I bought the windows online; will a contractor fit them for me?', 'homeowner_supplied_windows'],
    ['Does my electric company give rebates for new windows?', 'utility_rebates'],
    ['What does the A++ energy rating on these windows mean?', 'window_energy_rating'],
    ['Would vinyl windows cost us our historic designation?', 'historic_district'],
    ['Our cottage is C-listed; can the sash windows be double glazed?', 'uk_listed_conservation'],
    ['The salesman pressed us to decide on the spot. Is that normal?', 'sales_pressure'],
    ['Do I really need all new windows, or is he trying to sell me a bigger job?', 'why_replace'],
    ['He fixed one leak and now says all the other windows need replacing. Is that true?', 'why_replace'],
    ['Is the salesman upselling me on the triple pane?', 'sales_pressure'],
    ['How do I compare PVC, aluminium and hybrid frames across these quotes?', 'frame_materials'],
    ['uPVC or timber for a period house?', 'frame_materials'],
    ['Can I get a refund instead of a repair? The new bifold door sticks.', 'defective_goods_remedy'],
    ["The front door doesn't match what I ordered: it's grey, not black.", 'defective_goods_remedy'],
    ['They keep trying to fix the lock but it still does not work. What are my rights?', 'defective_goods_remedy'],
    ['They delivered the wrong colour patio door. Can I insist on a replacement?', 'defective_goods_remedy'],
    ['Do I still have the right to reject after 30 days?', 'defective_goods_remedy'],
    ['Can I insist on a full refund instead of letting them try to fix it?', 'defective_goods_remedy'],
    ['The company says it will replace them. Do I have to accept replacement doors?', 'defective_goods_remedy'],
    ["I'd rather cancel and get my money back than wait for a third repair.", 'defective_goods_remedy'],
    ['Are we obliged to accept another repair attempt on the patio door?', 'defective_goods_remedy'],
    ['Two men came to the door and said my window would fall out if I did not fix it today.', 'doorstep_rogue_trader'],
    ['A man knocked on my door offering to fix my window frames cheap.', 'doorstep_rogue_trader'],
    ['The emergency glazier overcharged me £600 for a board-up.', 'doorstep_rogue_trader'],
    ['The workman offered to drive me to the bank to get the money.', 'doorstep_rogue_trader'],
    ['How do I avoid cowboy builders?', 'doorstep_rogue_trader'],
    ["Shouldn't the contractor be covering this under the 10-year guarantee?", 'warranty_claim'],
    ["The salesman promised us a free patio door but it's not in the contract.", 'verbal_promises'],
    ["He told us the paint finish would never fade, but that isn't written in the quote.", 'verbal_promises'],
    ['The rep verbally promised a 10% energy saving, is that binding?', 'verbal_promises'],
    ['What the salesperson told us vs what the contract says are two different things.', 'verbal_promises'],
    ["I'm still waiting for my windows, they were due in June.", 'install_delays'],
    ['Our front door is now three months late, what can I do?', 'install_delays'],
    ['The installer keeps postponing the fitting date.', 'install_delays'],
    ["The fitters haven't turned up twice now.", 'install_delays'],
    ['The company raised the price after I signed the contract, can they do that?', 'price_increase_after_signing'],
    ['They want more money because material costs went up since we signed.', 'price_increase_after_signing'],
    ['Is a price increase after signing legal?', 'price_increase_after_signing'],
    ['My contract has an escalation clause, what does it mean for me?', 'price_increase_after_signing'],
    ['Is it reasonable to replace a few windows at a time?', 'phased_replacement'],
    ['Is a security bar and pin enough on our sliders?', 'sliding_door_security'],
    ['Our slider can be lifted out of the track even when locked', 'sliding_door_security'],
    ['What should I look for in storm-screen doors?', 'storm_door'],
    ['Is a fiberglass front door more durable than wood?', 'door_materials'],
    ['Should the joiner have sealed the door on all six sides?', 'door_finish'],
    ['You have to step up over the threshold to get out of the new door. Is that right?', 'patio_door_step'],
    ['In our sectional title complex, is trustee approval enough for new windows?', 'condo_strata'],
    ['Do I need consent from all the owners to change my windows?', 'condo_strata'],
    ['Does the warranty pay for water damage to my floors?', 'warranty_damage_coverage'],
    ['Does the warranty cover parts and labor, or only the part?', 'warranty_damage_coverage'],
    ['Will mounting blinds inside the vinyl frame void the window warranty?', 'warranty_voiding'],
    ["Can I hire my own installer without risking the maker's warranty?", 'warranty_voiding'],
    ['The store says the installation is guaranteed. What does that oblige them to do?', 'workmanship_warranty'],
    ['What does an installation warranty actually cover?', 'workmanship_warranty'],
    ['What does the warranty actually oblige them to do, and how do I push them to fix it?', 'workmanship_warranty'],
    ['Our door went in before the permit was approved. What can I do now?', 'permit_after_work'],
    ['The contractor never pulled a permit for the windows; what happens when we sell?', 'permit_after_work'],
    ['Will new windows really pay for themselves?', 'energy_payback'],
    ['How much can new windows cut our oil heating costs?', 'energy_payback'],
    [
      'We paid the deposit months ago and nothing has been ordered; how do I get a refund of my deposit?',
      'deposit_refund_delay',
    ],
    ["Can I get my deposit back if he won't keep to the timeline?", 'deposit_refund_delay'],
    [
      'We have been replacing doors and windows a bit at a time, is doing the house in phases sensible?',
      'phased_replacement',
    ],
    ['Should we replace all the windows at once or spread it over two years?', 'phased_replacement'],
    ['Is it reasonable to do the job in two phases?', 'phased_replacement'],
    ['My two-bedroom co-op still has the original casement windows.', 'condo_strata'],
    ['The building offers shareholders a pre-approved replacement window.', 'condo_strata'],
    ['Should I cut out the decay and use epoxy on the rotten sills instead?', 'restore_windows'],
    ['We cannot pay for them all this year, so would replacing a few at a time be sensible?', 'phased_replacement'],
    ['Can we refuse to pay and make them replace the windows?', 'workmanship_dispute'],
    ["The company won't come to any agreement with me. What can I insist they do?", 'workmanship_dispute'],
    ["Do I have to pay for a window that hasn't been installed?", 'withhold_final_payment'],
    ['How does My Safe Florida Home work for impact windows?', 'my_safe_florida_home'],
    ['Is the MSFH grant still open?', 'my_safe_florida_home'],
    ['Can I use the Florida hardening grant for a new front door?', 'my_safe_florida_home'],
    ['Is there a state grant for impact windows in Florida?', 'my_safe_florida_home'],
    ["What's the difference between prairie and square grid patterns?", 'glazing_bars'],
    ['What can I do when the trim detail I was promised does not match what was delivered?', 'defective_goods_remedy'],
    [
      'While we were away they put in a used set of bi-fold doors taken from another property',
      'defective_goods_remedy',
    ],
    ['Who should take the final measurements, us or the installer?', 'window_sizing_order'],
    ['Since two must go anyway, should we replace the other eight at the same time?', 'phased_replacement'],
    ['Is it smarter to do every window at once, or go room by room?', 'phased_replacement'],
    ['Should we just replace that one window now and wait on the rest?', 'phased_replacement'],
    ['We paid the deposit in June and months later nothing has been installed.', 'install_delays'],
    ['He worked two days, then quit, and now wants a cancellation fee.', 'contractor_default'],
    // checking what was delivered
    [
      'They peeled the stickers off right away, so how can I check the glass is what I ordered?',
      'verify_delivered_windows',
    ],
    ['How do I know these are really triple glazed now the labels are gone?', 'verify_delivered_windows'],
    [
      'Is there a way to verify the windows they installed match the series in the contract?',
      'verify_delivered_windows',
    ],
    ['Is the lighter flame test enough to check the coating is there?', 'verify_delivered_windows'],
    // roller shutters
    ['Our quote includes roller shutters with an integrated box: what should it say?', 'roller_shutters'],
    ['Should the volets roulants be motorised or strap operated?', 'roller_shutters'],
    [
      'We ordered twelve PVC windows with outside sills and roller shutters. Is that a good package?',
      'roller_shutters',
    ],
    ['Are custom-made windows returnable if they do not fit?', 'window_sizing_order'],
    // invoice above the quote
    ['Why did my door replacement invoice end up higher than the quote?', 'change_order'],
    ['Can they add extra charges after the job?', 'change_order'],
    ['How close will the final cost be to the estimate?', 'change_order'],
    // existing terms, as the issue asked
    ['Should I split the window replacement over several years to get the $600 credit each year?', 'tax_credit_25c'],
    ['full-frame vs insert?', 'install_method'],
    ['Will the windows be installed from inside or outside?', 'install_method'],
    ['Do they have to tear off the exterior siding to replace my windows?', 'install_method'],
    ['is argon worth it?', 'gas_fill'],
    ['Is Home Depot cheaper than a local installer?', 'big_box_vs_dealer'],
    ['Big box store or a window contractor?', 'big_box_vs_dealer'],
    ["The quote doesn't list air leakage or condensation resistance. Does that matter?", 'nfrc'],
    ['Birds keep crashing into our big new picture window. What can we put on the glass?', 'bird_strikes'],
    ['Is a solar tube as good as a real skylight for a dark hallway?', 'skylights_tubes'],
    ['Should glass block or a hopper go in the old cellar window opening?', 'basement_windows'],
    ['How high should the window sill height be above the kitchen counter, and who decides?', 'opening_layout_spec'],
    ['We paid for solid-core doors but I think they hung hollow-core ones. What can I do?', 'product_substitution'],
    [
      'The windows were sold on a retail installment contract. Does the holder rule let me stop paying?',
      'seller_financing_claims',
    ],
    ['The new windows arrived with scratched glass: should I accept polishing?', 'glass_scratches'],
    ['How big does the window well outside a basement egress window have to be?', 'window_wells'],
    ['My dad uses a wheelchair: how low should the new front door threshold be?', 'accessible_doors_windows'],
    ['Which windows are easiest to open with arthritis in my hands?', 'accessible_doors_windows'],
    ['Are there other solutions short of replacing our drafty old windows?', 'window_alternatives'],
    ['The city put a stop-work order on our new front door: can we still get it approved?', 'permit_after_work'],
    [
      'Our house is under the flight path: does the airport pay for sound insulation windows?',
      'airport_noise_programme',
    ],
    ['Do I have to sign an avigation easement to get the free windows?', 'airport_noise_programme'],
    ['We are inside the 65 DNL contour. Will the program replace our doors?', 'airport_noise_programme'],
    ['The Quieter Home Program put in our windows and now they fog up: who fixes them?', 'airport_noise_programme'],
    ['The rep promised us the cat flap would fit that door: should it be honoured?', 'verbal_promises'],
    ['Is a PACE loan for our new sliding door a good idea?', 'pace_financing'],
    ['They want the windows paid back through our property tax bill over 20 years. Is that normal?', 'pace_financing'],
    ['Ygrene approved us for new doors: what should we watch out for?', 'pace_financing'],
    ['Sliders or double-hung for the kitchen over the sink?', 'window_styles'],
    ['Our flat is in a listed terrace: can the sashes be double glazed?', 'uk_listed_conservation'],
    ['Is an EPA-approved kit good enough to show our trim has no lead?', 'rrp_exemptions'],
    ['Will hurricane shutters do, or do we need impact windows?', 'shutters'],
    ['The new door is in: what should we check before the job is considered finished?', 'install_inspection'],
    ['Can we donate the old patio door to a Habitat ReStore once it is out?', 'old_window_disposal'],
    ['Will the old aluminium frames be recycled or just go to landfill?', 'old_window_disposal'],
    ['How do we get rid of 13 old windows without paying the tip?', 'old_window_disposal'],
    ['The new windows looked too big for the openings when they were lined up in the garden', 'window_sizing_order'],
    ['How can I make sure the sizes are right before they take the old frames out?', 'window_sizing_order'],
    ['What should I measure first for a made-to-measure bathroom window?', 'window_sizing_order'],
    ['Our supplier offers mahogany or pine frames: which lasts longer?', 'timber_windows'],
    ['Does linseed paint suit new joinery?', 'timber_windows'],
    ['With so many options and a huge price tag, how do I avoid being upsold?', 'sales_pressure'],
    ['Two windows broke because of tension in the glass: is that covered?', 'glass_stress_crack'],
    ['Why does the glass in the picture window need tempering?', 'safety_glazing'],
    ['Is it worth paying for factory-painted wood windows?', 'timber_windows'],
    // what the new terms leave to others
    ['The salesman scratched out the price and wrote a lower one if we sign today: is that a trick?', 'sales_pressure'],
    ['Do skylights qualify for the federal energy tax credit?', 'tax_credit_25c'],
    ['What size does a basement bedroom window need to be for egress?', 'egress'],
    ['They delivered bronze frames instead of the white ones we ordered', 'workmanship_dispute'],
  ])('"%s" → %s', (question, id) => {
    expect(first(question)).toBe(id);
  });
});

describe('a term that answers on its own wins over other terms and the checklist item its words name', () => {
  const ownTopic = (question: string): string | undefined =>
    findTerms(question).find((h) => h.term.answersOnItsOwn)?.term.id;

  it.each([
    ['Will impact windows get me a discount on my homeowners insurance?', 'wind_mitigation'],
    ['Impact windows vs. hurricane shutters: which should I install?', 'shutters'],
    ['Is this a full-frame or an insert replacement?', 'install_method'],
    ['Is the glass on my quote triple pane, and is that worth it?', 'triple_glazing'],
    ['Are argon-filled windows worth the extra cost in a hot climate?', 'gas_fill'],
    ['My new windows are sweating three months after installation. Is that a warranty claim?', 'condensation_inside'],
    ['There is condensation between the panes of the patio door', 'seal_failure'],
    ["Should I use the installer's financing or pay cash for the windows?", 'financing'],
    ['What happens if hidden damage is found after they remove the old window?', 'change_order'],
    ["The screen door won't close since they hung it", 'storm_door_fit'],
    ['Our front door sticks in summer, should we plane it?', 'door_repair_replace'],
    ['Should our new front door be inswing or outswing?', 'door_swing'],
    ['How do I know if I need a left hand or right hand door?', 'door_swing'],
    ['A crack appeared in our picture window overnight', 'glass_stress_crack'],
    ['Is a thermal stress crack covered by the warranty?', 'glass_stress_crack'],
    ['Why is there water in my window track after it rains?', 'sill_track_water'],
    ['What are the little weep holes at the bottom of the window for?', 'sill_track_water'],
    ['Should they use low expansion foam around the new windows?', 'gap_insulation_foam'],
    ['Is stuffing fiberglass around the window frame good enough?', 'gap_insulation_foam'],
    ['How can I tell if my new windows were installed correctly?', 'install_inspection'],
    ['What should I check before making the final payment on the windows?', 'install_inspection'],
    ["The installer didn't use any shims, is that a problem?", 'fin_nailing_shims'],
    ['Why do black windows cost so much more than white ones?', 'frame_colour'],
    ['Will dark vinyl frames warp in the sun?', 'frame_colour'],
    ['What does it take to cut an egress window into a basement wall?', 'basement_egress_cut'],
    ["Can low-E windows melt my neighbor's vinyl siding?", 'low_e_plants'],
    ['Is the width of the air space in double glazing important?', 'glass_air_space'],
    ['Are warm-edge spacers worth asking for?', 'glass_air_space'],
  ])('"%s" → %s', (question, id) => {
    expect(ownTopic(question)).toBe(id);
  });
});

describe('findTerms: words that belong to something else', () => {
  it.each([
    ['How do I fix wood rot around the window sill?', 'frame_materials'],
    ['The wood windows are rotted at the bottom', 'frame_materials'],
    ['What is the lead time?', 'rrp'],
    ['What is the lead time?', 'rrp_exemptions'],
    ['Are the lead times long right now?', 'rrp'],
    ['What brand are the windows?', 'brands'],
    ['Does the Andersen warranty cover labor?', 'brands'],
    ['Is this a good price for Pella windows?', 'brands'],
    ["What's the warranty on the vinyl frames?", 'frame_materials'],
    ['Is the price for the fiberglass windows too high?', 'frame_materials'],
    ['Should the capping be aluminum coil or vinyl trim?', 'frame_materials'],
    ['is the payment schedule ok?', 'financing'],
    ['Is a 50% deposit reasonable?', 'financing'],
    ['Is 10% down normal?', 'financing'],
    ['How does heat transfer through the frame?', 'lifetime_warranty'],
    ['Do I have to take down the plantation shutters?', 'shutters'],
    ['We ordered twelve PVC windows with outside sills and roller shutters. Is that a good package?', 'shutters'],
    ['Do the rolling shutters on our flat in Lyon need a dedicated circuit?', 'shutters'],
    ['Are roller shutters rated for hurricanes as good as impact windows?', 'roller_shutters'],
    ['Should I get rolling shutters or accordion shutters in Florida?', 'roller_shutters'],
    ['What is low-e?', 'verify_delivered_windows'],
    ['We walked through the house room by room with the salesman', 'phased_replacement'],
    ['They replaced the glass and the frame at the same time', 'phased_replacement'],
    ['He worked on the windows and then quit early for the day because of rain', 'contractor_default'],
    ['Nothing has been delivered yet, is that normal for a 6 week lead time?', 'install_delays'],
    ['Are triple pane windows worth it compared to double pane?', 'verify_delivered_windows'],
    [
      'There is condensation between the panes since the labels came off, how do I know if the seal failed?',
      'verify_delivered_windows',
    ],
    ['Should I leave the stickers on the new windows until the inspector comes?', 'verify_delivered_windows'],
    ["The quote doesn't list condensation resistance", 'seal_failure'],
    ['Is window replacement exempt from a permit?', 'rrp_exemptions'],
    ['Are these windows made from recycled vinyl?', 'old_window_disposal'],
    ['Should we get rid of our old jalousie windows and go with impact glass?', 'old_window_disposal'],
    ['We want to sell the house: are the old wood windows worth restoring first?', 'old_window_disposal'],
    ['Can the installer reuse the lock cylinder from my old front door?', 'old_window_disposal'],
    ['How do I measure my existing door so the new prehung unit fits?', 'window_sizing_order'],
    ['The crew gouged our hardwood floor carrying the new window through', 'timber_windows'],
    ['Is a solid oak front door worth it over a composite one?', 'timber_windows'],
    ['Should the new windows get pine trim or PVC trim?', 'timber_windows'],
    ['Our fitter swears these oak-look plastic windows will last 25 years', 'timber_windows'],
    ['Is the insurance certificate current?', 'wind_mitigation'],
    ['Will impact windows lower my insurance premium?', 'storm_damage_claim'],
    ['Does the insurance discount cover the whole house?', 'storm_damage_claim'],
    ['Is a cracked window covered by home insurance?', 'wind_mitigation'],
    ['Do my windows and doors change what I pay for homeowners insurance?', 'storm_damage_claim'],
    ['What does an insurance-backed guarantee pay for if the firm goes bust?', 'storm_damage_claim'],
    ['My windows are cold in winter, is it worth replacing them?', 'cold_weather_install'],
    ['Will the new windows fit the old openings?', 'workmanship_dispute'],
    ['When should the crew start the install?', 'cold_weather_install'],
    ['We bought through Home Depot and the subcontractors botched the install', 'compare_quotes'],
    ["Are the Pella windows sold at Lowe's any good?", 'compare_quotes'],
    ['Our old windows are leaky and drafty, should we replace them?', 'leak_after_install'],
    ['Will new windows stop the air leaks?', 'leak_after_install'],
    ['Does the electric co-op give a rebate for new windows?', 'condo_strata'],
    ['Is this a historic low price for vinyl windows?', 'historic_district'],
    ['Do replacement windows need a building permit in Ohio?', 'uk_glazing_rules'],
    ['Why is the deposit so high?', 'uk_glazing_rules'],
    ['How much would I save if I pay cash?', 'why_replace'],
    ['Do all the windows need new screens?', 'why_replace'],
    ['I need all new windows; is $900 each fair?', 'why_replace'],
    ['Is the aluminum and vinyl capping included?', 'frame_materials'],
    ['Is the wood and vinyl trim painted?', 'frame_materials'],
    ['How long is the warranty on uPVC windows?', 'defective_goods_remedy'],
    ['Will they refund my deposit if I cancel the order?', 'defective_goods_remedy'],
    ['Should I repair or replace my old rotten sash windows?', 'defective_goods_remedy'],
    ['Should I reject the quote? It seems too high.', 'defective_goods_remedy'],
    ['What if I measure the wrong size myself?', 'defective_goods_remedy'],
    ['Can I pay cash for a discount?', 'doorstep_rogue_trader'],
    ['Is my deposit protected if the company goes bust?', 'doorstep_rogue_trader'],
    ['The fitters came to the door at 8am and started on the back windows.', 'doorstep_rogue_trader'],
    ['What is an emergency egress window?', 'doorstep_rogue_trader'],
    ['Can I cancel a contract I signed in the showroom?', 'doorstep_rogue_trader'],
    ['Is labour covered under the warranty?', 'warranty_claim'],
    ['Should we accept the quote or wait for the spring sale?', 'defective_goods_remedy'],
    ['Do I have to accept the lowest quote?', 'defective_goods_remedy'],
    ['What does the warranty cover?', 'workmanship_warranty'],
    ['Does the NFRC label show the air leakage rating?', 'why_replace'],
    ['How long is the warranty on the replacement windows?', 'warranty_replacement_term'],
    ['The glass fogged up so quickly after a year, is that covered?', 'schedule'],
    ['Will the installers clean up after themselves?', 'diy_install'],
    ['The store closed early on Sunday.', 'contractor_default'],
    ['The humidity in Florida is high all year.', 'condensation_inside'],
    ['The handyman fixed the gutter last year.', 'diy_install'],
    ['We used to have wood windows instead of vinyl ones.', 'product_substitution'],
    ['Can I renew my passport while the windows are fitted?', 'warranty_replacement_term'],
    ['Is the price in the store the same as the quote?', 'contractor_markup'],
    ['Does the contract say the windows have to be in writing?', 'contractor_markup'],
    ['Please put the start date in writing.', 'no_written_contract'],
    ['The salesman promised us a free patio door but it is not in the contract.', 'no_written_contract'],
    ['Is the real problem air leakage that I should fix first?', 'nfrc'],
    ['The quote says triple glazing with a 10-year guarantee, is that good?', 'verbal_promises'],
    ['The salesman says the price is only valid if we sign today, should we?', 'verbal_promises'],
    ['Is a 20-year warranty on uPVC windows normal?', 'verbal_promises'],
    ['The contract says installation in 8 weeks, is that a normal lead time?', 'verbal_promises'],
    ['How long does window installation usually take?', 'install_delays'],
    ['What is the lead time for composite doors?', 'install_delays'],
    ['The quote says 10-12 weeks lead time, is that normal?', 'install_delays'],
    ['Is it normal to wait 8 weeks for made-to-measure windows?', 'install_delays'],
    ['The price keeps going up during the job because of extra work.', 'price_increase_after_signing'],
    ['Will window prices go up next year?', 'price_increase_after_signing'],
    ['Is this quote a fair price for 8 windows?', 'price_increase_after_signing'],
    ['They found rotten lintels and want more money to fix them, is that normal?', 'price_increase_after_signing'],
    ['They installed the windows one at a time and the crew was very tidy.', 'phased_replacement'],
    ['The glass comes in two stages of lamination.', 'phased_replacement'],
    ['Can we pay for the windows in stages?', 'phased_replacement'],
    ['Our electric co-op offers a rebate on windows.', 'condo_strata'],
    ['Is epoxy grout good for the bathroom floor?', 'restore_windows'],
    ['We refused to pay the deposit by card.', 'workmanship_dispute'],
    ['I paid for windows that have been installed.', 'withhold_final_payment'],
    ['Is there a tax credit for energy efficient windows?', 'my_safe_florida_home'],
    ['Do I need a wind mitigation inspection for my insurance discount?', 'my_safe_florida_home'],
    ['Are impact windows worth it in Florida?', 'my_safe_florida_home'],
    ['Does Florida have a sales tax exemption on impact windows?', 'my_safe_florida_home'],
    ['Do prairie-style homes need special windows?', 'glazing_bars'],
    ['Should we buy used windows to save money?', 'defective_goods_remedy'],
    ['How much should it cost to install a storm door?', 'storm_door'],
    ['Our storm door glass cracked when it slammed', 'storm_damage_claim'],
    ['Vinyl or fiberglass sliding patio door?', 'door_materials'],
    ['Steel or fiberglass front door?', 'frame_materials'],
    ['When ordering a replacement entry door, should it swing in or out?', 'door_repair_replace'],
    ['Drafty front door: repair or replace?', 'why_replace'],
    ['Are swing-out casement windows better than sliders?', 'door_swing'],
    ['Is impact glass required by the hurricane code here?', 'glass_stress_crack'],
    ['Hail cracked two of our windows. Will insurance pay for new ones?', 'glass_stress_crack'],
    ['Rain gets in under the front door every storm', 'sill_track_water'],
    ['Should I spray foam insulation in the attic first?', 'gap_insulation_foam'],
    ['Does the city inspect window replacements?', 'install_inspection'],
    ['How long does the install take?', 'install_inspection'],
    ['There is black mould on the window sills', 'frame_colour'],
    ['How long will the black frames take to arrive?', 'frame_colour'],
    ['How big does a bedroom egress window have to be?', 'basement_egress_cut'],
    ['What is low-E glass?', 'low_e_plants'],
    ['Air leaks around the window frame: what should I do?', 'glass_air_space'],
    ['Will they repair any rot they find during the install?', 'restore_windows'],
    ['Should I repair my old windows or replace them?', 'restore_windows'],
    ['The company is restructuring its warranty terms', 'contractor_default'],
    ['Can I pay the deposit through my credit card company?', 'contractor_default'],
    ['Is a fire-rated front door required in my leasehold flat?', 'leasehold_flat'],
    ['Will there be colour variation between the frames?', 'change_order'],
    ['What does low-E glass do?', 'glass_only_replacement'],
    ['What size egress window does the nursery need?', 'child_window_safety'],
    ['Is the installer licensed in Florida?', 'subcontracted_install'],
    ['Can I fit the windows myself?', 'homeowner_supplied_windows'],
    ['Can I claim the 25C tax credit for my windows?', 'utility_rebates'],
    ['What U-factor should I look for in Minnesota?', 'window_energy_rating'],
    ['Can we decide right now which colour the frames are?', 'sales_pressure'],
    ['Which A-listed brands are the best?', 'historic_district'],
    ['Which A-listed brands are the best?', 'uk_listed_conservation'],
    ['Our house is listed for sale: should we replace the windows first?', 'uk_listed_conservation'],
    ['Our house is listed on the National Register: can we use vinyl?', 'uk_listed_conservation'],
    // the programme's name is not a question about how quiet a window is
    ['The Quieter Home Program put in our windows and now they fog up: who fixes them?', 'noise'],
    // nor is a question about quiet windows one about the airport's programme
    ['The planes are loud here: which windows have the best noise insulation?', 'airport_noise_programme'],
    // "pace" as speed is not the loan, nor is a higher tax bill after new windows one
    ['The crew works at a slow pace: how long should four windows take?', 'pace_financing'],
    ['Will new windows raise my property tax?', 'pace_financing'],
    // two doors weighed against each other are not window styles
    ['Should we get a sliding door or French doors for the patio?', 'window_styles'],
    // shutters of a house far from any storm are not hurricane protection
    ['We want painted wooden shutters on the new windows of our farmhouse: which wood lasts?', 'shutters'],
    ['Should I order the new window from a local shutter maker?', 'shutters'],
  ])('"%s" does not find %s', (question, id) => {
    expect(found(question)).not.toContain(id);
  });

  it('leaves a question about screens under the warranty to the warranty item', () => {
    const screens = GLOSSARY.terms.find((t) => t.id === 'screens_hardware')!;
    expect(screens.answersOnItsOwn).toBeFalsy();
    expect(first('Are screens covered by the window warranty?')).toBe('screens_hardware');
  });

  it('answers the lead-test question with both the exemptions and the rule itself', () => {
    expect(found('Do the windows need to be tested for lead paint first?')).toEqual(['rrp_exemptions', 'rrp']);
  });
});

describe('glossary.json', () => {
  const sourceIds = GLOSSARY.sources.map((s) => s.id);

  it('has unique term ids and unique source ids', () => {
    const termIds = GLOSSARY.terms.map((t) => t.id);
    expect(new Set(termIds).size).toBe(termIds.length);
    expect(new Set(sourceIds).size).toBe(sourceIds.length);
  });

  it('gives every source a title and an http(s) address', () => {
    for (const s of GLOSSARY.sources) {
      expect(s.title.length, s.id).toBeGreaterThan(0);
      expect(s.url, s.id).toMatch(/^https?:\/\/\S+$/);
    }
  });

  it.each(GLOSSARY.terms.map((t) => [t.id, t] as const))(
    '%s: cites listed sources, has a valid category and patterns',
    (_id, term) => {
      expect(term.sources.length).toBeGreaterThan(0);
      for (const s of term.sources) expect(sourceIds).toContain(s);
      if (term.category !== undefined) expect(CATEGORY_SHORT_IDS).toContain(term.category);
      expect(term.match.length).toBeGreaterThan(0);
      for (const m of term.match) expect(() => new RegExp(m, 'i')).not.toThrow();
    },
  );

  it('cites every listed source somewhere', () => {
    const cited = new Set(GLOSSARY.terms.flatMap((t) => t.sources));
    expect(sourceIds.filter((id) => !cited.has(id))).toEqual([]);
  });

  it('ties a checklist item to the terms that clearly bear on one', () => {
    const category = Object.fromEntries(GLOSSARY.terms.map((t) => [t.id, t.category]));
    expect(category).toMatchObject({
      gas_fill: 'energy',
      triple_glazing: 'energy',
      frame_materials: 'materials',
      impact_glass: 'hurricane',
      wind_mitigation: 'hurricane',
      shutters: 'hurricane',
      rrp: 'removal',
      rrp_exemptions: 'removal',
      deposit_laws: 'payment',
      cancellation: 'payment',
      financing: 'payment',
      change_order: 'repairs',
      capping: 'finish',
      flashing: 'finish',
      seal_failure: 'warranty',
      lifetime_warranty: 'warranty',
      itemized_quote: 'pricing',
    });
  });

  it("ties no item to a term its rule does not judge (the item's card would not answer it)", () => {
    const category = Object.fromEntries(GLOSSARY.terms.map((t) => [t.id, t.category]));
    for (const id of ['install_method', 'schedule', 'sales_pressure', 'license_insurance'])
      expect(category[id], id).toBeUndefined();
  });

  it('fills the 25C end date from the knowledge base instead of stating it', () => {
    const credit = GLOSSARY.terms.find((t) => t.id === 'tax_credit_25c')!;
    expect(credit.text).toContain('{taxCreditEnd}');
    expect(credit.text).not.toMatch(/\b20\d\d\b/);
  });
});

describe('explainTerms', () => {
  const knowledge = loadKnowledge();
  const term = (id: string) => GLOSSARY.terms.find((t) => t.id === id)!;
  const location = locate('33101');
  const facts = { location, windows: 8, doors: 0, today: '2026-11-29' };

  it('leaves no placeholder unfilled in any explanation', () => {
    for (const t of GLOSSARY.terms) expect(explainTerms([t], facts, knowledge), t.id).not.toMatch(/\{\w+\}/);
  });

  it("keeps a term's own local sentence with its definition, not after the next term's", () => {
    const [credit, schedule] = explainTerms([term('tax_credit_25c'), term('schedule')], facts, knowledge).split('\n\n');
    expect(credit).toMatch(/does not qualify/);
    expect(schedule).not.toMatch(/does not qualify/);
  });

  it("works out the install time from the quote's own window count, with the figure per window from the knowledge base", () => {
    const schedule = explainTerms([term('schedule')], { ...facts, windows: 12, doors: 1 }, knowledge);
    expect(schedule).toMatch(/a crew sets an insert window in about \*\*45 minutes to 1\.5 hours\*\*/);
    expect(schedule).toMatch(
      /the \*\*12 windows\*\* on your quote take one crew about \*\*9 to 18 hours\*\* of work, and its door comes on top\./,
    );
    const slower = {
      ...knowledge,
      quality: { installTime: { minutesPerWindow: [60, 120] as [number, number], sources: [] } },
    };
    expect(explainTerms([term('schedule')], { ...facts, windows: 3 }, slower)).toMatch(
      /in about \*\*1 to 2 hours\*\*.*about \*\*3 to 6 hours\*\* of work\./,
    );
    // Nothing to add for a quote with one window or none counted.
    expect(explainTerms([term('schedule')], { ...facts, windows: null }, knowledge)).not.toMatch(/on your quote take/);
  });

  it("works out the install time for the window count the question asks about, beside the quote's own", () => {
    const asked = explainTerms([term('schedule')], { ...facts, windows: 8, askedWindows: 11 }, knowledge);
    expect(asked).toMatch(
      /the \*\*11 windows\*\* you ask about take one crew about \*\*8\.5 to 16\.5 hours\*\* of work \(your quote prices 8 windows\)\./,
    );
    expect(asked).not.toMatch(/on your quote take/);
    // The quote's own count when the question asks about that count or none.
    expect(explainTerms([term('schedule')], { ...facts, windows: 8, askedWindows: 8 }, knowledge)).toMatch(
      /the \*\*8 windows\*\* on your quote take/,
    );
  });

  it('gives a sentence two terms share once, after both', () => {
    const text = explainTerms([term('shgc'), term('u_factor')], facts, knowledge);
    const [shgc, uFactor] = text.split('\n\n');
    expect(shgc).not.toMatch(/For your area/);
    expect(uFactor).toMatch(/For your area \(\*\*Southern\*\* zone\)/);
    expect(text.match(/For your area/g)).toHaveLength(1);
  });
});
