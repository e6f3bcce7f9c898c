/**
 * A Stripe stand-in for demo payments (no real charge): exactly the endpoints the payments code
 * and its tests call, with Stripe's shapes (form-encoded requests, JSON answers, Stripe's error
 * JSON), and signed webhooks sent to the app like Stripe sends them.
 *
 *   POST /v1/payment_intents               create (amount, currency, metadata, automatic_payment_methods)
 *   GET  /v1/payment_intents/:id           retrieve
 *   POST /v1/payment_intents/:id/confirm   → succeeded, with a charge (`latest_charge`); sends
 *                                            payment_intent.succeeded. With Stripe's test card
 *                                            `pm_card_createDispute` the charge is then disputed, as in
 *                                            Stripe's test mode (sends charge.dispute.created)
 *   POST /v1/payment_intents/:id/cancel    → canceled; sends payment_intent.canceled
 *   GET  /v1/charges/:id                   retrieve a charge (amount_refunded, refunded, disputed)
 *   POST /v1/refunds                       refund a charge or an intent's charge, fully or `amount`
 *                                            cents; sends charge.refunded (cumulative amount_refunded)
 *   GET  /v1/refunds/:id, GET /v1/disputes/:id
 *   GET  /v1/events, GET /v1/events/:id    the events sent, with `pending_webhooks` (0 once delivered)
 *
 * Stand-in only (Stripe has no such call; tests reach it with `stripe.rawRequest`):
 *
 *   POST /v1/test_helpers/charges/:id/dispute   the buyer disputes the charge (optional `amount`,
 *                                               `reason`, default the unrefunded amount and
 *                                               'fraudulent'); sends charge.dispute.created
 *
 * Only the configured (demo) secret key is accepted. Intents and events are kept in memory and,
 * when `dataFile` is given, in that JSON file so they survive a restart.
 *
 * The code, in stripe-standin/: server.ts (the HTTP server: API key, form parameters, idempotency
 * keys, Stripe's answers), routes.ts (the endpoints above), operations.ts (what each call does to
 * the objects), webhooks.ts (events and their signed delivery), state.ts (the objects, in memory and
 * on disk), errors.ts (Stripe's error answers) and form.ts (Stripe's form encoding).
 */
export { parseStripeForm } from './stripe-standin/form.js';
export { startStripeStandin, type StripeStandin, type StripeStandinOptions } from './stripe-standin/server.js';
