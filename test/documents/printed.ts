/** How the test documents print amounts: the truth's "14451.40" is "$14,451.40" on the page. */

/** "14451.40" → "$14,451.40". */
export function printedAmount(amount: string): string {
  return `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Every way a document may print an amount: "$14,451.40", "14,451.40", and "$7,950" for whole dollars. */
export function printedForms(amount: string): string[] {
  const [whole, fraction = '00'] = amount.split('.');
  const grouped = Number(whole).toLocaleString('en-US');
  return [`$${grouped}.${fraction}`, `${grouped}.${fraction}`, ...(fraction === '00' ? [`$${grouped}`] : [])];
}

export function printsAmount(text: string, amount: string): boolean {
  return printedForms(amount).some((form) => text.includes(form));
}
