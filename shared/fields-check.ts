/**
 * The buttons of the Expert Chat's check of the figures the price check rests on (total, window and
 * door counts, ZIP), and of its choice between the candidates of a field the quote left unclear.
 */
export const FIELDS_CHECK_BUTTONS = {
  yes: "Yes, that's right",
  fix: 'Fix it',
  neither: 'Neither',
} as const;
